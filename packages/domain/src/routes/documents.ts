import { z } from 'zod';
import { docAnswers, docShareAnswers, docSpaceAnswers } from '../contracts/documents.ts';
import {
  DOC_BATCH_FOLDERS_MAX,
  DOC_GROUP_MEMBERS_MAX,
  DOC_GROUP_NAME_MAX,
  DOC_LINK_DAYS,
  DOC_LINK_DAYS_DEFAULT,
  DOC_MSG,
  DOC_NAME_MAX,
  DOC_ROLE,
  DOC_SPACE,
  DOC_TARGET,
} from '../documents.ts';
import { idList, idParam, pageShape, positiveId } from './fields.ts';
import { fileAnswer } from './files.ts';
import { route } from './route.ts';

// 云文档: the items of a space, sharing and share links, project spaces and 团队分组.

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
const spaces: readonly number[] = Object.values(DOC_SPACE);
const spaceType = z.coerce.number({ error: '空间类型无效' }).refine((v) => spaces.includes(v), '空间类型无效');
const content = z.string().max(2_000_000, '文档内容过长');

/** Where in the tree: a folder (parent_id > 0, its space is used), or a space's root (space_type and space_id). */
const placeInput = z.strictObject({
  space_type: spaceType.optional(),
  space_id: z.coerce.number({ error: '空间无效' }).int('空间无效').min(0, '空间无效').optional(),
  parent_id: parentId,
});

const listQuery = placeInput.extend({
  keyword: z.string().trim().max(100, '关键词不能超过100个字').optional(),
  ...pageShape(50),
});
const keywordPage = listQuery.pick({ keyword: true, page: true, limit: true });

const idQuery = z.strictObject({ id: itemId });
const idsBody = z.strictObject({ ids: idList(DOC_MSG.notFound, 200) });
const moveBody = z.strictObject({
  ids: idList(DOC_MSG.notFound, 200),
  parent_id: parentId,
  space_type: spaceType.optional(),
  space_id: z.coerce.number().int().min(0).optional(),
});
/** 1 or true: on; 2 or false: off */
const onOff = z.union([z.literal(1), z.literal(2), z.boolean()]).transform((v) => v === true || v === 1);

const settingsBody = z.strictObject({
  allowed_exts: z
    .string()
    .trim()
    .max(1000, '允许的扩展名过长')
    .refine(
      (v) => v === '' || /^\.?[a-z0-9]{1,20}(\s*,\s*\.?[a-z0-9]{1,20})*$/i.test(v),
      '扩展名以英文逗号分隔，如 pdf,docx,png',
    ),
  max_file_mb: z.coerce
    .number({ error: '请输入单个文件大小上限' })
    .int('单个文件大小上限应为整数')
    .min(1, '单个文件大小上限至少1MB')
    .max(10240, '单个文件大小上限不能超过10240MB'),
  hide_download_user_id: z.coerce.number().int().min(0).default(0),
  default_quota_gb: z.coerce
    .number({ error: '请输入个人空间容量' })
    .int('个人空间容量应为整数')
    .min(1, '个人空间容量至少1GB')
    .max(10240, '个人空间容量不能超过10240GB'),
});

const batchFolderBody = z.object({
  folders: z
    .array(z.string().trim().min(1, DOC_MSG.nameRequired).max(1000, DOC_MSG.nameTooLong))
    .min(1, '请选择文件夹')
    .max(DOC_BATCH_FOLDERS_MAX, `一次最多创建${DOC_BATCH_FOLDERS_MAX}个文件夹`),
  real_id: z.coerce.number().int().min(0).default(0),
  parentId: parentId,
  space_type: spaceType.optional(),
});

