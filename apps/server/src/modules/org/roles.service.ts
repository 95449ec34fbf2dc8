import { CATALOGUE, DATA_SCOPE, DATA_SCOPE_LABELS, ERR, NODE_TREE, type DataScope } from '@suwork/domain';
import type { Role, RoleNodes, RoleScope } from '@suwork/domain/contracts';
import type { ParsedOf, roleRoutes } from '@suwork/domain/routes';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { departments, roles, userRoles } from '../../db/schema.ts';
import { auditRequest } from '../../core/audit.ts';
import { writeLog } from '../../core/engine/operation-log.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { inTx, type Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertAdministratorRemains } from './administrators.ts';
import { permissionsChanged } from './permissions-changed.ts';
import {
  assertCanEditRole,
  assertCanGrantNodes,
  assertCanGrantScope,
  isOwnRole,
  OWN_ROLE_MORE_POWER,
  type GrantedScope,
} from './role-grants.ts';

export async function membersHoldingRoles(db: Db, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .select({ user_id: userRoles.user_id })
    .from(userRoles)
    .where(inArray(userRoles.role_id, [...roleIds]));
  return rows.map((r) => r.user_id);
}

/** Roles in id order (of one status when given) with their holders; nodes and scopes only for role editors. */
export async function roleList(
  db: Db,
  { status, forEditor }: { status?: number; forEditor: boolean },
): Promise<Role[]> {
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
  if (next.data_scope === DATA_SCOPE.custom)
    return prev.data_scope === DATA_SCOPE.custom && next.scope_dept_ids.every((id) => prev.scope_dept_ids.includes(id));
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

/** Role changes go to the audit log (权限变更) too. */
const auditRole = (tx: Tx, req: FastifyRequest, roleId: number, detail: string) =>
  auditRequest(tx, req, { action: 'permission', result: 'success', target: `role:${roleId}`, detail });

/**
 * 角色权限: roles, their permission nodes and data scope. Each change is one transaction with its operation log and
 * audit line (of the request's member), and refreshes the holders' permissions when it changes what they hold.
 */
export function roleService(app: App) {
  const db = app.database.db;

  async function nodesOf(roleId: number): Promise<RoleNodes> {
    const r = await loadRole(db, roleId);
    return { role_id: r.role_id, node_ids: r.node_ids, tree: NODE_TREE };
  }

  async function scopeOf(roleId: number): Promise<RoleScope> {
    const r = await loadRole(db, roleId);
    return {
      role_id: r.role_id,
      data_scope: r.data_scope,
      scope_dept_ids: r.scope_dept_ids,
      options: Object.entries(DATA_SCOPE_LABELS).map(([value, label]) => ({ value: Number(value), label })),
    };
  }

  /** A new role; its id. */
  async function add(req: FastifyRequest, b: ParsedOf<typeof roleRoutes.add>): Promise<number> {
    const user = currentUser(req);
    checkNodeIds(b.node_ids);
    assertCanGrantNodes(user, b.node_ids);
    const scope = {
      data_scope: b.data_scope,
      scope_dept_ids: b.data_scope === DATA_SCOPE.custom ? b.scope_dept_ids : [],
    };
    await assertCanGrantScope(db, user, scope);
    return inTx(db, async (tx) => {
      await checkName(tx, b.role_name);
      await checkScope(tx, scope);
      const [row] = await tx
        .insert(roles)
        .values({ role_name: b.role_name, remark: b.remark, status: b.status, node_ids: b.node_ids, ...scope })
        .returning({ id: roles.role_id });
      await writeLog(tx, {
        entity: 'role',
        record_id: row.id,
        action: 'add',
        user_id: user.user_id,
        content: `新建角色「${b.role_name}」`,
      });
      await auditRole(
        tx,
        req,
        row.id,
        `新建角色「${b.role_name}」：权限节点 ${b.node_ids.length} 项，数据权限「${scopeLabel(scope.data_scope)}」`,
      );
      return row.id;
    });
  }

  /** Name, remark and status (enabled 1, disabled 2). */
  async function update(req: FastifyRequest, b: ParsedOf<typeof roleRoutes.update>): Promise<void> {
    const user = currentUser(req);
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, b.role_id);
      await checkName(tx, b.role_name, r.role_id);
      const next = b.status ?? r.status;
      // enabling a role hands its nodes and scope to its holders again
      if (next === 1 && r.status !== 1 && isOwnRole(user, await membersHoldingRoles(tx, [r.role_id])))
        throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      await tx
        .update(roles)
        .set({ role_name: b.role_name, remark: b.remark ?? r.remark, status: next, update_time: app.config.now() })
        .where(eq(roles.role_id, r.role_id));
      if (next !== 1) await assertAdministratorRemains(tx);
      const what = next !== r.status ? (next === 1 ? '启用了角色' : '停用了角色') : '编辑了角色';
      await writeLog(tx, {
        entity: 'role',
        record_id: r.role_id,
        action: 'update',
        user_id: user.user_id,
        content: `${what}「${b.role_name}」`,
      });
      await auditRole(
        tx,
        req,
        r.role_id,
        `${what}「${b.role_name}」${r.role_name !== b.role_name ? `（原名「${r.role_name}」）` : ''}`,
      );
      return next !== r.status ? permissionsChanged(app, tx, await membersHoldingRoles(tx, [r.role_id])) : undefined;
    });
    await after?.();
  }

  /** Deletes a role nobody holds. */
  async function del(req: FastifyRequest, roleId: number): Promise<void> {
    const user = currentUser(req);
    await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, roleId);
      if ((await membersHoldingRoles(tx, [r.role_id])).length > 0)
        throw invalid('该角色下还有成员，请先为这些成员更换角色后再删除');
      await tx.delete(roles).where(eq(roles.role_id, r.role_id));
      await assertAdministratorRemains(tx);
      await writeLog(tx, {
        entity: 'role',
        record_id: r.role_id,
        action: 'del',
        user_id: user.user_id,
        content: `删除角色「${r.role_name}」`,
      });
      await auditRole(tx, req, r.role_id, `删除角色「${r.role_name}」`);
    });
  }

  /** The role's permission nodes, replaced by `nodeIds`. */
  async function setNodes(req: FastifyRequest, roleId: number, nodeIds: readonly number[]): Promise<void> {
    const user = currentUser(req);
    checkNodeIds(nodeIds);
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, roleId);
      const added = nodeIds.filter((id) => !r.node_ids.includes(id));
      const holders = await membersHoldingRoles(tx, [r.role_id]);
      if (added.length > 0 && r.status === 1 && isOwnRole(user, holders))
        throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      assertCanGrantNodes(user, added);
      await tx
        .update(roles)
        .set({ node_ids: [...nodeIds], update_time: app.config.now() })
        .where(eq(roles.role_id, r.role_id));
      await assertAdministratorRemains(tx);
      const removed = r.node_ids.filter((id) => !nodeIds.includes(id)).length;
      const content = `修改了权限节点：新增 ${added.length} 项，移除 ${removed} 项`;
      await writeLog(tx, { entity: 'role', record_id: r.role_id, action: 'nodes', user_id: user.user_id, content });
      await auditRole(tx, req, r.role_id, `角色「${r.role_name}」${content}`);
      return permissionsChanged(app, tx, holders);
    });
    await after();
  }

  /** The role's data scope (the departments only with 指定部门). */
  async function saveScope(req: FastifyRequest, b: ParsedOf<typeof roleRoutes.scopeSave>): Promise<void> {
    const user = currentUser(req);
    const scope = {
      data_scope: b.data_scope,
      scope_dept_ids: b.data_scope === DATA_SCOPE.custom ? b.scope_dept_ids : [],
    };
    const after = await inTx(db, async (tx) => {
      const r = await loadRoleToChange(tx, user, b.role_id);
      await checkScope(tx, scope);
      const holders = await membersHoldingRoles(tx, [r.role_id]);
      if (r.status === 1 && !noWider(r, scope) && isOwnRole(user, holders))
        throw fail(ERR.noPermission, OWN_ROLE_MORE_POWER);
      await assertCanGrantScope(tx, user, scope);
      await tx
        .update(roles)
        .set({ ...scope, update_time: app.config.now() })
        .where(eq(roles.role_id, r.role_id));
      await writeLog(tx, {
        entity: 'role',
        record_id: r.role_id,
        action: 'scope',
        user_id: user.user_id,
        content: `数据权限设为「${scopeLabel(scope.data_scope)}」`,
      });
      await auditRole(
        tx,
        req,
        r.role_id,
        `角色「${r.role_name}」数据权限由「${scopeLabel(r.data_scope)}」改为「${scopeLabel(scope.data_scope)}」`,
      );
      return permissionsChanged(app, tx, holders);
    });
    await after();
  }

  return { nodesOf, scopeOf, add, update, del, setNodes, saveScope };
}
