/** 财产交接 status: 1 待确认, 2 已确认 (set when the receiver confirms). */
export const HANDOVER_STATUS = { 1: '待确认', 2: '已确认' } as const;
export const HANDOVER_PENDING = 1;
export const HANDOVER_NODE = {
  page: 'personnel_handover',
  add: 'personnel_handover_add',
  edit: 'personnel_handover_edit',
  del: 'personnel_handover_del',
} as const;
