import { CATALOGUE, NODE_KIND, ORG_MSG, type AppNode } from '@suwork/domain';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { departments, users } from '../../db/schema.ts';
import { subtreeOf } from '../../core/data-scope.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog, type LogEntry } from '../../core/engine/operation-log.ts';
import { currentUser, type App } from '../../core/types.ts';
import { allDepartments, assertDeptInScope, deptName, idList, inTx, permissionsChanged, positiveId, type Tx } from './org-common.ts';

const DEPT_NODE = 'personnel_dept';
const ADD = { node: 'personnel_dept_deptAdd' } as const;
const EDIT = { node: 'personnel_dept_deptEdit' } as const;
const DEL = { node: 'personnel_dept_deptDel' } as const;

const DEPT_ID_MSG = '请选择部门';
const PARENT_MSG = '请选择上级部门';
const parentId = z.coerce.number({ error: PARENT_MSG }).int(PARENT_MSG).min(0, PARENT_MSG);
const menuIds = idList('请选择菜单权限', 2000);

/** Sub-departments created together with a new department: names, or objects with dept_name. */
const childNames = z
  .array(z.union([deptName, z.object({ dept_name: deptName }).transform((c) => c.dept_name)]), { error: '下级部门格式错误' })
  .max(50, '一次最多新建50个下级部门')
  .default([]);

const addBody = z.strictObject({ parent_id: parentId, dept_name: deptName, children: childNames, menu_ids: menuIds.optional() });
const updateBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), parent_id: parentId.optional(), dept_name: deptName, menu_ids: menuIds.optional() });
const deptIdBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG) });
const setMenuBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), menu_ids: menuIds });
const leaderBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), manager_id: z.coerce.number({ error: '请选择部门负责人' }).int().min(0, '请选择部门负责人') });
const moveBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), parent_id: parentId });

/** The pages a department's menu permission may name: modules and pages (their actions follow the page). */
type MenuNode = { node_id: number; node_name: string; title: string; children: MenuNode[] };
const menuTree = (nodes: readonly AppNode[]): MenuNode[] =>
  nodes.filter((n) => n.kind !== NODE_KIND.action).map((n) => ({ node_id: n.node_id, node_name: n.node_name, title: n.title, children: menuTree(n.children) }));
const MENU_TREE = menuTree(CATALOGUE.tree);

function checkMenuIds(ids: readonly number[]) {
  for (const id of ids) {
    const node = CATALOGUE.byId.get(id);
    if (!node || node.kind === NODE_KIND.action) throw invalid('所选菜单权限不存在');
  }
}

async function loadDept(tx: Tx, deptId: number) {
  const [row] = await tx.select().from(departments).where(eq(departments.dept_id, deptId));
  if (!row) throw invalid('部门不存在');
  return row;
}

async function checkParent(tx: Tx, parentId: number) {
  if (parentId > 0) await loadDept(tx, parentId);
}

async function checkSiblingName(tx: Tx, parentId: number, name: string, selfId = 0) {
  const [clash] = await tx
    .select({ id: departments.dept_id })
    .from(departments)
    .where(and(eq(departments.parent_id, parentId), eq(departments.dept_name, name), ne(departments.dept_id, selfId)));
  if (clash) throw invalid(`同一上级部门下已有名为「${name}」的部门`);
}

/** Refuses moving a department under itself or anything below it. */
async function checkMove(tx: Tx, deptId: number, parentId: number) {
  if (parentId === 0) return;
  if (subtreeOf(deptId, await allDepartments(tx)).includes(parentId)) throw invalid(ORG_MSG.deptIntoOwnSubtree);
}

