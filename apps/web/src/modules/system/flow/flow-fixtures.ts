import type { FlowTemplate, FlowTemplateInfo } from './flow-api.ts';

/** The catalogue and a template as the server sends them, for the 审批管理 page tests. */
export const TEMPLATES: FlowTemplate[] = [
  { id: 1, flow_type: 1, flow_name: '合同', enabled: true, version: 3, update_time: '2026-11-20 10:00:00' },
  { id: 5, flow_type: 5, flow_name: '报销', enabled: false, version: 1, update_time: '' },
];

export const CONTRACT_TEMPLATE: FlowTemplateInfo = {
  id: 1,
  flow_type: 1,
  flow_name: '合同',
  enabled: true,
  version: 3,
  dept_ids: [2],
  user_ids: [],
  no_approver: 2,
  steps: [
    { type: 1, settype: 0, selectRange: 4, source: '', mode: 1 },
    {
      type: 1,
      settype: 0,
      selectRange: 3,
      source: '3',
      mode: 2,
      conditions: [{ field: 'amount', op: 'gte', value: 10000 }],
    },
    { type: 2, settype: 0, selectRange: 2, source: '11,12', mode: 1 },
  ],
};