/** 云文档: /api/Document/<name> and ProjectDocument/createBatchFolder; any signed-in member, each item checked by its space and shares. */
export const docRoutes = {
  /** a folder's (or a space root's) page, with where it is and whether the member may change it */
  list: route({
    method: 'GET',
    path: '/api/Document/list',
    auth: 'signedIn',
    query: listQuery,
    answer: docAnswers.list,
  }),
  info: route({ method: 'GET', path: '/api/Document/info', auth: 'signedIn', query: idQuery, answer: docAnswers.info }),
  createFolder: route({
    method: 'POST',
    path: '/api/Document/createFolder',
    auth: 'signedIn',
    body: placeInput.extend({ name: docName }),
    answer: docAnswers.createFolder,
  }),
  addFile: route({
    method: 'POST',
    path: '/api/Document/addFile',
    auth: 'signedIn',
    body: placeInput.extend({ file_id: positiveId(DOC_MSG.fileInUse) }),
    answer: docAnswers.addFile,
  }),
  addDoc: route({
    method: 'POST',
    path: '/api/Document/addDoc',
    auth: 'signedIn',
    body: placeInput.extend({ name: docName, content: content.default('') }),
    answer: docAnswers.addDoc,
  }),
  /** autosave of an online document: refused when someone saved a newer version meanwhile */
  saveDoc: route({
    method: 'POST',
    path: '/api/Document/saveDoc',
    auth: 'signedIn',
    body: z.strictObject({ id: itemId, content, name: docName.optional(), version: z.coerce.number().int().min(1) }),
    answer: docAnswers.saveDoc,
  }),
  rename: route({
    method: 'POST',
    path: '/api/Document/rename',
    auth: 'signedIn',
    body: z.strictObject({ id: itemId, name: docName }),
    answer: docAnswers.rename,
  }),
  move: route({
    method: 'POST',
    path: '/api/Document/move',
    auth: 'signedIn',
    body: moveBody,
    answer: docAnswers.move,
  }),
  copy: route({
    method: 'POST',
    path: '/api/Document/copy',
    auth: 'signedIn',
    body: moveBody,
    answer: docAnswers.copy,
  }),
  /** to the 回收站: the items (their contents go with them) for DOC_TRASH_DAYS days */
  del: route({ method: 'POST', path: '/api/Document/del', auth: 'signedIn', body: idsBody, answer: docAnswers.del }),
  recycleList: route({
    method: 'GET',
    path: '/api/Document/recycleList',
    auth: 'signedIn',
    query: keywordPage,
    answer: docAnswers.recycleList,
  }),
  /** back where they were, or to the space root when that folder is gone or itself in the 回收站 */
  restore: route({
    method: 'POST',
    path: '/api/Document/restore',
    auth: 'signedIn',
    body: idsBody,
    answer: docAnswers.restore,
  }),
  destroy: route({
    method: 'POST',
    path: '/api/Document/destroy',
    auth: 'signedIn',
    body: idsBody,
    answer: docAnswers.destroy,
  }),
  collect: route({
    method: 'POST',
    path: '/api/Document/collect',
    auth: 'signedIn',
    body: z.strictObject({ id: itemId, collect: onOff }),
    answer: docAnswers.collect,
  }),
  collectList: route({
    method: 'GET',
    path: '/api/Document/collectList',
    auth: 'signedIn',
    answer: docAnswers.collectList,
  }),
  recentList: route({
    method: 'GET',
    path: '/api/Document/recentList',
    auth: 'signedIn',
    answer: docAnswers.recentList,
  }),
  /** 首页 search: by name, in the member's own space and the project spaces and 分组 they work in */
  search: route({
    method: 'GET',
    path: '/api/Document/search',
    auth: 'signedIn',
    query: keywordPage,
    answer: docAnswers.search,
  }),
  quota: route({ method: 'GET', path: '/api/Document/quota', auth: 'signedIn', answer: docAnswers.quota }),
  versions: route({
    method: 'GET',
    path: '/api/Document/versions',
    auth: 'signedIn',
    query: idQuery,
    answer: docAnswers.versions,
  }),
  getSetting: route({
    method: 'GET',
    path: '/api/Document/getSetting',
    auth: 'signedIn',
    answer: docAnswers.getSetting,
  }),
  saveSetting: route({
    method: 'POST',
    path: '/api/Document/saveSetting',
    auth: { node: 'cloudDocument_documentSetting' },
    body: settingsBody,
    answer: docAnswers.saveSetting,
  }),
  /** a folder upload: every folder path ('a', 'a/b') found or made under the parent, answered path → id */
  createBatchFolder: route({
    method: 'POST',
    path: '/api/ProjectDocument/createBatchFolder',
    auth: 'signedIn',
    body: batchFolderBody,
    answer: docAnswers.createBatchFolder,
  }),
};

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

const shareBody = z.strictObject({
  id: itemId,
  targets: z
    .array(
      z.strictObject({
        target_type: z.union([z.literal(DOC_TARGET.member), z.literal(DOC_TARGET.department)], {
          error: '请选择分享给成员或部门',
        }),
        target_id: positiveId('请选择分享对象'),
        role: z.union([z.literal(DOC_ROLE.viewer), z.literal(DOC_ROLE.editor)], {
          error: '请选择权限（可查看或可编辑）',
        }),
      }),
    )
    .max(200, '一次最多分享给200个对象'),
  /** YYYY-MM-DD: the share ends at the end of that day (company time); empty: no end */
  expire_date: z
    .union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '有效期格式应为 YYYY-MM-DD')])
    .default(''),
});

const token = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, DOC_MSG.linkInvalid);
/** A share link's token; a folder's sub-folder (parent_id) or a file in it (id). */
const tokenQuery = z.strictObject({
  token,
  parent_id: parentId.optional(),
  id: idParam().optional(),
  /** 1: always as an attachment (下载) */
  download: z.enum(['0', '1']).optional(),
});