const membersOf = async (tx: Tx, deptId: number) =>
  (await tx.select({ user_id: users.user_id }).from(users).where(eq(users.dept_id, deptId))).map((u) => u.user_id);

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Department writes (管理 the tree, menus, leader) and the department lists that go with them. */
export function departmentRoutes(app: App) {
  const db = app.database.db;

  app.get('/api/Department/getList', { config: { auth: 'signedIn' }, schema: { querystring: z.strictObject({}) } }, async () => {
    const rows = await db
      .select({
        dept_id: departments.dept_id,
        dept_name: departments.dept_name,
        parent_id: departments.parent_id,
        manager_id: departments.manager_id,
        manager_name: users.user_name,
        menu_ids: departments.menu_ids,
        sort: departments.sort,
      })
      .from(departments)
      .leftJoin(users, eq(users.user_id, departments.manager_id))
      .orderBy(asc(departments.sort), asc(departments.dept_id));
    const counts = await db.select({ dept_id: users.dept_id, n: count() }).from(users).where(eq(users.status, 1)).groupBy(users.dept_id);
    const byDept = new Map(counts.map((c) => [c.dept_id, Number(c.n)]));
    return ok(
      rows.map((r) => ({ ...r, manager_name: r.manager_name ?? '', menu_ids: r.menu_ids.join(','), user_count: byDept.get(r.dept_id) ?? 0 })),
      rows.length,
    );
  });

  app.get('/api/Department/getMenuRule', { config: { auth: { node: DEPT_NODE } }, schema: { querystring: deptIdBody } }, async (req) => {
    const dept = await loadDept(db, req.query.dept_id);
    return ok({ dept_id: dept.dept_id, menu_ids: dept.menu_ids, tree: MENU_TREE });
  });

  app.post('/api/Department/add', { config: { auth: ADD }, schema: { body: addBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
    assertDeptInScope(user, b.parent_id);
    checkMenuIds(b.menu_ids ?? []);
    const names = new Set(b.children);
    if (names.size !== b.children.length) throw invalid('下级部门名称重复');
    const deptId = await inTx(db, async (tx) => {
      await checkParent(tx, b.parent_id);
      await checkSiblingName(tx, b.parent_id, b.dept_name);
      const [row] = await tx
        .insert(departments)
        .values({ dept_name: b.dept_name, parent_id: b.parent_id, menu_ids: b.menu_ids ?? [] })
        .returning({ id: departments.dept_id });
      const logs: LogEntry[] = [{ entity: 'dept', record_id: row.id, action: 'add', user_id: user.user_id, content: `新建部门「${b.dept_name}」` }];
      for (const name of b.children) {
        const [child] = await tx.insert(departments).values({ dept_name: name, parent_id: row.id }).returning({ id: departments.dept_id });
        logs.push({ entity: 'dept', record_id: child.id, action: 'add', user_id: user.user_id, content: `新建部门「${name}」` });
      }
      await writeLog(tx, logs);
      return row.id;
    });
    return ok({ dept_id: deptId });
  });

  app.post('/api/Department/update', { config: { auth: EDIT }, schema: { body: updateBody } }, async (req) => {
    const user = currentUser(req);
    const b = req.body;
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
        .set({ dept_name: b.dept_name, parent_id: parent, ...(menuChanged ? { menu_ids: b.menu_ids } : {}), update_time: new Date() })
        .where(eq(departments.dept_id, dept.dept_id));
      const changes = [
        dept.dept_name !== b.dept_name ? `名称由「${dept.dept_name}」改为「${b.dept_name}」` : '',
        parent !== dept.parent_id ? '调整了上级部门' : '',
        menuChanged ? '修改了菜单权限' : '',
      ].filter(Boolean);
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'update', user_id: user.user_id, content: `编辑部门：${changes.join('，') || '无变化'}` });
      return menuChanged ? permissionsChanged(app, await membersOf(tx, dept.dept_id), user.user_id) : undefined;
    });
    await after?.();
    return ok({ dept_id: b.dept_id });
  });

  app.post('/api/Department/del', { config: { auth: DEL }, schema: { body: deptIdBody } }, async (req) => {
    const user = currentUser(req);
    assertDeptInScope(user, req.body.dept_id);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      const [{ n: kids }] = await tx.select({ n: count() }).from(departments).where(eq(departments.parent_id, dept.dept_id));
      if (Number(kids) > 0) throw invalid(ORG_MSG.deptHasChildren);
      const [{ n: people }] = await tx.select({ n: count() }).from(users).where(eq(users.dept_id, dept.dept_id));
      if (Number(people) > 0) throw invalid(ORG_MSG.deptHasMembers);
      await tx.delete(departments).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'del', user_id: user.user_id, content: `删除部门「${dept.dept_name}」` });
    });
    return ok(null);
  });

  app.post('/api/Department/setMenu', { config: { auth: EDIT }, schema: { body: setMenuBody } }, async (req) => {
    const user = currentUser(req);
    assertDeptInScope(user, req.body.dept_id);
    checkMenuIds(req.body.menu_ids);
    const after = await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      await tx.update(departments).set({ menu_ids: req.body.menu_ids, update_time: new Date() }).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'menu', user_id: user.user_id, content: req.body.menu_ids.length ? `设置菜单权限（${req.body.menu_ids.length} 项）` : '取消菜单权限限制' });
      return permissionsChanged(app, await membersOf(tx, dept.dept_id), user.user_id);
    });
    await after();
    return ok(null);
  });

  app.post('/api/Department/setDeptLeader', { config: { auth: EDIT }, schema: { body: leaderBody } }, async (req) => {
    const user = currentUser(req);
    if (user.role !== 3) throw invalid(ORG_MSG.leaderOnlyRole3);
    assertDeptInScope(user, req.body.dept_id);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      await setLeader(tx, dept.dept_id, req.body.manager_id);
      const [m] = req.body.manager_id ? await tx.select({ name: users.user_name }).from(users).where(eq(users.user_id, req.body.manager_id)) : [];
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'leader', user_id: user.user_id, content: m ? `设置部门负责人为「${m.name}」` : '取消部门负责人' });
    });
    return ok(null);
  });

  app.post('/api/department/updateParentDept', { config: { auth: EDIT }, schema: { body: moveBody } }, async (req) => {
    const user = currentUser(req);
    assertDeptInScope(user, req.body.dept_id);
    assertDeptInScope(user, req.body.parent_id);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      if (dept.parent_id === req.body.parent_id) return;
      await checkParent(tx, req.body.parent_id);
      await checkMove(tx, dept.dept_id, req.body.parent_id);
      await checkSiblingName(tx, req.body.parent_id, dept.dept_name, dept.dept_id);
      await tx.update(departments).set({ parent_id: req.body.parent_id, update_time: new Date() }).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'move', user_id: user.user_id, content: '调整了上级部门' });
    });
    return ok(null);
  });
}

/**
 * Makes a member the leader (负责人) of a department, or clears it (managerId 0): the department's manager_id,
 * and the members' leader flags (2 leader, 1 not). The leader must be an enabled member of the department.
 */
export async function setLeader(tx: Tx, deptId: number, managerId: number) {
  if (managerId > 0) {
    const [m] = await tx.select({ dept_id: users.dept_id, status: users.status }).from(users).where(eq(users.user_id, managerId));
    if (!m || m.status !== 1) throw invalid('所选负责人不存在或已禁用');
    if (m.dept_id !== deptId) throw invalid('部门负责人须为该部门的成员');
  }
  await tx.update(users).set({ is_leader: 1 }).where(and(eq(users.dept_id, deptId), eq(users.is_leader, 2)));
  if (managerId > 0) await tx.update(users).set({ is_leader: 2 }).where(eq(users.user_id, managerId));
  await tx.update(departments).set({ manager_id: managerId, update_time: new Date() }).where(eq(departments.dept_id, deptId));
}
