import type { FlowTemplateInfo, FlowTemplateRow } from '@suwork/domain/contracts';
import { flowRoutes } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type { FlowStepTemplate, FlowTemplateInfo } from '@suwork/domain/contracts';
/** A flow template of the catalogue (系统设置 → 审批管理), one per approvable type. */
export type FlowTemplate = FlowTemplateRow;
/** The body of POST /api/flow/save: a template as 审批设置 edits it. */
export type FlowSaveBody = Omit<FlowTemplateInfo, 'flow_name'>;

type Signal = { signal?: AbortSignal };

/** Calls of 审批管理. */
export const flowTemplateApi = {
  templates: ({ signal }: Signal = {}) => call(flowRoutes.getList, {}, { signal }),
  templateInfo: (id: number, { signal }: Signal = {}) => call(flowRoutes.info, { id }, { signal }),
  /** writes a new version; runs under way keep the version they started with */
  saveTemplate: (body: FlowSaveBody) => call(flowRoutes.save, body),
  setTemplateStatus: (id: number, enabled: boolean) => call(flowRoutes.setStatus, { id, enabled }),
};

/** The react-query key of the template catalogue (审批管理, 新建审批). */
export const TEMPLATES_KEY = ['approval', 'templates'] as const;
/** The react-query key of one template (审批设置). */
export const templateKey = (id: number) => ['approval', 'template', id] as const;
