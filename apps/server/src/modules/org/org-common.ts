import { ERR } from '@suwork/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { nodeIdsFromPatterns, SUPER_USER_NAME } from '../../core/permissions.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import { idField, idParam, MAX_ID } from '../../core/validation.ts';

/** A transaction handle used like the database. */
export type Tx = Db;
export const inTx = <T>(db: Db, fn: (tx: Tx) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Tx));

/** Ids sent comma-joined ("3,5"), as a number, or as an array; blank gives an empty list. */
export const idList = (message: string, max = 500) =>
  z
    .union([z.string(), z.number(), z.array(idField())], { error: message })
    .transform((v) => (Array.isArray(v) ? v.join(',') : String(v).trim()))
    .refine((v) => v === '' || /^\d{1,10}(,\d{1,10})*$/.test(v), message)
    .transform((v) => [...new Set(v === '' ? [] : v.split(',').map(Number))].filter((n) => n > 0))
    .refine((v) => v.every((n) => n <= MAX_ID), message)
    .refine((v) => v.length <= max, `最多选择${max}项`);

export const positiveId = (message: string) => idParam(message);

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

export const DEPT_NAME_MSG = '请输入部门名称';
export const deptName = z.string({ error: DEPT_NAME_MSG }).trim().min(1, DEPT_NAME_MSG).max(64, '部门名称不能超过64个字符');

/** user_id → user_name for the given members (one query). */
export async function memberNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db.select({ user_id: users.user_id, user_name: users.user_name }).from(users).where(inArray(users.user_id, unique));
  return new Map(rows.map((r) => [r.user_id, r.user_name]));
}

export type DeptLink = { dept_id: number; parent_id: number };

export async function allDepartments(db: Db): Promise<DeptLink[]> {
  return db.select({ dept_id: departments.dept_id, parent_id: departments.parent_id }).from(departments);
}

/** Whether the member's data scope reaches a department; the root (0) only with the whole company in scope. */
export function deptInScope(user: SessionUser, deptId: number): boolean {
  if (user.scope.all) return true;
  return deptId > 0 && user.scope.deptIds.includes(deptId);
}

export const OUT_OF_SCOPE_DEPT = '只能管理自己数据权限范围内的部门';
export const OUT_OF_SCOPE_MEMBER = '只能管理自己数据权限范围内部门的成员';

export function assertDeptInScope(user: SessionUser, deptId: number, message = OUT_OF_SCOPE_DEPT) {
  if (!deptInScope(user, deptId)) throw fail(ERR.noPermission, message);
}

/**
 * After a change to roles, role nodes, data scopes, department menus or a member's roles or department:
 * cached sessions are dropped and the affected members (except the one making the change) are signed out on
 * their next request. Their permission version (a fingerprint of what they hold) changes with their
 * permissions, so a client holding an old one also signs out; members the change does not touch stay.
 */
export function permissionsChanged(app: App, affectedUserIds: readonly number[], actorId: number) {
  const ids = [...new Set(affectedUserIds)].filter((id) => id !== actorId);
  return async () => {
    for (const id of ids) await app.sessions.revokeUser(id);
    app.sessions.forgetAll();
  };
}

/** the role editor page and its actions (an action implies its page) */
const ROLE_ADMIN_NODE_IDS = nodeIdsFromPatterns(['system_roleManagement']);
const holdsRoleAdmin = sql`${roles.node_ids} && ${sql.raw(`'{${ROLE_ADMIN_NODE_IDS.join(',')}}'::integer[]`)}`;
/** serialises the checks below, so two changes at once cannot each remove the other's last administrator */
const ADMINISTRATOR_LOCK_ID = 7_305_102;

export const LAST_ADMINISTRATOR = '至少需要保留一位可用的管理员';
export const LAST_ROLE_ADMIN_ROLE = '至少需要保留一个可管理角色权限的启用角色';

/**
 * Run after the change, in its transaction. There is always an enabled administrator (the member admin, or an
 * enabled member holding the role editor through an active role) and an enabled role holding the role editor.
 */
export async function assertAdministratorRemains(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATOR_LOCK_ID})`);
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${users.user_id})::int` })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.user_id))
    .leftJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.status, 1)))
    .where(and(eq(users.status, 1), or(eq(users.user_name, SUPER_USER_NAME), holdsRoleAdmin)));
  if (!row || Number(row.n) === 0) throw invalid(LAST_ADMINISTRATOR);
  const [role] = await tx.select({ id: roles.role_id }).from(roles).where(and(eq(roles.status, 1), holdsRoleAdmin)).limit(1);
  if (!role) throw invalid(LAST_ROLE_ADMIN_ROLE);
}

export async function membersHoldingRoles(db: Db, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db.select({ user_id: userRoles.user_id }).from(userRoles).where(inArray(userRoles.role_id, [...roleIds]));
  return rows.map((r) => r.user_id);
}

/** A staff option as member pickers use it. */
export const staffOption = (u: { user_id: number; user_name: string }) => ({ value: u.user_id, label: u.user_name, user_id: u.user_id });