/** Sharing with members and departments, and public share links (share/read and share/preview answer anyone holding the token). */
export const docShareRoutes = {
  /** replaces who the item is shared with (its owner only) */
  share: route({
    method: 'POST',
    path: '/api/Document/share',
    auth: 'signedIn',
    body: shareBody,
    answer: docShareAnswers.share,
  }),
  shareInfo: route({
    method: 'GET',
    path: '/api/Document/shareInfo',
    auth: 'signedIn',
    query: idQuery,
    answer: docShareAnswers.shareInfo,
  }),
  /** 共享空间: what others shared with the member (or their department), still valid; or what the member shared (`mine`) */
  sharedList: route({
    method: 'GET',
    path: '/api/Document/sharedList',
    auth: 'signedIn',
    query: listQuery.pick({ keyword: true }).extend({ mine: onOff.optional() }),
    answer: docShareAnswers.sharedList,
  }),
  createLink: route({
    method: 'POST',
    path: '/api/Document/createLink',
    auth: 'signedIn',
    body: z.strictObject({ id: itemId, expire_days: linkDays }),
    answer: docShareAnswers.createLink,
  }),
  links: route({
    method: 'GET',
    path: '/api/Document/links',
    auth: 'signedIn',
    query: idQuery,
    answer: docShareAnswers.links,
  }),
  revokeLink: route({
    method: 'POST',
    path: '/api/Document/revokeLink',
    auth: 'signedIn',
    body: z.strictObject({ link_id: positiveId('分享链接不存在') }),
    answer: docShareAnswers.revokeLink,
  }),
  /** the shared item (a document with its content); a folder lists what is in it, or in a folder under it (`parent_id`) */
  read: route({
    method: 'GET',
    path: '/api/share/read',
    auth: 'public',
    query: tokenQuery,
    answer: docShareAnswers.read,
  }),
  /** a shared file's bytes, shown in the browser where it can be (the preview page) unless `download=1`; byte ranges */
  file: route({
    method: 'GET',
    path: '/api/share/file',
    auth: 'public',
    summary: '读取分享的文件',
    query: tokenQuery,
    answer: fileAnswer('文件内容：Content-Type 为文件自身的类型；支持单个 Range（206）'),
  }),
  /** the preview page's content of a shared Word, Excel or text file */
  preview: route({
    method: 'GET',
    path: '/api/share/preview',
    auth: 'public',
    query: z.strictObject({ token, id: idParam(), kind: z.enum(['docx', 'xlsx', 'txt']) }),
    answer: docShareAnswers.preview,
  }),
};

const groupIdQuery = z.strictObject({ id: idParam(DOC_MSG.groupNotFound) });
const groupBody = z.strictObject({
  id: z.coerce.number().int().min(0).default(0),
  name: z
    .string({ error: DOC_MSG.groupNameRequired })
    .trim()
    .min(1, DOC_MSG.groupNameRequired)
    .max(DOC_GROUP_NAME_MAX, DOC_MSG.groupNameTooLong),
  remark: z.string().trim().max(200, '说明不能超过200个字').default(''),
  /** everyone but the manager, with 1 可查看 or 2 可编辑 */
  members: z
    .array(
      z.strictObject({
        user_id: idParam(DOC_MSG.groupMemberMissing),
        role: z.union([z.literal(1), z.literal(2)], { error: '成员权限无效' }),
      }),
    )
    .max(DOC_GROUP_MEMBERS_MAX, DOC_MSG.groupMembersTooMany)
    .default([]),
});
const projectQuery = z.strictObject({
  keyword: z.string().trim().max(100).default(''),
  /** 1 进行中, 2 已完成; 0 every project */
  status: z.coerce.number().int().min(0).max(3).default(0),
});

/**
 * The shared spaces of 云文档: each project's 项目空间 (its 负责人, members and data scope), and 团队分组
 * (spacePageGroupAdd): named spaces shared by their members, managed by their creator.
 */
export const docSpaceRoutes = {
  /** the projects whose spaces the member works in, newest first */
  projectList: route({
    method: 'GET',
    path: '/api/ProjectDocument/projectList',
    auth: { node: 'cloudDocument_projectSpace' },
    query: projectQuery,
    answer: docSpaceAnswers.projectList,
  }),
  /** the groups the member belongs to, with their role and head count */
  groupList: route({
    method: 'GET',
    path: '/api/DocumentGroup/list',
    auth: 'signedIn',
    answer: docSpaceAnswers.groupList,
  }),
  groupInfo: route({
    method: 'GET',
    path: '/api/DocumentGroup/info',
    auth: 'signedIn',
    query: groupIdQuery,
    answer: docSpaceAnswers.groupInfo,
  }),
  /** creates a group (its creator becomes 管理员; 新建分组 lives on 我的空间's add) or, for its 管理员, renames it and sets its members */
  groupSave: route({
    method: 'POST',
    path: '/api/DocumentGroup/save',
    auth: { node: 'cloudDocument_mySpace_add' },
    body: groupBody,
    answer: docSpaceAnswers.groupSave,
  }),
  /** deletes a group with everything in its space, 回收站 included */
  groupDel: route({
    method: 'POST',
    path: '/api/DocumentGroup/del',
    auth: 'signedIn',
    body: groupIdQuery,
    answer: docSpaceAnswers.groupDel,
  }),
};
