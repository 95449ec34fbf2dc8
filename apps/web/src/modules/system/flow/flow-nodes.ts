/** Permission nodes of 审批管理 (system_flow views the catalogue; templates are never deleted). */
export const FLOW_NODE = { add: 'system_flow_add', edit: 'system_flow_edit' } as const;
