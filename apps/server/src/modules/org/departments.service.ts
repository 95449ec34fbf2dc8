import { CATALOGUE, NODE_KIND, ORG_MSG, type AppNode } from '@suwork/domain';
import type { Department, DeptNode, MenuNode } from '@suwork/domain/contracts';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { invalid } from '../../core/envelope.ts';
import { memberNames, type Tx } from '../../core/kit/index.ts';
import { allDepartments } from './dept-scope.ts';

/** The department tree rooted at 全公司 (value 0). */
export function deptTree(rows: readonly { dept_id: number; dept_name: string; parent_id: number }[]): DeptNode {
  const nodes = new Map<number, DeptNode>(rows.map((d) => [d.dept_id, { value: d.dept_id, label: d.dept_name, parent_id: d.parent_id, children: [] }]));
  const root: DeptNode = { value: 0, label: '全公司', parent_id: -1, children: [] };
  for (const n of nodes.values()) (nodes.get(n.parent_id) ?? root).children.push(n);
  return root;
}

export async function readDeptTree(db: Db): Promise<DeptNode> {
  const rows = await db
    .select({ dept_id: departments.dept_id, dept_name: departments.dept_name, parent_id: departments.parent_id })
    .from(departments)
    .orderBy(asc(departments.sort), asc(departments.dept_id));
  return deptTree(rows);
}

/** Every department in order, with its leader's name, its menu permission (comma-joined) and its enabled members. */
export async function departmentList(db: Db): Promise<Department[]> {
  const rows = await db.select().from(departments).orderBy(asc(departments.sort), asc(departments.dept_id));
  const [managers, counts] = await Promise.all([
    memberNames(
      db,
      rows.map((r) => r.manager_id),
    ),
    db.select({ dept_id: users.dept_id, n: count() }).from(users).where(eq(users.status, 1)).groupBy(users.dept_id),
  ]);
  const byDept = new Map(counts.map((c) => [c.dept_id, Number(c.n)]));
  return rows.map((r) => ({
    dept_id: r.dept_id,
    dept_name: r.dept_name,
    parent_id: r.parent_id,
    manager_id: r.manager_id,
    manager_name: managers.get(r.manager_id) ?? '',
    menu_ids: r.menu_ids.join(','),
    sort: r.sort,
    user_count: byDept.get(r.dept_id) ?? 0,
  }));
}

/** The pages a department's menu permission may name: modules and pages (their actions follow the page). */
const menuTree = (nodes: readonly AppNode[]): MenuNode[] =>
  nodes.filter((n) => n.kind !== NODE_KIND.action).map((n) => ({ node_id: n.node_id, node_name: n.node_name, title: n.title, children: menuTree(n.children) }));
export const MENU_TREE = menuTree(CATALOGUE.tree);

export function checkMenuIds(ids: readonly number[]) {
  for (const id of ids) {
    const node = CATALOGUE.byId.get(id);
    if (!node || node.kind === NODE_KIND.action) throw invalid('所选菜单权限不存在');
  }
}

export async function loadDept(tx: Tx, deptId: number) {
  const [row] = await tx.select().from(departments).where(eq(departments.dept_id, deptId));
  if (!row) throw invalid('部门不存在');
  return row;
}

export async function checkParent(tx: Tx, parentId: number) {
  if (parentId > 0) await loadDept(tx, parentId);
}

export async function checkSiblingName(tx: Tx, parentId: number, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: departments.dept_id })
    .from(departments)
    .where(and(eq(departments.parent_id, parentId), eq(departments.dept_name, name), ne(departments.dept_id, selfId)));
  if (clash) throw invalid(`同一上级部门下已有名为「${name}」的部门`);
}

/** Refuses moving a department under itself or anything below it. */
export async function checkMove(tx: Tx, deptId: number, parentId: number) {
  if (parentId === 0) return;
  if (subtreeOf(deptId, await allDepartments(tx)).includes(parentId)) throw invalid(ORG_MSG.deptIntoOwnSubtree);
}

export const membersOf = async (tx: Tx, deptId: number) => (await tx.select({ user_id: users.user_id }).from(users).where(eq(users.dept_id, deptId))).map((u) => u.user_id);

/**
 * Makes a member the leader (负责人) of a department, or clears it (managerId 0): the department's manager_id,
 * and the members' leader flags (2 leader, 1 not). The leader must be an enabled member of the department.
 */
export async function setLeader(tx: Tx, deptId: number, managerId: number, now: Date) {
  if (managerId > 0) {
    const [m] = await tx.select({ dept_id: users.dept_id, status: users.status }).from(users).where(eq(users.user_id, managerId));
    if (!m || m.status !== 1) throw invalid('所选负责人不存在或已禁用');
    if (m.dept_id !== deptId) throw invalid('部门负责人须为该部门的成员');
  }
  await tx
    .update(users)
    .set({ is_leader: 1 })
    .where(and(eq(users.dept_id, deptId), eq(users.is_leader, 2)));
  if (managerId > 0) await tx.update(users).set({ is_leader: 2 }).where(eq(users.user_id, managerId));
  await tx.update(departments).set({ manager_id: managerId, update_time: now }).where(eq(departments.dept_id, deptId));
}
