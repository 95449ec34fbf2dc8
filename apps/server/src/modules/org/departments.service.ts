import { CATALOGUE, NODE_KIND, ORG_MSG, type AppNode } from '@suwork/domain';
import type { Department, DeptMenuRule, DeptNode, MenuNode } from '@suwork/domain/contracts';
import type { departmentRoutes, ParsedOf } from '@suwork/domain/routes';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { writeLog, type LogEntry } from '../../core/engine/operation-log.ts';
import { invalid } from '../../core/envelope.ts';
import { inTx, memberName, memberNames, type Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import type { App } from '../../core/types.ts';
import { allDepartments, assertDeptInScope } from './dept-scope.ts';
import { permissionsChanged } from './permissions-changed.ts';

/** The department tree rooted at 全公司 (value 0). */
export function deptTree(rows: readonly { dept_id: number; dept_name: string; parent_id: number }[]): DeptNode {
  const nodes = new Map<number, DeptNode>(
    rows.map((d) => [d.dept_id, { value: d.dept_id, label: d.dept_name, parent_id: d.parent_id, children: [] }]),
  );
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
  nodes
    .filter((n) => n.kind !== NODE_KIND.action)
    .map((n) => ({ node_id: n.node_id, node_name: n.node_name, title: n.title, children: menuTree(n.children) }));
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

export const membersOf = async (tx: Tx, deptId: number) =>
  (await tx.select({ user_id: users.user_id }).from(users).where(eq(users.dept_id, deptId))).map((u) => u.user_id);

/**
 * Makes a member the leader (负责人) of a department, or clears it (managerId 0): the department's manager_id,
 * and the members' leader flags (2 leader, 1 not). The leader must be an enabled member of the department.
 */
export async function setLeader(tx: Tx, deptId: number, managerId: number, now: Date) {
  if (managerId > 0) {
    const [m] = await tx
      .select({ dept_id: users.dept_id, status: users.status })
      .from(users)
      .where(eq(users.user_id, managerId));
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

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Department writes (the tree, menus, leader), each in one transaction with its operation log. */
export function departmentService(app: App) {
  const db = app.database.db;
  const now = () => app.config.now();

  async function menuRule(deptId: number): Promise<DeptMenuRule> {
    const dept = await loadDept(db, deptId);
    return { dept_id: dept.dept_id, menu_ids: dept.menu_ids, tree: MENU_TREE };
  }

  /** A department (and the sub-departments named with it); the new department's id. */
  async function add(user: SessionUser, b: ParsedOf<typeof departmentRoutes.add>): Promise<number> {
    assertDeptInScope(user, b.parent_id);
    checkMenuIds(b.menu_ids ?? []);
    const names = new Set(b.children);
    if (names.size !== b.children.length) throw invalid('下级部门名称重复');
    return inTx(db, async (tx) => {
      await checkParent(tx, b.parent_id);
      await checkSiblingName(tx, b.parent_id, b.dept_name);
      const [row] = await tx
        .insert(departments)
        .values({ dept_name: b.dept_name, parent_id: b.parent_id, menu_ids: b.menu_ids ?? [] })
        .returning({ id: departments.dept_id });
      const logs: LogEntry[] = [
        {
          entity: 'dept',
          record_id: row.id,
          action: 'add',
          user_id: user.user_id,
          content: `新建部门「${b.dept_name}」`,
        },
      ];
      for (const name of b.children) {
        const [child] = await tx
          .insert(departments)
          .values({ dept_name: name, parent_id: row.id })
          .returning({ id: departments.dept_id });
        logs.push({
          entity: 'dept',
          record_id: child.id,
          action: 'add',
          user_id: user.user_id,
          content: `新建部门「${name}」`,
        });
      }
      await writeLog(tx, logs);
      return row.id;
    });
  }

  async function update(user: SessionUser, b: ParsedOf<typeof departmentRoutes.update>): Promise<void> {
    assertDeptInScope(user, b.dept_id);
    if (b.parent_id !== undefined) assertDeptInScope(user, b.parent_id);
    if (b.menu_ids) checkMenuIds(b.menu_ids);
    const after = await inTx(db, async (tx) => {
      const dept = await loadDept(tx, b.dept_id);
      const parent = b.parent_id ?? dept.parent_id;
      if (parent !== dept.parent_id) {
        await checkParent(tx, parent);
        await checkMove(tx, dept.dept_id, parent);
      }
      await checkSiblingName(tx, parent, b.dept_name, dept.dept_id);
      const menuChanged = b.menu_ids !== undefined && !sameIds(b.menu_ids, dept.menu_ids);
      await tx
        .update(departments)
        .set({
          dept_name: b.dept_name,
          parent_id: parent,
          ...(menuChanged ? { menu_ids: b.menu_ids } : {}),
          update_time: now(),
        })
        .where(eq(departments.dept_id, dept.dept_id));
      const changes = [
        dept.dept_name !== b.dept_name ? `名称由「${dept.dept_name}」改为「${b.dept_name}」` : '',
        parent !== dept.parent_id ? '调整了上级部门' : '',
        menuChanged ? '修改了菜单权限' : '',
      ].filter(Boolean);
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'update',
        user_id: user.user_id,
        content: `编辑部门：${changes.join('，') || '无变化'}`,
      });
      return menuChanged ? permissionsChanged(app, tx, await membersOf(tx, dept.dept_id)) : undefined;
    });
    await after?.();
  }

  /** Deletes a department without sub-departments or members. */
  async function del(user: SessionUser, deptId: number): Promise<void> {
    assertDeptInScope(user, deptId);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, deptId);
      const [{ n: kids }] = await tx
        .select({ n: count() })
        .from(departments)
        .where(eq(departments.parent_id, dept.dept_id));
      if (Number(kids) > 0) throw invalid(ORG_MSG.deptHasChildren);
      const [{ n: people }] = await tx.select({ n: count() }).from(users).where(eq(users.dept_id, dept.dept_id));
      if (Number(people) > 0) throw invalid(ORG_MSG.deptHasMembers);
      await tx.delete(departments).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'del',
        user_id: user.user_id,
        content: `删除部门「${dept.dept_name}」`,
      });
    });
  }

  /** The pages a department's members may open (none: no restriction). */
  async function setMenu(user: SessionUser, deptId: number, menuIds: readonly number[]): Promise<void> {
    assertDeptInScope(user, deptId);
    checkMenuIds(menuIds);
    const after = await inTx(db, async (tx) => {
      const dept = await loadDept(tx, deptId);
      await tx
        .update(departments)
        .set({ menu_ids: [...menuIds], update_time: now() })
        .where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'menu',
        user_id: user.user_id,
        content: menuIds.length ? `设置菜单权限（${menuIds.length} 项）` : '取消菜单权限限制',
      });
      return permissionsChanged(app, tx, await membersOf(tx, dept.dept_id));
    });
    await after();
  }

  /** Sets (or with 0 clears) a department's leader; only members of type 3 may. */
  async function setDeptLeader(user: SessionUser, deptId: number, managerId: number): Promise<void> {
    if (user.role !== 3) throw invalid(ORG_MSG.leaderOnlyRole3);
    assertDeptInScope(user, deptId);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, deptId);
      await setLeader(tx, dept.dept_id, managerId, now());
      const leader = await memberName(tx, managerId);
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'leader',
        user_id: user.user_id,
        content: leader ? `设置部门负责人为「${leader}」` : '取消部门负责人',
      });
    });
  }

  /** Moves a department under another (0: the top level). */
  async function move(user: SessionUser, deptId: number, parentId: number): Promise<void> {
    assertDeptInScope(user, deptId);
    assertDeptInScope(user, parentId);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, deptId);
      if (dept.parent_id === parentId) return;
      await checkParent(tx, parentId);
      await checkMove(tx, dept.dept_id, parentId);
      await checkSiblingName(tx, parentId, dept.dept_name, dept.dept_id);
      await tx
        .update(departments)
        .set({ parent_id: parentId, update_time: now() })
        .where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'move',
        user_id: user.user_id,
        content: '调整了上级部门',
      });
    });
  }

  return { menuRule, add, update, del, setMenu, setDeptLeader, move };
}
