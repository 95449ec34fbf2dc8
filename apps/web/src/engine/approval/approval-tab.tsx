import type { EntityDef } from '@suwork/domain/entities';
import { FlowTimeline } from '../../components/approval/FlowTimeline.tsx';
import type { EntityRow } from '../entity-api.ts';
import { isFlowDocument } from './flow-document.ts';

/** 审批流程 of a document's detail page: its latest run, step by step (暂无数据 before it is first submitted). */
export const approvalTabs = (def: EntityDef, row: EntityRow) =>
  isFlowDocument(def)
    ? [
        {
          key: 'approval',
          label: '审批流程',
          children: <FlowTimeline flowType={String(def.flowType)} detailId={row.id} />,
        },
      ]
    : [];
