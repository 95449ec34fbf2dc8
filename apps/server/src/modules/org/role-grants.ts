import { CATALOGUE, DATA_SCOPE, ERR } from '@suwork/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles } from '../../db/schema.ts';
import { fail } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';

// Nobody hands out more than they hold: nodes they lack, a data scope wider than theirs, or roles carrying either.

export const SCOPE_TOO_WIDE = '不能授予超出自己数据权限的数据范围';
export const OWN_ROLE_MORE_POWER = '不能提升自己所属角色的权限';

export type GrantedScope = { data_scope: number; scope_dept_ids: readonly number[] };

export function assertCanGrantNodes(editor: SessionUser, nodeIds: readonly number[]) {
  const missing = nodeIds.filter((id) => !editor.node_ids.has(id));
  if (missing.length === 0) return;
  const titles = missing.slice(0, 5).map((id) => CATALOGUE.byId.get(id)?.title ?? String(id));
  throw fail(ERR.noPermission, `不能授予自己没有的权限：${titles.join('、')}${missing.length > 5 ? ` 等 ${missing.length} 项` : ''}`);
}

/** The editor's own roles' scopes (active roles only, as the session holds them). */
async function editorScopes(db: Db, editor: SessionUser): Promise<number[]> {
  if (editor.role_ids.length === 0) return [];
  const rows = await db.select({ data_scope: roles.data_scope }).from(roles).where(inArray(roles.role_id, [...editor.role_ids]));
  return rows.map((r) => r.data_scope);
}

/**
 * A data scope is grantable when the editor sees everything, or when it is no wider than the editor's own:
 * 本人 always; 本部门 / 本部门及下属部门 when one of the editor's roles has that level or more (relative to the
 * holder's department); 指定部门 only among departments the editor's scope reaches; 全部 never.
 */
export async function assertCanGrantScope(db: Db, editor: SessionUser, scope: GrantedScope) {
  if (editor.scope.all || scope.data_scope === DATA_SCOPE.self) return;
  if (scope.data_scope === DATA_SCOPE.all) throw fail(ERR.noPermission, SCOPE_TOO_WIDE);
  if (scope.data_scope === DATA_SCOPE.custom) {
    if (scope.scope_dept_ids.every((id) => editor.scope.deptIds.includes(id))) return;
    throw fail(ERR.noPermission, SCOPE_TOO_WIDE);
  }
  const own = (await editorScopes(db, editor)).filter((s) => s === DATA_SCOPE.dept || s === DATA_SCOPE.deptAndChildren);
  if (!own.some((s) => s >= scope.data_scope)) throw fail(ERR.noPermission, SCOPE_TOO_WIDE);
}

/** Giving a member roles grants what the roles hold. */
export async function assertCanAssignRoles(db: Db, editor: SessionUser, roleIds: readonly number[]) {
  if (roleIds.length === 0) return;
  const rows = await db.select({ node_ids: roles.node_ids, data_scope: roles.data_scope, scope_dept_ids: roles.scope_dept_ids, status: roles.status }).from(roles).where(inArray(roles.role_id, [...roleIds]));
  for (const r of rows) {
    assertCanGrantNodes(editor, r.node_ids);
    await assertCanGrantScope(db, editor, r);
  }
}
