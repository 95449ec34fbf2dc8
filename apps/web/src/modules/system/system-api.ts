import { http } from '../../api/http.ts';

/** Changes of 选项配置 (reads: engine/choices/choices-api.ts). */
export const optionApi = {
  add: (body: { group: string; label: string; status?: number }, idempotencyKey?: string) => http.post<{ option_id: number; value: number }>('/api/Option/add', body, { idempotencyKey }),
  update: (body: { option_id: number; label: string }) => http.post<{ option_id: number }>('/api/Option/update', body),
  setStatus: (body: { option_id: number; status: number }) => http.post<{ option_id: number }>('/api/Option/setStatus', body),
  sort: (body: { group: string; option_ids: number[] }) => http.post<null>('/api/Option/sort', body),
};

/** Changes of 标签管理. */
export const tagApi = {
  addGroup: (body: { group_name: string; color: string }, idempotencyKey?: string) => http.post<{ group_id: number }>('/api/Tag/addGroup', body, { idempotencyKey }),
  updateGroup: (body: { group_id: number; group_name: string; color: string }) => http.post<{ group_id: number }>('/api/Tag/updateGroup', body),
  delGroup: (group_id: number) => http.post<{ records: number }>('/api/Tag/delGroup', { group_id }),
  sortGroup: (group_ids: number[]) => http.post<null>('/api/Tag/sortGroup', { group_ids }),
  add: (body: { group_id: number; tag_name: string }, idempotencyKey?: string) => http.post<{ tag_id: number }>('/api/Tag/add', body, { idempotencyKey }),
  update: (body: { tag_id: number; tag_name: string; group_id: number }) => http.post<{ tag_id: number }>('/api/Tag/update', body),
  del: (tag_id: number) => http.post<{ records: number }>('/api/Tag/del', { tag_id }),
  sort: (body: { group_id: number; tag_ids: number[] }) => http.post<null>('/api/Tag/sort', body),
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
