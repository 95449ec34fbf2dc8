import { http } from '../../api/http.ts';
import type { DeptFacts } from './org-chart-data.ts';

type Signal = { signal?: AbortSignal };

/** A member as the directory lists them (GET /api/Department/getListAndUser). */
export type DirectoryMember = { user_id: number; label: string; dept_id: number; is_leader: number };

/** One row of a property handover. */
export type HandoverItem = { item_name: string; quantity: number; remark?: string };

export type Handover = {
  handover_id: number;
  from_user_id: number;
  from_user_name: string;
  to_user_id: number;
  to_user_name: string;
  handover_date: string;
  items: HandoverItem[];
  item_summary: string;
  reason: string;
  /** 1 待确认, 2 已确认 */
  status: number;
  attachments: number[];
  attachments_files?: { id: number; name: string; url: string; size: number; ext: string }[];
  confirm_time: string | null;
  create_user_name: string;
  create_time: string;
};

export type HandoverBody = Pick<Handover, 'from_user_id' | 'to_user_id' | 'handover_date' | 'items' | 'reason' | 'attachments'>;

export type HandoverQuery = { page: number; limit: number; status?: number; keyword?: string };

/** 组织架构图 and 财产交接 calls. Writes report failures themselves (the client shows the message). */
export const personnelApi = {
  departments: ({ signal }: Signal = {}) => http.get<DeptFacts[]>('/api/Department/getList', undefined, { signal }),
  directory: ({ signal }: Signal = {}) => http.get<{ user_list: DirectoryMember[] }>('/api/Department/getListAndUser', undefined, { signal }),
  handovers: (q: HandoverQuery, { signal }: Signal = {}) => http.get<Handover[]>('/api/PropertyHandover/getList', q, { signal }),
  handover: (handover_id: number, { signal }: Signal = {}) => http.get<Handover>('/api/PropertyHandover/info', { handover_id }, { signal }),
  addHandover: (body: HandoverBody) => http.post<{ handover_id: number }>('/api/PropertyHandover/add', body),
  updateHandover: (body: HandoverBody & { handover_id: number }) => http.post<{ handover_id: number }>('/api/PropertyHandover/update', body),
  delHandovers: (ids: number[]) => http.post<{ count: number }>('/api/PropertyHandover/del', { ids }),
  confirmHandover: (handover_id: number) => http.post<{ handover_id: number }>('/api/PropertyHandover/confirm', { handover_id }),
};
