import { z } from 'zod';
import { knowCategoryAnswers, knowledgeAnswers } from '../contracts/knowledge.ts';
import { KNOW_CATEGORY_NAME_MAX, KNOW_MSG, KNOW_SUMMARY_MAX, KNOW_TITLE_MAX } from '../knowledge.ts';
import { idList, idParam, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// 知识库: the category tree, articles and the 知识库回收站.

const categoryName = z
  .string({ error: KNOW_MSG.categoryNameRequired })
  .trim()
  .min(1, KNOW_MSG.categoryNameRequired)
  .max(KNOW_CATEGORY_NAME_MAX, KNOW_MSG.categoryNameTooLong);
const categoryId = positiveId(KNOW_MSG.categoryNotFound);
const parentId = z.coerce
  .number({ error: KNOW_MSG.categoryNotFound })
  .int(KNOW_MSG.categoryNotFound)
  .min(0, KNOW_MSG.categoryNotFound)
  .default(0);
const sort = z.coerce
  .number({ error: '排序应为整数' })
  .int('排序应为整数')
  .min(0, '排序不能小于0')
  .max(999_999, '排序不能超过999999');
const articleId = positiveId(KNOW_MSG.articleNotFound);

const categoryAddBody = z.strictObject({ name: categoryName, parent_id: parentId, sort: sort.optional() });
const categoryRenameBody = z.strictObject({ id: categoryId, name: categoryName });
const categoryMoveBody = z.strictObject({ id: categoryId, parent_id: parentId, sort: sort.optional() });
const categoryIdBody = z.strictObject({ id: categoryId });

const page = {
  ...pageShape(),
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
};

const listQuery = z.strictObject({ ...page, category_id: z.coerce.number().int().min(0).default(0) });
const recycleQuery = z.strictObject(page);
/** for_edit=1: opened to edit it, not counted as a view */
const idQuery = z.strictObject({ id: articleId, for_edit: z.coerce.number().int().min(0).max(1).default(0) });
const idsBody = z.strictObject({
  ids: idList(KNOW_MSG.articleNotFound, 200).refine((v) => v.length > 0, '请选择文章'),
});

const rich = z.string({ error: KNOW_MSG.contentRequired }).max(2_000_000, '文章内容过长');

const articleBody = z.strictObject({
  title: z
    .string({ error: KNOW_MSG.titleRequired })
    .trim()
    .min(1, KNOW_MSG.titleRequired)
    .max(KNOW_TITLE_MAX, KNOW_MSG.titleTooLong),
  category_id: idParam(KNOW_MSG.categoryRequired),
  summary: z.string().trim().max(KNOW_SUMMARY_MAX, KNOW_MSG.summaryTooLong).default(''),
  content: rich,
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
  is_top: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 1)
    .default(false),
});
const articleUpdateBody = articleBody.extend({ id: articleId });

const READ = { node: 'cloudDocument_knowledge' } as const;
const EDIT = { node: 'cloudDocument_knowledge_edit' } as const;
const RECYCLE = { node: 'cloudDocument_knowRecycle' } as const;

export const knowCategoryRoutes = {
  /** the tree, each category with the number of live articles filed directly in it */
  tree: route({ method: 'GET', path: '/api/KnowledgeCategory/tree', auth: READ, answer: knowCategoryAnswers.tree }),
  add: route({
    method: 'POST',
    path: '/api/KnowledgeCategory/add',
    auth: EDIT,
    body: categoryAddBody,
    answer: knowCategoryAnswers.add,
  }),
  rename: route({
    method: 'POST',
    path: '/api/KnowledgeCategory/rename',
    auth: EDIT,
    body: categoryRenameBody,
    answer: knowCategoryAnswers.rename,
  }),
  move: route({
    method: 'POST',
    path: '/api/KnowledgeCategory/move',
    auth: EDIT,
    body: categoryMoveBody,
    answer: knowCategoryAnswers.move,
  }),
  /** only an empty category goes: no sub-categories, no articles (those in the 回收站 included) */
  del: route({
    method: 'POST',
    path: '/api/KnowledgeCategory/del',
    auth: EDIT,
    body: categoryIdBody,
    answer: knowCategoryAnswers.del,
  }),
};

export const knowledgeRoutes = {
  list: route({
    method: 'GET',
    path: '/api/Knowledge/list',
    auth: READ,
    query: listQuery,
    answer: knowledgeAnswers.list,
  }),
  /** the article with its content and files; each opening counts as a view (not one to edit it) */
  info: route({
    method: 'GET',
    path: '/api/Knowledge/info',
    auth: READ,
    query: idQuery,
    answer: knowledgeAnswers.info,
  }),
  add: route({
    method: 'POST',
    path: '/api/Knowledge/add',
    auth: { node: 'cloudDocument_knowledge_add' },
    body: articleBody,
    answer: knowledgeAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Knowledge/update',
    auth: EDIT,
    body: articleUpdateBody,
    answer: knowledgeAnswers.update,
  }),
  /** to the 知识库回收站 */
  del: route({
    method: 'POST',
    path: '/api/Knowledge/del',
    auth: { node: 'cloudDocument_knowledge_del' },
    body: idsBody,
    answer: knowledgeAnswers.del,
  }),
  recycleList: route({
    method: 'GET',
    path: '/api/Knowledge/recycleList',
    auth: RECYCLE,
    query: recycleQuery,
    answer: knowledgeAnswers.recycleList,
  }),
  restore: route({
    method: 'POST',
    path: '/api/Knowledge/restore',
    auth: RECYCLE,
    body: idsBody,
    answer: knowledgeAnswers.restore,
  }),
  destroy: route({
    method: 'POST',
    path: '/api/Knowledge/destroy',
    auth: RECYCLE,
    body: idsBody,
    answer: knowledgeAnswers.destroy,
  }),
};
