import { ERR, ORG_MSG } from '@suwork/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { departments, roles, userRoles, users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import type { Tx } from '../../core/kit/index.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { assertCanAssignRoles } from './role-grants.ts';

/** What the member form's checks read. */
export type MemberInput = { dept_id: number; role_id: readonly number[]; manager_id?: number; user_phone: string; user_email: string };

export const isAdminName = (name: string) => name.toLowerCase() === SUPER_USER_NAME;

export async function checkUnique(tx: Tx, b: MemberInput, selfId = 0) {
  const [phone] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(eq(users.user_phone, b.user_phone), ne(users.user_id, selfId)));
  if (phone) throw invalid(ORG_MSG.phoneTaken);
  const [email] = await tx
    .select({ id: users.user_id })
    .from(users)
    .where(and(sql`lower(${users.user_email}) = lower(${b.user_email})`, ne(users.user_id, selfId)));
  if (email) throw invalid(ORG_MSG.emailTaken);
}

export async function checkReferences(tx: Tx, b: MemberInput, selfId = 0) {
  const [dept] = await tx.select({ id: departments.dept_id }).from(departments).where(eq(departments.dept_id, b.dept_id));
  if (!dept) throw invalid('所选部门不存在');
  const found = await tx
    .select({ id: roles.role_id, status: roles.status })
    .from(roles)
    .where(inArray(roles.role_id, [...b.role_id]));
  if (found.length !== b.role_id.length || found.some((r) => r.status !== 1)) throw invalid('所选角色不存在或已停用');
  if (b.manager_id) {
    if (b.manager_id === selfId) throw invalid('直属上级不能是成员本人');
    const [m] = await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, b.manager_id));
    if (!m) throw invalid('所选直属上级不存在');
  }
}

export const currentRoleIds = async (tx: Tx, userId: number) => (await tx.select({ id: userRoles.role_id }).from(userRoles).where(eq(userRoles.user_id, userId))).map((r) => r.id);

/** Role changes: the roles added and removed must both be ones the editor could grant. */
export async function checkRoleChange(tx: Tx, editor: SessionUser, before: readonly number[], after: readonly number[]) {
  const added = after.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !after.includes(id));
  await assertCanAssignRoles(tx, editor, [...added, ...removed]);
  return added.length > 0 || removed.length > 0;
}

export const roleNames = async (tx: Tx, ids: readonly number[]) => {
  if (ids.length === 0) return '无';
  const rows = await tx
    .select({ name: roles.role_name })
    .from(roles)
    .where(inArray(roles.role_id, [...ids]))
    .orderBy(roles.role_id);
  return rows.map((r) => r.name).join('、');
};

export function checkRoleField(editor: SessionUser, before: number, after: number | undefined) {
  if (after !== undefined && after !== before && (after === 3 || before === 3) && editor.role !== 3) throw fail(ERR.noPermission, '只有管理员可以设置成员类型为管理员');
}
