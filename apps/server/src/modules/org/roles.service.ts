import { CATALOGUE, DATA_SCOPE, DATA_SCOPE_LABELS, type DataScope } from '@suwork/domain';
import type { Role } from '@suwork/domain/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import type { Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { assertCanEditRole, type GrantedScope } from './role-grants.ts';

export async function membersHoldingRoles(db: Db, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ user_id: userRoles.user_id })
    .from(userRoles)
    .where(inArray(userRoles.role_id, [...roleIds]));
  return rows.map((r) => r.user_id);
}

/** Roles in id order (of one status when given) with their holders; nodes and scopes only for role editors. */
export async function roleList(db: Db, { status, forEditor }: { status?: number; forEditor: boolean }): Promise<Role[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(status ? eq(roles.status, status) : undefined)
    .orderBy(asc(roles.role_id));
  const counts = await db.select({ role_id: userRoles.role_id, n: count() }).from(userRoles).groupBy(userRoles.role_id);
  const byRole = new Map(counts.map((c) => [c.role_id, Number(c.n)]));
  return rows.map((r) => ({
    role_id: r.role_id,
    role_name: r.role_name,
    status: r.status,
    remark: r.remark,
    data_scope: r.data_scope,
    data_scope_name: scopeLabel(r.data_scope),
    user_count: byRole.get(r.role_id) ?? 0,
    ...(forEditor ? { node_ids: r.node_ids, scope_dept_ids: r.scope_dept_ids } : {}),
  }));
}

export function checkNodeIds(ids: readonly number[]) {
  if (ids.some((id) => !CATALOGUE.byId.has(id))) throw invalid('所选权限节点不存在');
}

export async function checkScope(tx: Tx, scope: GrantedScope) {
  if (scope.data_scope !== DATA_SCOPE.custom) return;
  if (scope.scope_dept_ids.length === 0) throw invalid('请选择指定部门');
  const found = await tx
    .select({ id: departments.dept_id })
    .from(departments)
    .where(inArray(departments.dept_id, [...scope.scope_dept_ids]));
  if (found.length !== scope.scope_dept_ids.length) throw invalid('所选部门不存在');
}

/** Whether `next` reaches no further than `prev` (for a role the editor holds themselves). */
export function noWider(prev: GrantedScope, next: GrantedScope): boolean {
  if (next.data_scope === DATA_SCOPE.self || prev.data_scope === DATA_SCOPE.all) return true;
  if (next.data_scope === DATA_SCOPE.all) return false;
  if (next.data_scope === DATA_SCOPE.custom) return prev.data_scope === DATA_SCOPE.custom && next.scope_dept_ids.every((id) => prev.scope_dept_ids.includes(id));
  return prev.data_scope !== DATA_SCOPE.custom && next.data_scope <= prev.data_scope;
}

export async function loadRole(tx: Tx, id: number) {
  const [r] = await tx.select().from(roles).where(eq(roles.role_id, id));
  if (!r) throw invalid('角色不存在');
  return r;
}

/** A role about to change, locked until the change commits; refused unless the editor may change it. */
export async function loadRoleToChange(tx: Tx, editor: SessionUser, id: number) {
  const [r] = await tx.select().from(roles).where(eq(roles.role_id, id)).for('update');
  if (!r) throw invalid('角色不存在');
  await assertCanEditRole(tx, editor, r);
  return r;
}

export const scopeLabel = (scope: number) => DATA_SCOPE_LABELS[scope as DataScope] ?? '';

export async function checkName(tx: Tx, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: roles.role_id })
    .from(roles)
    .where(and(eq(roles.role_name, name), ne(roles.role_id, selfId)));
  if (clash) throw invalid('角色名称已存在');
}
