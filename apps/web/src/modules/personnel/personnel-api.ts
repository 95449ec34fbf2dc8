import type { DirectoryMember, HandoverDetail, HandoverRow } from '@suwork/domain/contracts';
import { departmentRoutes, orgReadRoutes, propertyHandoverRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

type Signal = { signal?: AbortSignal };

/** A member as the directory lists them (GET /api/Department/getListAndUser). */
export type { DirectoryMember };

/** A property handover as its form sends it. */
export type HandoverBody = InputOf<typeof propertyHandoverRoutes.add>;
/** One row of a property handover, as a form sends it (a blank remark may be left out). */
export type HandoverItem = HandoverBody['items'][number];

/** A property handover as the list shows it; the detail adds its attachments' files. */
export type Handover = HandoverRow & Partial<Pick<HandoverDetail, 'attachments_files'>>;

export type HandoverQuery = InputOf<typeof propertyHandoverRoutes.getList>;

/** 组织架构图 and 财产交接 calls. Writes report failures themselves (the client shows the message). */
export const personnelApi = {
  departments: ({ signal }: Signal = {}) => call(departmentRoutes.getList, {}, { signal }),
  directory: ({ signal }: Signal = {}) => call(orgReadRoutes.getListAndUser, {}, { signal }),
  handovers: (q: HandoverQuery, { signal }: Signal = {}) => call(propertyHandoverRoutes.getList, q, { signal }),
  handover: (handover_id: number, { signal }: Signal = {}) =>
    call(propertyHandoverRoutes.info, { handover_id }, { signal }),
  addHandover: (body: HandoverBody) => call(propertyHandoverRoutes.add, body),
  updateHandover: (body: InputOf<typeof propertyHandoverRoutes.update>) => call(propertyHandoverRoutes.update, body),
  delHandovers: (ids: number[]) => call(propertyHandoverRoutes.del, { ids }),
  confirmHandover: (handover_id: number) => call(propertyHandoverRoutes.confirm, { handover_id }),
};
