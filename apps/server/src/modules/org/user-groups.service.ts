import type { UserGroupNode } from '@suwork/domain/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userGroupMembers, userGroups, users } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import type { Tx } from '../../core/kit/index.ts';
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
    groups.map((g) => [g.group_id, { group_id: g.group_id, group_name: g.group_name, parent_id: g.parent_id, value: g.group_id, label: g.group_name, user_ids: '', users: [], children: [] }]),
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
