import type { NodeName } from '@suwork/domain';
import { optionRoutes, tagRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** Changes of 选项配置 (reads: engine/choices/choices-api.ts). */
export const optionApi = {
  add: (body: InputOf<typeof optionRoutes.add>, idempotencyKey?: string) =>
    call(optionRoutes.add, body, { idempotencyKey }),
  update: (body: InputOf<typeof optionRoutes.update>) => call(optionRoutes.update, body),
  setStatus: (body: InputOf<typeof optionRoutes.setStatus>) => call(optionRoutes.setStatus, body),
  sort: (body: InputOf<typeof optionRoutes.sort>) => call(optionRoutes.sort, body),
};

/** Changes of 标签管理. */
export const tagApi = {
  addGroup: (body: InputOf<typeof tagRoutes.addGroup>, idempotencyKey?: string) =>
    call(tagRoutes.addGroup, body, { idempotencyKey }),
  updateGroup: (body: InputOf<typeof tagRoutes.updateGroup>) => call(tagRoutes.updateGroup, body),
  delGroup: (group_id: number) => call(tagRoutes.delGroup, { group_id }),
  sortGroup: (group_ids: number[]) => call(tagRoutes.sortGroup, { group_ids }),
  add: (body: InputOf<typeof tagRoutes.add>, idempotencyKey?: string) => call(tagRoutes.add, body, { idempotencyKey }),
  update: (body: InputOf<typeof tagRoutes.update>) => call(tagRoutes.update, body),
  del: (tag_id: number) => call(tagRoutes.del, { tag_id }),
  sort: (body: InputOf<typeof tagRoutes.sort>) => call(tagRoutes.sort, body),
};

/** Permission nodes of the system-settings pages. */
export const OPTION_NODE = { edit: 'system_optionConfig_edit' } as const satisfies Record<string, NodeName>;
export const TAG_NODE = {
  add: 'system_tagList_add',
  edit: 'system_tagList_edit',
  del: 'system_tagList_del',
} as const satisfies Record<string, NodeName>;

/** One item moved one place up (-1) or down (+1): the new order of ids. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const out = [...items];
  const to = index + step;
  if (to < 0 || to >= out.length) return out;
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}
