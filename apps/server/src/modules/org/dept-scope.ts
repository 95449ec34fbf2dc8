import { ERR } from '@suwork/domain';
import type { Db } from '../../db/client.ts';
import { departments } from '../../db/schema.ts';
import { fail } from '../../core/envelope.ts';
import type { SessionUser } from '../../core/sessions.ts';

export type DeptLink = { dept_id: number; parent_id: number };

/** Every department's place in the tree (what subtreeOf walks). */
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
