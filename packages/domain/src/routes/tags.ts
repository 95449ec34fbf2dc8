import { z } from 'zod';
import { tagAnswers } from '../contracts/tags.ts';
import { TAG_NAME_MAX } from '../entities/dictionaries.ts';
import { idList, noQuery, positiveId } from './fields.ts';
import { route } from './route.ts';

const GROUP_MSG = '请输入标签组名称';
const TAG_MSG = '请输入标签名称';
const groupName = z
  .string({ error: GROUP_MSG })
  .trim()
  .min(1, GROUP_MSG)
  .max(TAG_NAME_MAX, `标签组名称不能超过${TAG_NAME_MAX}个字符`);
const tagName = z
  .string({ error: TAG_MSG })
  .trim()
  .min(1, TAG_MSG)
  .max(TAG_NAME_MAX, `标签名称不能超过${TAG_NAME_MAX}个字符`);
const color = z
  .string({ error: '颜色应为 #RRGGBB 格式' })
  .trim()
  .refine((c) => c === '' || /^#[0-9a-fA-F]{6}$/.test(c), '颜色应为 #RRGGBB 格式');
const groupId = positiveId('请选择标签组');
const tagId = positiveId('请选择标签');

const ADD = { node: 'system_tagList_add' } as const;
const EDIT = { node: 'system_tagList_edit' } as const;
const DEL = { node: 'system_tagList_del' } as const;

/**
 * 标签管理: tag groups (name, optional colour, order) and their tags. Read by any signed-in member; changed with
 * system_tagList_add / _edit / _del.
 */
export const tagRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Tag/getList',
    auth: 'signedIn',
    query: noQuery(),
    answer: tagAnswers.getList,
  }),
  addGroup: route({
    method: 'POST',
    path: '/api/Tag/addGroup',
    auth: ADD,
    body: z.strictObject({ group_name: groupName, color: color.default('') }),
    answer: tagAnswers.addGroup,
  }),
  updateGroup: route({
    method: 'POST',
    path: '/api/Tag/updateGroup',
    auth: EDIT,
    body: z.strictObject({ group_id: groupId, group_name: groupName, color: color.optional() }),
    answer: tagAnswers.updateGroup,
  }),
  delGroup: route({
    method: 'POST',
    path: '/api/Tag/delGroup',
    auth: DEL,
    body: z.strictObject({ group_id: groupId }),
    answer: tagAnswers.delGroup,
  }),
  sortGroup: route({
    method: 'POST',
    path: '/api/Tag/sortGroup',
    auth: EDIT,
    body: z.strictObject({ group_ids: idList('标签组顺序应为标签组编号列表', 200) }),
    answer: tagAnswers.sortGroup,
  }),
  add: route({
    method: 'POST',
    path: '/api/Tag/add',
    auth: ADD,
    body: z.strictObject({ group_id: groupId, tag_name: tagName }),
    answer: tagAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Tag/update',
    auth: EDIT,
    body: z.strictObject({ tag_id: tagId, tag_name: tagName, group_id: groupId.optional() }),
    answer: tagAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/Tag/del',
    auth: DEL,
    body: z.strictObject({ tag_id: tagId }),
    answer: tagAnswers.del,
  }),
  sort: route({
    method: 'POST',
    path: '/api/Tag/sort',
    auth: EDIT,
    body: z.strictObject({ group_id: groupId, tag_ids: idList('标签顺序应为标签编号列表', 500) }),
    answer: tagAnswers.sort,
  }),
};
