import { DOC_GROUP_MEMBERS_MAX, DOC_GROUP_NAME_MAX, DOC_MSG } from '@suwork/domain';
import { docSpaceAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { idParam } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { PROJECT_SPACE_NODE } from './doc-access.ts';
import { docSpaceService } from './doc-spaces.service.ts';

/** 新建分组 lives on 我的空间's add. */
const GROUP_ADD_NODE = 'cloudDocument_mySpace_add';

const idQuery = z.strictObject({ id: idParam(DOC_MSG.groupNotFound) });
const saveBody = z.strictObject({
  id: z.coerce.number().int().min(0).default(0),
  name: z.string({ error: DOC_MSG.groupNameRequired }).trim().min(1, DOC_MSG.groupNameRequired).max(DOC_GROUP_NAME_MAX, DOC_MSG.groupNameTooLong),
  remark: z.string().trim().max(200, '说明不能超过200个字').default(''),
  /** everyone but the manager, with 1 可查看 or 2 可编辑 */
  members: z
    .array(z.strictObject({ user_id: idParam(DOC_MSG.groupMemberMissing), role: z.union([z.literal(1), z.literal(2)], { error: '成员权限无效' }) }))
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
export function docSpaceRoutes(app: App) {
  const spaces = docSpaceService(app.database.db);
  const signedIn = { config: { auth: 'signedIn' as const } };

  /** The projects whose spaces the member works in, newest first. */
  app.get('/api/ProjectDocument/projectList', { config: { auth: { node: PROJECT_SPACE_NODE } }, schema: { querystring: projectQuery, response: { 200: docSpaceAnswers.projectList } } }, async (req) =>
    ok(await spaces.projectList(currentUser(req), req.query)),
  );

  /** The groups the member belongs to, with their role and head count. */
  app.get('/api/DocumentGroup/list', { ...signedIn, schema: { response: { 200: docSpaceAnswers.groupList } } }, async (req) => ok(await spaces.groupList(currentUser(req))));

  app.get('/api/DocumentGroup/info', { ...signedIn, schema: { querystring: idQuery, response: { 200: docSpaceAnswers.groupInfo } } }, async (req) =>
    ok(await spaces.groupInfo(currentUser(req), req.query.id)),
  );

  /** Creates a group (its creator becomes 管理员) or, for its 管理员, renames it and sets its members. */
  app.post('/api/DocumentGroup/save', { config: { auth: { node: GROUP_ADD_NODE } }, schema: { body: saveBody, response: { 200: docSpaceAnswers.groupSave } } }, async (req) =>
    ok({ id: await spaces.saveGroup(currentUser(req), req.body) }),
  );

  /** Deletes a group with everything in its space, 回收站 included. */
  app.post('/api/DocumentGroup/del', { ...signedIn, schema: { body: idQuery, response: { 200: docSpaceAnswers.groupDel } } }, async (req) => {
    await spaces.deleteGroup(currentUser(req), req.body.id);
    return ok({ id: req.body.id });
  });
}
