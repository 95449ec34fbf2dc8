import { DOC_BATCH_FOLDERS_MAX, DOC_LINK_DAYS, DOC_LINK_DAYS_DEFAULT, DOC_MSG, DOC_NAME_MAX, DOC_ROLE, DOC_SPACE, DOC_TARGET } from '@suwork/domain';
import { z } from 'zod';
import { idList, idParam, pageShape, positiveId } from '../../core/kit/index.ts';
import { previewKind } from '../files/preview.service.ts';

const BAD_NAME = /[/\\:*?"<>|\u0000-\u001f\u007f]/;

/** A folder or document name: trimmed, 1–255 characters, none of the characters file systems refuse. */
export const docName = z
  .string({ error: DOC_MSG.nameRequired })
  .trim()
  .min(1, DOC_MSG.nameRequired)
  .max(DOC_NAME_MAX, DOC_MSG.nameTooLong)
  .refine((v) => !BAD_NAME.test(v) && v !== '.' && v !== '..', DOC_MSG.badName);

const itemId = positiveId(DOC_MSG.notFound);
const parentId = z.coerce.number({ error: DOC_MSG.notFound }).int(DOC_MSG.notFound).min(0, DOC_MSG.notFound).default(0);
const spaceType = z.coerce.number({ error: '空间类型无效' }).refine((v) => (Object.values(DOC_SPACE) as number[]).includes(v), '空间类型无效');

/** Where in the tree: a folder (parent_id > 0, its space is used), or a space's root (space_type and space_id). */
export const placeInput = z.strictObject({
  space_type: spaceType.optional(),
  space_id: z.coerce.number({ error: '空间无效' }).int('空间无效').min(0, '空间无效').optional(),
  parent_id: parentId,
});

export const listQuery = placeInput.extend({
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
  ...pageShape(50),
});

export const idQuery = z.strictObject({ id: itemId });
export const idsBody = z.strictObject({ ids: idList(DOC_MSG.notFound, 200) });
export const folderBody = placeInput.extend({ name: docName });
export const fileBody = placeInput.extend({ file_id: positiveId(DOC_MSG.fileInUse) });
export const docBody = placeInput.extend({ name: docName, content: z.string().max(2_000_000, '文档内容过长').default('') });
export const saveDocBody = z.strictObject({ id: itemId, content: z.string().max(2_000_000, '文档内容过长'), name: docName.optional(), version: z.coerce.number().int().min(1) });
export const renameBody = z.strictObject({ id: itemId, name: docName });
export const moveBody = z.strictObject({ ids: idList(DOC_MSG.notFound, 200), parent_id: parentId, space_type: spaceType.optional(), space_id: z.coerce.number().int().min(0).optional() });
export const collectBody = z.strictObject({ id: itemId, collect: z.union([z.literal(1), z.literal(2), z.boolean()]).transform((v) => v === true || v === 1) });

export const shareBody = z.strictObject({
  id: itemId,
  targets: z
    .array(
      z.strictObject({
        target_type: z.union([z.literal(DOC_TARGET.member), z.literal(DOC_TARGET.department)], { error: '请选择分享给成员或部门' }),
        target_id: positiveId('请选择分享对象'),
        role: z.union([z.literal(DOC_ROLE.viewer), z.literal(DOC_ROLE.editor)], { error: '请选择权限（可查看或可编辑）' }),
      }),
    )
    .max(200, '一次最多分享给200个对象'),
  /** YYYY-MM-DD: the share ends at the end of that day (company time); empty: no end */
  expire_date: z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD')]).default(''),
});

/**
 * One of the offered durations in days, or DOC_LINK_FOREVER (0) for a link that never expires; a number or its digits.
 * Nothing else stands for 永久有效: an empty or null value is refused, not read as 0.
 */
const linkDays = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: DOC_MSG.linkDays })
  .pipe(
    z.literal(
      DOC_LINK_DAYS.map((d) => d.value),
      { error: DOC_MSG.linkDays },
    ),
  )
  .default(DOC_LINK_DAYS_DEFAULT);
export const linkBody = z.strictObject({ id: itemId, expire_days: linkDays });
export const linkIdBody = z.strictObject({ link_id: positiveId('分享链接不存在') });
export const tokenQuery = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, DOC_MSG.linkInvalid),
  parent_id: parentId.optional(),
  id: idParam().optional(),
  /** 1: always as an attachment (下载) */
  download: z.enum(['0', '1']).optional(),
});
export const sharePreviewQuery = z.strictObject({ token: tokenQuery.shape.token, id: idParam(), kind: previewKind });

export const batchFolderBody = z.object({
  folders: z.array(z.string().trim().min(1, DOC_MSG.nameRequired).max(1000, DOC_MSG.nameTooLong)).min(1, '请选择文件夹').max(DOC_BATCH_FOLDERS_MAX, `一次最多创建${DOC_BATCH_FOLDERS_MAX}个文件夹`),
  real_id: z.coerce.number().int().min(0).default(0),
  parentId: parentId,
  space_type: spaceType.optional(),
});

export const settingsBody = z.strictObject({
  allowed_exts: z
    .string()
    .trim()
    .max(1000, '允许的扩展名过长')
    .refine((v) => v === '' || /^\.?[a-z0-9]{1,20}(\s*,\s*\.?[a-z0-9]{1,20})*$/i.test(v), '扩展名以英文逗号分隔，如 pdf,docx,png'),
  max_file_mb: z.coerce.number({ error: '请输入单个文件大小上限' }).int('单个文件大小上限应为整数').min(1, '单个文件大小上限至少1MB').max(10240, '单个文件大小上限不能超过10240MB'),
  hide_download_user_id: z.coerce.number().int().min(0).default(0),
  default_quota_gb: z.coerce.number({ error: '请输入个人空间容量' }).int('个人空间容量应为整数').min(1, '个人空间容量至少1GB').max(10240, '个人空间容量不能超过10240GB'),
});
