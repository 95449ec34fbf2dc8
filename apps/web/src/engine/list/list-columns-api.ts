import { listColumnRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';
import type { ColumnSetting } from './column-settings.ts';

/** 列设置 of the signed-in member, per list (the entity key). */
export const listColumnsApi = {
  /** quiet: a list without its saved columns still shows, with the declared ones */
  get: (list: string, signal?: AbortSignal) =>
    call(listColumnRoutes.get, { list }, { signal, silent: true }).then((r) => r.data),
  /** no columns: back to the declared ones */
  save: (list: string, columns: readonly ColumnSetting[]) =>
    call(listColumnRoutes.save, { list, columns: [...columns] }).then((r) => r.data),
};
