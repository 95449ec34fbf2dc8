import type { DataOf, optionAnswers, tagAnswers } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

/** Changes of 选项配置 (reads: engine/choices/choices-api.ts). */
export const optionApi = {
  add: (body: { group: string; label: string; status?: number }, idempotencyKey?: string) => http.post<DataOf<typeof optionAnswers.add>>('/api/Option/add', body, { idempotencyKey }),
  update: (body: { option_id: number; label: string }) => http.post<DataOf<typeof optionAnswers.update>>('/api/Option/update', body),
  setStatus: (body: { option_id: number; status: number }) => http.post<DataOf<typeof optionAnswers.setStatus>>('/api/Option/setStatus', body),
  sort: (body: { group: string; option_ids: number[] }) => http.post<DataOf<typeof optionAnswers.sort>>('/api/Option/sort', body),
};

/** Changes of 标签管理. */
export const tagApi = {
  addGroup: (body: { group_name: string; color: string }, idempotencyKey?: string) => http.post<DataOf<typeof tagAnswers.addGroup>>('/api/Tag/addGroup', body, { idempotencyKey }),
  updateGroup: (body: { group_id: number; group_name: string; color: string }) => http.post<DataOf<typeof tagAnswers.updateGroup>>('/api/Tag/updateGroup', body),
  delGroup: (group_id: number) => http.post<DataOf<typeof tagAnswers.delGroup>>('/api/Tag/delGroup', { group_id }),
  sortGroup: (group_ids: number[]) => http.post<DataOf<typeof tagAnswers.sortGroup>>('/api/Tag/sortGroup', { group_ids }),
  add: (body: { group_id: number; tag_name: string }, idempotencyKey?: string) => http.post<DataOf<typeof tagAnswers.add>>('/api/Tag/add', body, { idempotencyKey }),
  update: (body: { tag_id: number; tag_name: string; group_id: number }) => http.post<DataOf<typeof tagAnswers.update>>('/api/Tag/update', body),
  del: (tag_id: number) => http.post<DataOf<typeof tagAnswers.del>>('/api/Tag/del', { tag_id }),
  sort: (body: { group_id: number; tag_ids: number[] }) => http.post<DataOf<typeof tagAnswers.sort>>('/api/Tag/sort', body),
};

/** Permission nodes of the system-settings pages. */
export const OPTION_NODE = { edit: 'system_optionConfig_edit' } as const;
export const TAG_NODE = { add: 'system_tagList_add', edit: 'system_tagList_edit', del: 'system_tagList_del' } as const;

/** One item moved one place up (-1) or down (+1): the new order of ids. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const out = [...items];
  const to = index + step;
  if (to < 0 || to >= out.length) return out;
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}
