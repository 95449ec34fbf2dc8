import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { Directory } from './resolve-steps.ts';

/** Enabled members, active role holders, department leaders and the administrator, for step resolution. */
export async function loadDirectory(db: Db): Promise<Directory> {
  const [members, holders, depts] = await Promise.all([
    db.select({ user_id: users.user_id, user_name: users.user_name }).from(users).where(eq(users.status, 1)),
    db
      .select({ role_id: userRoles.role_id, user_id: userRoles.user_id })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.status, 1))),
    db
      .select({ dept_id: departments.dept_id, parent_id: departments.parent_id, manager_id: departments.manager_id })
      .from(departments),
  ]);
  const roleMembers = new Map<number, number[]>();
  for (const h of holders) roleMembers.set(h.role_id, [...(roleMembers.get(h.role_id) ?? []), h.user_id]);
  return {
    enabled: new Set(members.map((m) => m.user_id)),
    roleMembers,
    depts: new Map(depts.map((d) => [d.dept_id, d])),
    adminId: members.find((m) => m.user_name === SUPER_USER_NAME)?.user_id ?? 0,
  };
}

export type Person = { user_id: number; user_name: string; avatar_url: string; dept_id: number };

export async function peopleById(db: Db, ids: readonly number[]): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      avatar_url: users.avatar_url,
      dept_id: users.dept_id,
    })
    .from(users)
    .where(inArray(users.user_id, unique));
  return new Map(rows.map((r) => [r.user_id, r]));
}
