import { DOC_GROUP_ROLE, DOC_MSG, DOC_SPACE, ERR, MEMBER_STATUS } from '@suwork/domain';
import { PROJECT_STATUS } from '@suwork/domain/entities';
import { and, asc, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { docGroupMembers, docGroups, docItems } from '../../db/document-tables.ts';
import { pm_project } from '../../db/entity-tables.ts';
import { users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { containing, inTx, memberNames } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { projectsReached } from './doc-access.ts';
import { destroyItems } from './doc-items.ts';

type GroupInput = { id: number; name: string; remark: string; members: { user_id: number; role: number }[] };

/** The member's role in a 分组; not a member: 分组不存在或您不是该分组的成员. */
async function roleIn(db: Db, user: SessionUser, groupId: number): Promise<number> {
  const [row] = await db
    .select({ role: docGroupMembers.role })
    .from(docGroupMembers)
    .where(and(eq(docGroupMembers.group_id, groupId), eq(docGroupMembers.user_id, user.user_id)));
  if (!row) throw fail(ERR.notFound, DOC_MSG.groupNotFound);
  return row.role;
}

async function assertManager(db: Db, user: SessionUser, groupId: number) {
  if ((await roleIn(db, user, groupId)) < DOC_GROUP_ROLE.manager)
    throw fail(ERR.noPermission, DOC_MSG.groupManagerOnly);
}

/**
 * The shared spaces of 云文档: each project's 项目空间 (its 负责人, members and data scope), and 团队分组: named
 * spaces shared by their members, managed by their creator.
 */
export function docSpaceService(db: Db) {
  /** The projects whose spaces the member works in, newest first. */
  async function projectList(user: SessionUser, q: { keyword: string; status: number }) {
    const rows = await db
      .select({
        id: pm_project.id,
        project_name: pm_project.project_name,
        status: pm_project.status,
        owner_user_id: pm_project.owner_user_id,
      })
      .from(pm_project)
      .where(
        and(
          projectsReached(user),
          q.status ? eq(pm_project.status, q.status) : undefined,
          q.keyword ? ilike(pm_project.project_name, containing(q.keyword)) : undefined,
        ),
      )
      .orderBy(desc(pm_project.create_time), desc(pm_project.id))
      .limit(500);
    const owners = await memberNames(
      db,
      rows.map((r) => Number(r.owner_user_id)),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      project_name: String(r.project_name ?? ''),
      status: Number(r.status),
      status_name: PROJECT_STATUS[r.status as keyof typeof PROJECT_STATUS] ?? '',
      owner_name: owners.get(Number(r.owner_user_id)) ?? '',
    }));
  }

  /** The groups the member belongs to, with their role and head count. */
  const groupList = (user: SessionUser) =>
    db
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

  /** A group with its members, managers first, then by name. */
  async function groupInfo(user: SessionUser, id: number) {
    const role = await roleIn(db, user, id);
    const [group] = await db.select().from(docGroups).where(eq(docGroups.id, id));
    const members = await db
      .select({ user_id: docGroupMembers.user_id, role: docGroupMembers.role, user_name: users.user_name })
      .from(docGroupMembers)
      .innerJoin(users, eq(users.user_id, docGroupMembers.user_id))
      .where(eq(docGroupMembers.group_id, group.id))
      .orderBy(sql`${docGroupMembers.role} desc`, asc(users.user_name));
    return { id: group.id, name: group.name, remark: group.remark, role, members };
  }

  /** Creates a group (its creator becomes 管理员) or, for its 管理员, renames it and sets its members. */
  async function saveGroup(user: SessionUser, b: GroupInput) {
    if (b.id > 0) await assertManager(db, user, b.id);
    const others = new Map(b.members.filter((m) => m.user_id !== user.user_id).map((m) => [m.user_id, m.role]));
    if (others.size > 0) {
      const found = await db
        .select({ id: users.user_id })
        .from(users)
        .where(and(inArray(users.user_id, [...others.keys()]), eq(users.status, MEMBER_STATUS.enabled)));
      if (found.length !== others.size) throw invalid(DOC_MSG.groupMemberMissing);
    }
    const [same] = await db
      .select({ id: docGroups.id })
      .from(docGroups)
      .where(and(eq(docGroups.name, b.name), b.id > 0 ? ne(docGroups.id, b.id) : undefined));
    if (same) throw invalid(DOC_MSG.groupExists(b.name));
    return inTx(db, async (tx) => {
      let groupId = b.id;
      if (groupId > 0) {
        await tx.update(docGroups).set({ name: b.name, remark: b.remark }).where(eq(docGroups.id, groupId));
        await tx
          .delete(docGroupMembers)
          .where(and(eq(docGroupMembers.group_id, groupId), ne(docGroupMembers.role, DOC_GROUP_ROLE.manager)));
      } else {
        [{ id: groupId }] = await tx
          .insert(docGroups)
          .values({ name: b.name, remark: b.remark, create_user_id: user.user_id })
          .returning({ id: docGroups.id });
        await tx
          .insert(docGroupMembers)
          .values({ group_id: groupId, user_id: user.user_id, role: DOC_GROUP_ROLE.manager });
      }
      const rows = [...others].map(([user_id, role]) => ({ group_id: groupId, user_id, role }));
      if (rows.length > 0) await tx.insert(docGroupMembers).values(rows).onConflictDoNothing();
      return groupId;
    });
  }

  /** Deletes a group with everything in its space, 回收站 included (its 管理员 only). */
  async function deleteGroup(user: SessionUser, groupId: number) {
    await assertManager(db, user, groupId);
    await inTx(db, async (tx) => {
      const items = await tx
        .select({ id: docItems.id })
        .from(docItems)
        .where(and(eq(docItems.space_type, DOC_SPACE.group), eq(docItems.space_id, groupId)));
      if (items.length > 0)
        await destroyItems(
          tx,
          items.map((i) => i.id),
        );
      await tx.delete(docGroupMembers).where(eq(docGroupMembers.group_id, groupId));
      await tx.delete(docGroups).where(eq(docGroups.id, groupId));
    });
  }

  return { projectList, groupList, groupInfo, saveGroup, deleteGroup };
}
