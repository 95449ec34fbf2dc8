import { KNOW_CATEGORY_NAME_MAX, KNOW_MSG, KNOW_SUMMARY_MAX, KNOW_TITLE_MAX } from '@suwork/domain';
import { z } from 'zod';
import { idList, idParam, pageShape, positiveId } from '../../core/kit/index.ts';

const categoryName = z.string({ error: KNOW_MSG.categoryNameRequired }).trim().min(1, KNOW_MSG.categoryNameRequired).max(KNOW_CATEGORY_NAME_MAX, KNOW_MSG.categoryNameTooLong);
const categoryId = positiveId(KNOW_MSG.categoryNotFound);
const parentId = z.coerce.number({ error: KNOW_MSG.categoryNotFound }).int(KNOW_MSG.categoryNotFound).min(0, KNOW_MSG.categoryNotFound).default(0);
const sort = z.coerce.number({ error: '排序应为整数' }).int('排序应为整数').min(0, '排序不能小于0').max(999_999, '排序不能超过999999');
const articleId = positiveId(KNOW_MSG.articleNotFound);

export const categoryAddBody = z.strictObject({ name: categoryName, parent_id: parentId, sort: sort.optional() });
export const categoryRenameBody = z.strictObject({ id: categoryId, name: categoryName });
export const categoryMoveBody = z.strictObject({ id: categoryId, parent_id: parentId, sort: sort.optional() });
export const categoryIdBody = z.strictObject({ id: categoryId });

const page = {
  ...pageShape(),
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
};

export const listQuery = z.strictObject({ ...page, category_id: z.coerce.number().int().min(0).default(0) });
export const recycleQuery = z.strictObject(page);
/** for_edit=1: opened to edit it, not counted as a view */
export const idQuery = z.strictObject({ id: articleId, for_edit: z.coerce.number().int().min(0).max(1).default(0) });
export const idsBody = z.strictObject({ ids: idList(KNOW_MSG.articleNotFound, 200).refine((v) => v.length > 0, '请选择文章') });

const rich = z.string({ error: KNOW_MSG.contentRequired }).max(2_000_000, '文章内容过长');

export const articleBody = z.strictObject({
  title: z.string({ error: KNOW_MSG.titleRequired }).trim().min(1, KNOW_MSG.titleRequired).max(KNOW_TITLE_MAX, KNOW_MSG.titleTooLong),
  category_id: idParam(KNOW_MSG.categoryRequired),
  summary: z.string().trim().max(KNOW_SUMMARY_MAX, KNOW_MSG.summaryTooLong).default(''),
  content: rich,
  attachments: z.array(idParam(), { error: '附件包含无效的文件' }).max(50, '附件最多50个').default([]),
  is_top: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .transform((v) => v === true || v === 1)
    .default(false),
});
export const articleUpdateBody = articleBody.extend({ id: articleId });
