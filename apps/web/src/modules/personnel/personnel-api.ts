import type { DataOf, DirectoryMember, HandoverDetail, HandoverRow, propertyHandoverAnswers } from '@suwork/domain/contracts';
import { departmentRoutes, orgReadRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';
import { http } from '../../api/http.ts';

type Signal = { signal?: AbortSignal };

/** A member as the directory lists them (GET /api/Department/getListAndUser). */
export type { DirectoryMember };

/** One row of a property handover, as a form sends it (a blank remark may be left out). */
export type HandoverItem = { item_name: string; quantity: number; remark?: string };

/** A property handover as the list shows it; the detail adds its attachments' files. */
export type Handover = HandoverRow & Partial<Pick<HandoverDetail, 'attachments_files'>>;

export type HandoverBody = Pick<Handover, 'from_user_id' | 'to_user_id' | 'handover_date' | 'reason' | 'attachments'> & { items: HandoverItem[] };

export type HandoverQuery = { page: number; limit: number; status?: number; keyword?: string };

/** 组织架构图 and 财产交接 calls. Writes report failures themselves (the client shows the message). */
export const personnelApi = {
  departments: ({ signal }: Signal = {}) => call(departmentRoutes.getList, {}, { signal }),
  directory: ({ signal }: Signal = {}) => call(orgReadRoutes.getListAndUser, {}, { signal }),
  handovers: (q: HandoverQuery, { signal }: Signal = {}) => http.get<DataOf<typeof propertyHandoverAnswers.getList>>('/api/PropertyHandover/getList', q, { signal }),
  handover: (handover_id: number, { signal }: Signal = {}) => http.get<DataOf<typeof propertyHandoverAnswers.info>>('/api/PropertyHandover/info', { handover_id }, { signal }),
  addHandover: (body: HandoverBody) => http.post<DataOf<typeof propertyHandoverAnswers.add>>('/api/PropertyHandover/add', body),
  updateHandover: (body: HandoverBody & { handover_id: number }) => http.post<DataOf<typeof propertyHandoverAnswers.update>>('/api/PropertyHandover/update', body),
  delHandovers: (ids: number[]) => http.post<DataOf<typeof propertyHandoverAnswers.del>>('/api/PropertyHandover/del', { ids }),
  confirmHandover: (handover_id: number) => http.post<DataOf<typeof propertyHandoverAnswers.confirm>>('/api/PropertyHandover/confirm', { handover_id }),
};
