import { flowTemplateAnswers, type DataOf, type FlowTemplateInfo, type FlowTemplateRow } from '@suwork/domain/contracts';
import { http } from '../../../api/http.ts';

export type { FlowStepTemplate, FlowTemplateInfo } from '@suwork/domain/contracts';
/** A flow template of the catalogue (系统设置 → 审批管理), one per approvable type. */
export type FlowTemplate = FlowTemplateRow;
/** The body of POST /api/flow/save: a template as 审批设置 edits it. */
export type FlowSaveBody = Omit<FlowTemplateInfo, 'flow_name'>;

type Signal = { signal?: AbortSignal };

/** Calls of 审批管理. */
export const flowTemplateApi = {
  templates: ({ signal }: Signal = {}) => http.get<DataOf<typeof flowTemplateAnswers.getList>>('/api/flow/getList', undefined, { signal }),
  templateInfo: (id: number, { signal }: Signal = {}) => http.get<DataOf<typeof flowTemplateAnswers.info>>('/api/flow/info', { id }, { signal }),
  /** writes a new version; runs under way keep the version they started with */
  saveTemplate: (body: FlowSaveBody) => http.post<DataOf<typeof flowTemplateAnswers.save>>('/api/flow/save', body),
  setTemplateStatus: (id: number, enabled: boolean) => http.post<DataOf<typeof flowTemplateAnswers.setStatus>>('/api/flow/setStatus', { id, enabled }),
};

/** The react-query key of the template catalogue (审批管理, 新建审批). */
export const TEMPLATES_KEY = ['approval', 'templates'] as const;
/** The react-query key of one template (审批设置). */
export const templateKey = (id: number) => ['approval', 'template', id] as const;
