import type { EntityRow, EntityValues } from '../../../engine/entity-api.ts';
import { http } from '../../../api/http.ts';

/** 请假: flow_type 14 of the approval engine. */
export const LEAVE_FLOW_TYPE = '14';

export const leaveApi = {
  /** creates the leave and submits it into approval with the chosen approvers */
  add: (values: EntityValues & { to_user: string; condition: string }) => http.post<{ id: number }>('/api/Leave/add', values),
  read: (id: number, opts?: { signal?: AbortSignal }) => http.get<EntityRow>('/api/Leave/read', { id }, opts),
};
