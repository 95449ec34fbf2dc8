import { DOC_GROUP_MEMBERS_MAX, DOC_GROUP_NAME_MAX, DOC_GROUP_ROLE, DOC_MSG, DOC_SPACE, ERR, MEMBER_STATUS } from '@suwork/domain';
import { PROJECT_STATUS } from '@suwork/domain/entities';
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { docGroupMembers, docGroups, docItems } from '../../db/document-tables.ts';
import { pm_project } from '../../db/entity-tables.ts';
import { users } from '../../db/schema.ts';
import { fail, invalid, ok } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { escapeLike, inTx } from '../org/org-common.ts';
import { PROJECT_SPACE_NODE, projectsReached } from './doc-access.ts';
import { destroyItems } from './doc-items.ts';
import { idParam } from '../../core/validation.ts';

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

async function roleIn(db: Db, user: SessionUser, groupId: number): Promise<number> {
  const [row] = await db.select({ role: docGroupMembers.role }).from(docGroupMembers).where(and(eq(docGroupMembers.group_id, groupId), eq(docGroupMembers.user_id, user.user_id)));
  if (!row) throw fail(ERR.notFound, DOC_MSG.groupNotFound);
  return row.role;
}

/**
 * The shared spaces of 云文档: each project's 项目空间 (its 负责人, members and data scope), and 团队分组
 * (spacePageGroupAdd): named spaces shared by their members, managed by their creator.
 */
export function docSpaceRoutes(app: App) {
  const db = app.database.db;
  const signedIn = { config: { auth: 'signedIn' as const } };

  /** The projects whose spaces the member works in, newest first. */
  app.get('/api/ProjectDocument/projectList', { config: { auth: { node: PROJECT_SPACE_NODE } }, schema: { querystring: projectQuery } }, async (req) => {
    const user = currentUser(req);
    const q = req.query;
    const rows = await db
      .select({ id: pm_project.id, project_name: pm_project.project_name, status: pm_project.status, owner_name: users.user_name })
      .from(pm_project)
      .leftJoin(users, eq(users.user_id, pm_project.owner_user_id))
      .where(and(projectsReached(user), q.status ? eq(pm_project.status, q.status) : undefined, q.keyword ? ilike(pm_project.project_name, `%${escapeLike(q.keyword)}%`) : undefined))
      .orderBy(desc(pm_project.create_time), desc(pm_project.id))
      .limit(500);
    return ok(rows.map((r) => ({ ...r, owner_name: r.owner_name ?? '', status_name: PROJECT_STATUS[r.status as keyof typeof PROJECT_STATUS] ?? '' })));
  });

  /** The groups the member belongs to, with their role and head count. */
  app.get('/api/DocumentGroup/list', signedIn, async (req) => {
    const user = currentUser(req);
    const rows = await db
      .select({
        id: docGroups.id,
        name: docGroups.name,
        remark: docGroups.remark,
        role: docGroupMembers.role,
        member_count: sql<number>`(select count(*)::int from ${docGroupMembers} m where m.group_id = ${docGroups.id})`,
      })
      .from(docGroupMembers)
      .innerJoin(docGroups, eq(docGroups.id, docGroupMembers.group_id))
      .where(eq(docGroupMembers.user_id, user.user_id))
      .orderBy(asc(docGroups.name));
    return ok(rows);
  });

  app.get('/api/DocumentGroup/info', { ...signedIn, schema: { querystring: idQuery } }, async (req) => {
    const user = currentUser(req);
    const role = await roleIn(db, user, req.query.id);
    const [group] = await db.select().from(docGroups).where(eq(docGroups.id, req.query.id));
    const members = await db
      .select({ user_id: docGroupMembers.user_id, role: docGroupMembers.role, user_name: users.user_name })
      .from(docGroupMembers)
      .innerJoin(users, eq(users.user_id, docGroupMembers.user_id))
      .where(eq(docGroupMembers.group_id, group.id))
      .orderBy(sql`${docGroupMembers.role} desc`, asc(users.user_name));
    return ok({ id: group.id, name: group.name, remark: group.remark, role, members });
  });

  /** Creates a group (its creator becomes 管理员) or, for its 管理员, renames it and sets its members. */
  app.post('/api/DocumentGroup/save', { config: { auth: { node: GROUP_ADD_NODE } }, schema: { body: saveBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    if (b.id > 0 && (await roleIn(db, user, b.id)) < DOC_GROUP_ROLE.manager) throw fail(ERR.noPermission, DOC_MSG.groupManagerOnly);
    const others = new Map(b.members.filter((m) => m.user_id !== user.user_id).map((m) => [m.user_id, m.role]));
    if (others.size > 0) {
      const found = await db.select({ id: users.user_id }).from(users).where(and(inArray(users.user_id, [...others.keys()]), eq(users.status, MEMBER_STATUS.enabled)));
      if (found.length !== others.size) throw invalid(DOC_MSG.groupMemberMissing);
    }
    const [same] = await db.select({ id: docGroups.id }).from(docGroups).where(and(eq(docGroups.name, b.name), b.id > 0 ? ne(docGroups.id, b.id) : undefined));
    if (same) throw invalid(DOC_MSG.groupExists(b.name));
    const id = await inTx(db, async (tx) => {
      let groupId = b.id;
      if (groupId > 0) {
        await tx.update(docGroups).set({ name: b.name, remark: b.remark }).where(eq(docGroups.id, groupId));
        await tx.delete(docGroupMembers).where(and(eq(docGroupMembers.group_id, groupId), ne(docGroupMembers.role, DOC_GROUP_ROLE.manager)));
      } else {
        [{ id: groupId }] = await tx.insert(docGroups).values({ name: b.name, remark: b.remark, create_user_id: user.user_id }).returning({ id: docGroups.id });
        await tx.insert(docGroupMembers).values({ group_id: groupId, user_id: user.user_id, role: DOC_GROUP_ROLE.manager });
      }
      const rows = [...others].map(([user_id, role]) => ({ group_id: groupId, user_id, role }));
      if (rows.length > 0) await tx.insert(docGroupMembers).values(rows).onConflictDoNothing();
      return groupId;
    });
    return ok({ id });
  });

  /** Deletes a group with everything in its space, 回收站 included. */
  app.post('/api/DocumentGroup/del', { ...signedIn, schema: { body: idQuery } }, async (req) => {
    const user = currentUser(req);
    const groupId = req.body.id;
    if ((await roleIn(db, user, groupId)) < DOC_GROUP_ROLE.manager) throw fail(ERR.noPermission, DOC_MSG.groupManagerOnly);
    await inTx(db, async (tx) => {
      const items = await tx.select({ id: docItems.id }).from(docItems).where(and(eq(docItems.space_type, DOC_SPACE.group), eq(docItems.space_id, groupId)));
      if (items.length > 0) await destroyItems(tx, items.map((i) => i.id));
      await tx.delete(docGroupMembers).where(eq(docGroupMembers.group_id, groupId));
      await tx.delete(docGroups).where(eq(docGroups.id, groupId));
    });
    return ok({ id: groupId });
  });
}
