import { z } from 'zod';
import { emptyBody, idOf, listBody, okBody } from './envelope.ts';

export const tagView = z.object({ tag_id: z.number(), tag_name: z.string(), group_id: z.number(), sort: z.number() });
export const tagGroupView = z.object({
  group_id: z.number(),
  group_name: z.string(),
  color: z.string(),
  sort: z.number(),
  tags: z.array(tagView),
});
export type Tag = z.infer<typeof tagView>;
export type TagGroup = z.infer<typeof tagGroupView>;

const removed = okBody(z.object({ records: z.number() }));

/** 标签管理: /api/Tag/<name>. */
export const tagAnswers = {
  getList: listBody(tagGroupView),
  addGroup: okBody(idOf('group_id')),
  updateGroup: okBody(idOf('group_id')),
  delGroup: removed,
  sortGroup: emptyBody,
  add: okBody(idOf('tag_id')),
  update: okBody(idOf('tag_id')),
  del: removed,
  sort: emptyBody,
};
