import { and, eq, or, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import type { Tx } from '../../core/kit/index.ts';
import { nodeIdsFromPatterns, SUPER_USER_NAME } from '../../core/permissions.ts';
import { LOCK_IDS } from '../../db/advisory-locks.ts';

/** the role editor page and its actions (an action implies its page) */
const ROLE_ADMIN_NODE_IDS = nodeIdsFromPatterns(['system_roleManagement']);
const holdsRoleAdmin = sql`${roles.node_ids} && ${sql.raw(`'{${ROLE_ADMIN_NODE_IDS.join(',')}}'::integer[]`)}`;

export const LAST_ADMINISTRATOR = '至少需要保留一位可用的管理员';
export const LAST_ROLE_ADMIN_ROLE = '至少需要保留一个可管理角色权限的启用角色';

/**
 * Run after the change, in its transaction. There is always an enabled administrator (the member admin, or an
 * enabled member holding the role editor through an active role) and an enabled role holding the role editor.
 */
export async function assertAdministratorRemains(tx: Tx) {
  // serialised, so two changes at once cannot each remove the other's last administrator
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IDS.administrators})`);
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${users.user_id})::int` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.user_id))
    .leftJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.status, 1)))
    .where(and(eq(users.status, 1), or(eq(users.user_name, SUPER_USER_NAME), holdsRoleAdmin)));
  if (!row || Number(row.n) === 0) throw invalid(LAST_ADMINISTRATOR);
  const [role] = await tx
    .select({ id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.status, 1), holdsRoleAdmin))
    .limit(1);
  if (!role) throw invalid(LAST_ROLE_ADMIN_ROLE);
}
