import { z } from 'zod';
import { dateTime, idOf, listBody, okBody } from './envelope.ts';

/** A category of the tree with the number of live articles filed directly in it. */
export const knowCategoryView = z.object({
  id: z.number(),
  name: z.string(),
  parent_id: z.number(),
  sort: z.number(),
  article_count: z.number(),
  get children(): z.ZodArray<typeof knowCategoryView> {
    return z.array(knowCategoryView);
  },
});
export type KnowCategoryView = z.infer<typeof knowCategoryView>;

/** A row of the article list, or of the 知识库回收站 (with deleted_time and days_left). */
export const knowArticleView = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  category_id: z.number(),
  /** the path from the top: 产品手册/售后 */
  category_name: z.string(),
  is_top: z.boolean(),
  view_count: z.number(),
  create_user_id: z.number(),
  create_user_name: z.string(),
  update_user_name: z.string(),
  create_time: dateTime(),
  update_time: dateTime(),
  deleted_time: dateTime().optional(),
  days_left: z.number().optional(),
});
export type KnowArticleView = z.infer<typeof knowArticleView>;

const attachedFile = z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), ext: z.string() });

/** An article opened: its content and files. */
export const knowArticleInfoView = knowArticleView.omit({ deleted_time: true, days_left: true }).extend({
  content: z.string(),
  attachments: z.array(z.number()),
  attachments_files: z.array(attachedFile),
});
export type KnowArticleInfoView = z.infer<typeof knowArticleInfoView>;

const counted = okBody(z.object({ count: z.number() }));

/** 知识分类: /api/KnowledgeCategory/<name>. */
export const knowCategoryAnswers = {
  tree: okBody(z.array(knowCategoryView)),
  add: okBody(z.object({ id: z.number(), name: z.string(), parent_id: z.number(), sort: z.number() })),
  rename: okBody(idOf('id')),
  move: okBody(idOf('id')),
  del: okBody(idOf('id')),
};

/** 知识文章 and the 知识库回收站: /api/Knowledge/<name>. */
export const knowledgeAnswers = {
  list: listBody(knowArticleView),
  info: okBody(knowArticleInfoView),
  add: okBody(idOf('id')),
  update: okBody(idOf('id')),
  del: counted,
  recycleList: listBody(knowArticleView),
  restore: counted,
  destroy: counted,
};
