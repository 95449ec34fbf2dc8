import type { UserGroupNode } from '@suwork/domain/contracts';
import type { ParsedOf, userGroupRoutes } from '@suwork/domain/routes';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { userGroupMembers, userGroups } from './org.tables.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { invalid } from '../../core/envelope.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { staffOption } from './staff-option.ts';

/** The user-group tree with each group's enabled members (a picker's leaves). */
export async function userGroupTree(db: Db): Promise<UserGroupNode[]> {
  const [groups, members] = await Promise.all([
    db.select().from(userGroups).orderBy(asc(userGroups.sort), asc(userGroups.group_id)),
    db
      .select({ group_id: userGroupMembers.group_id, user_id: users.user_id, user_name: users.user_name })
      .from(userGroupMembers)
      .innerJoin(users, and(eq(users.user_id, userGroupMembers.user_id), eq(users.status, 1)))
      .orderBy(asc(users.user_id)),
  ]);
  const nodes = new Map<number, UserGroupNode>(
    groups.map((g) => [
      g.group_id,
      {
        group_id: g.group_id,
        group_name: g.group_name,
        parent_id: g.parent_id,
        value: g.group_id,
        label: g.group_name,
        user_ids: '',
        users: [],
        children: [],
      },
    ]),
  );
  for (const m of members) nodes.get(m.group_id)?.users.push(staffOption(m));
  const roots: UserGroupNode[] = [];
  for (const n of nodes.values()) {
    n.user_ids = n.users.map((u) => u.user_id).join(',');
    (nodes.get(n.parent_id)?.children ?? roots).push(n);
  }
  return roots;
}

export async function loadGroup(tx: Tx, id: number) {
  const [g] = await tx.select().from(userGroups).where(eq(userGroups.group_id, id));
  if (!g) throw invalid('用户组不存在');
  return g;
}

/** Every member given exists and is enabled. */
export async function checkMembers(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(inArray(users.user_id, [...ids]), eq(users.status, 1)));
  if (found.length !== ids.length) throw invalid('所选成员不存在或已禁用');
}

export async function checkName(tx: Tx, parent: number, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: userGroups.group_id })
    .from(userGroups)
    .where(and(eq(userGroups.parent_id, parent), eq(userGroups.group_name, name), ne(userGroups.group_id, selfId)));
  if (clash) throw invalid(`同一上级下已有名为「${name}」的用户组`);
}

export async function replaceMembers(tx: Tx, groupId: number, ids: readonly number[]) {
  await tx.delete(userGroupMembers).where(eq(userGroupMembers.group_id, groupId));
  if (ids.length) await tx.insert(userGroupMembers).values(ids.map((user_id) => ({ group_id: groupId, user_id })));
}

/** A new group (under `parent_id`, 0 the top) with its members; its id. */
export async function addUserGroup(
  db: Db,
  user: SessionUser,
  b: ParsedOf<typeof userGroupRoutes.add>,
): Promise<number> {
  return inTx(db, async (tx) => {
    if (b.parent_id > 0) await loadGroup(tx, b.parent_id);
    await checkName(tx, b.parent_id, b.group_name);
    await checkMembers(tx, b.user_ids);
    const [row] = await tx
      .insert(userGroups)
      .values({ group_name: b.group_name, parent_id: b.parent_id })
      .returning({ id: userGroups.group_id });
    await replaceMembers(tx, row.id, b.user_ids);
    await writeLog(tx, {
      entity: 'user_group',
      record_id: row.id,
      action: 'add',
      user_id: user.user_id,
      content: `新建用户组「${b.group_name}」`,
    });
    return row.id;
  });
}

/** Name, place and (when sent) members of a group; never under itself or below it. */
export async function updateUserGroup(
  db: Db,
  user: SessionUser,
  now: Date,
  b: ParsedOf<typeof userGroupRoutes.update>,
): Promise<void> {
  await inTx(db, async (tx) => {
    const g = await loadGroup(tx, b.group_id);
    const parent = b.parent_id ?? g.parent_id;
    if (parent !== g.parent_id && parent > 0) {
      await loadGroup(tx, parent);
      const all = await tx.select({ dept_id: userGroups.group_id, parent_id: userGroups.parent_id }).from(userGroups);
      if (subtreeOf(g.group_id, all).includes(parent)) throw invalid('不能将用户组移动到其自身或其下级分组下');
    }
    await checkName(tx, parent, b.group_name, g.group_id);
    await tx
      .update(userGroups)
      .set({ group_name: b.group_name, parent_id: parent, update_time: now })
      .where(eq(userGroups.group_id, g.group_id));
    if (b.user_ids) {
      await checkMembers(tx, b.user_ids);
      await replaceMembers(tx, g.group_id, b.user_ids);
    }
    await writeLog(tx, {
      entity: 'user_group',
      record_id: g.group_id,
      action: 'update',
      user_id: user.user_id,
      content: `编辑用户组「${b.group_name}」`,
    });
  });
}

/** Deletes a group without sub-groups, and its membership. */
export async function deleteUserGroup(db: Db, user: SessionUser, groupId: number): Promise<void> {
  await inTx(db, async (tx) => {
    const g = await loadGroup(tx, groupId);
    const [{ n }] = await tx.select({ n: count() }).from(userGroups).where(eq(userGroups.parent_id, g.group_id));
    if (Number(n) > 0) throw invalid('该用户组下还有子分组，请先删除子分组');
    await tx.delete(userGroupMembers).where(eq(userGroupMembers.group_id, g.group_id));
    await tx.delete(userGroups).where(eq(userGroups.group_id, g.group_id));
    await writeLog(tx, {
      entity: 'user_group',
      record_id: g.group_id,
      action: 'del',
      user_id: user.user_id,
      content: `删除用户组「${g.group_name}」`,
    });
  });
}
