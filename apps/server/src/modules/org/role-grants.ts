import { CATALOGUE, DATA_SCOPE, ERR } from '@suwork/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userRoles, users } from '../../db/schema.ts';
import { fail } from '../../core/envelope.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { SessionUser } from '../../core/sessions.ts';

// Nobody hands out more than they hold: nodes they lack, a data scope wider than theirs, or roles carrying either.
// Nor do they change what holds more than they do: roles beyond their own, or the sign-in of members holding more.

export const SCOPE_TOO_WIDE = '不能授予超出自己数据权限的数据范围';
export const OWN_ROLE_MORE_POWER = '不能提升自己所属角色的权限';
export const ROLE_TOO_STRONG = '不能修改权限超出自己的角色';
export const SUPER_ROLE_ADMIN_ONLY = `超级管理员角色只能由 ${SUPER_USER_NAME} 修改`;
export const MEMBER_TOO_STRONG = '不能修改权限超出自己的成员的登录账号';

export type GrantedScope = { data_scope: number; scope_dept_ids: readonly number[] };
export type EditedRole = GrantedScope & { role_id: number; node_ids: readonly number[] };

const missingNodes = (editor: SessionUser, nodeIds: readonly number[]) =>
  nodeIds.filter((id) => !editor.node_ids.has(id));

export function assertCanGrantNodes(editor: SessionUser, nodeIds: readonly number[], message?: string) {
  const missing = missingNodes(editor, nodeIds);
  if (missing.length === 0) return;
  if (message) throw fail(ERR.noPermission, message);
  const titles = missing.slice(0, 5).map((id) => CATALOGUE.byId.get(id)?.title ?? String(id));
  throw fail(
    ERR.noPermission,
    `不能授予自己没有的权限：${titles.join('、')}${missing.length > 5 ? ` 等 ${missing.length} 项` : ''}`,
  );
}

/** The editor's own roles' scopes (active roles only, as the session holds them). */
async function editorScopes(db: Db, editor: SessionUser): Promise<number[]> {
  if (editor.role_ids.length === 0) return [];
  const rows = await db
    .select({ data_scope: roles.data_scope })
    .from(roles)
    .where(inArray(roles.role_id, [...editor.role_ids]));
  return rows.map((r) => r.data_scope);
}

async function scopeGrantable(db: Db, editor: SessionUser, scope: GrantedScope): Promise<boolean> {
  if (editor.scope.all || scope.data_scope === DATA_SCOPE.self) return true;
  if (scope.data_scope === DATA_SCOPE.all) return false;
  if (scope.data_scope === DATA_SCOPE.custom)
    return scope.scope_dept_ids.every((id) => editor.scope.deptIds.includes(id));
  return (await editorScopes(db, editor)).some(
    (s) => (s === DATA_SCOPE.dept || s === DATA_SCOPE.deptAndChildren) && s >= scope.data_scope,
  );
}

/**
 * A data scope is grantable when the editor sees everything, or when it is no wider than the editor's own:
 * 本人 always; 本部门 / 本部门及下属部门 when one of the editor's roles has that level or more (relative to the
 * holder's department); 指定部门 only among departments the editor's scope reaches; 全部 never.
 */
export async function assertCanGrantScope(db: Db, editor: SessionUser, scope: GrantedScope, message = SCOPE_TOO_WIDE) {
  if (!(await scopeGrantable(db, editor, scope))) throw fail(ERR.noPermission, message);
}

/** Giving a member roles grants what the roles hold (so does taking over the account of a member holding them). */
export async function assertCanAssignRoles(db: Db, editor: SessionUser, roleIds: readonly number[], message?: string) {
  if (roleIds.length === 0) return;
  const rows = await db
    .select({ node_ids: roles.node_ids, data_scope: roles.data_scope, scope_dept_ids: roles.scope_dept_ids })
    .from(roles)
    .where(inArray(roles.role_id, [...roleIds]));
  for (const r of rows) {
    assertCanGrantNodes(editor, r.node_ids, message);
    await assertCanGrantScope(db, editor, r, message);
  }
}

/** The super-admin role: any role the member admin holds. */
async function isSuperAdminRole(db: Db, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.role_id })
    .from(userRoles)
    .innerJoin(users, eq(users.user_id, userRoles.user_id))
    .where(and(eq(userRoles.role_id, roleId), eq(users.user_name, SUPER_USER_NAME)))
    .limit(1);
  return Boolean(row);
}

/**
 * Before any change to a role (edit, enable/disable, nodes, data scope, delete): only admin changes the
 * super-admin role, and nobody changes a role holding nodes or a data scope beyond their own. What the change
 * adds is checked by the grant rules above.
 */
export async function assertCanEditRole(db: Db, editor: SessionUser, role: EditedRole) {
  if (editor.user_name !== SUPER_USER_NAME && (await isSuperAdminRole(db, role.role_id)))
    throw fail(ERR.noPermission, SUPER_ROLE_ADMIN_ONLY);
  // ids no longer in the catalogue grant nothing
  assertCanGrantNodes(
    editor,
    role.node_ids.filter((id) => CATALOGUE.byId.has(id)),
    ROLE_TOO_STRONG,
  );
  await assertCanGrantScope(db, editor, role, ROLE_TOO_STRONG);
}

/**
 * Whether changing a role (given its holders) changes the editor's own power: a role they hold, unless they are
 * admin, who holds every node and the whole company whatever his roles say.
 */
export const isOwnRole = (editor: SessionUser, holders: readonly number[]) =>
  editor.user_name !== SUPER_USER_NAME && holders.includes(editor.user_id);
