import type { DataOf, listColumnAnswers } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';
import type { ColumnSetting } from './column-settings.ts';

/** 列设置 of the signed-in member, per list (the entity key). */
export const listColumnsApi = {
  /** quiet: a list without its saved columns still shows, with the declared ones */
  get: (list: string, signal?: AbortSignal) => http.get<DataOf<typeof listColumnAnswers.get>>('/api/ListColumn/get', { list }, { signal, silent: true }).then((r) => r.data),
  /** no columns: back to the declared ones */
  save: (list: string, columns: readonly ColumnSetting[]) => http.post<DataOf<typeof listColumnAnswers.save>>('/api/ListColumn/save', { list, columns }).then((r) => r.data),
};
