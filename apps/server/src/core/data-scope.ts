import { DATA_SCOPE } from '@suwork/domain';

/** What a member may see of owned records, beyond their own: every department (all) or these departments. */
export type ScopeGrant = { all: boolean; deptIds: readonly number[] };

type RoleScope = { data_scope: number; scope_dept_ids: readonly number[] };
type DeptLink = { dept_id: number; parent_id: number };

export function subtreeOf(rootId: number, depts: readonly DeptLink[]): number[] {
  const children = new Map<number, number[]>();
  for (const d of depts) children.set(d.parent_id, [...(children.get(d.parent_id) ?? []), d.dept_id]);
  const out: number[] = [];
  const stack = [rootId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (out.includes(id)) continue;
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The widest scope among the member's roles; a member always sees what they own or collaborate on. */
export function resolveScope(
  userDeptId: number,
  roles: readonly RoleScope[],
  depts: readonly DeptLink[],
  isSuperUser: boolean,
): ScopeGrant {
  if (isSuperUser || roles.some((r) => r.data_scope === DATA_SCOPE.all)) return { all: true, deptIds: [] };
  const ids = new Set<number>();
  for (const r of roles) {
    if (r.data_scope === DATA_SCOPE.dept) ids.add(userDeptId);
    if (r.data_scope === DATA_SCOPE.deptAndChildren) subtreeOf(userDeptId, depts).forEach((id) => ids.add(id));
    if (r.data_scope === DATA_SCOPE.custom) r.scope_dept_ids.forEach((id) => ids.add(id));
  }
  return { all: false, deptIds: [...ids].sort((a, b) => a - b) };
}
