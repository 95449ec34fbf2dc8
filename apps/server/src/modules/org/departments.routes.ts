import { ORG_MSG } from '@suwork/domain';
import { departmentAnswers } from '@suwork/domain/contracts';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { departments, users } from '../../db/schema.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog, type LogEntry } from '../../core/engine/operation-log.ts';
import { idList, inTx, memberName, positiveId } from '../../core/kit/index.ts';
import { currentUser, type App } from '../../core/types.ts';
import { checkMenuIds, checkMove, checkParent, checkSiblingName, departmentList, loadDept, membersOf, MENU_TREE, setLeader } from './departments.service.ts';
import { assertDeptInScope } from './dept-scope.ts';
import { permissionsChanged } from './permissions-changed.ts';

const DEPT_NODE = 'personnel_dept';
const ADD = { node: 'personnel_dept_deptAdd' } as const;
const EDIT = { node: 'personnel_dept_deptEdit' } as const;
const DEL = { node: 'personnel_dept_deptDel' } as const;

const DEPT_ID_MSG = '请选择部门';
const DEPT_NAME_MSG = '请输入部门名称';
const PARENT_MSG = '请选择上级部门';
const deptName = z.string({ error: DEPT_NAME_MSG }).trim().min(1, DEPT_NAME_MSG).max(64, '部门名称不能超过64个字符');
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

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Department writes (管理 the tree, menus, leader) and the department lists that go with them. */
export function departmentRoutes(app: App) {
  const db = app.database.db;
  const now = () => app.config.now();

  app.get('/api/Department/getList', { config: { auth: 'signedIn' }, schema: { response: { 200: departmentAnswers.getList }, querystring: z.strictObject({}) } }, async () => {
    const list = await departmentList(db);
    return ok(list, list.length);
  });

  app.get('/api/Department/getMenuRule', { config: { auth: { node: DEPT_NODE } }, schema: { response: { 200: departmentAnswers.getMenuRule }, querystring: deptIdBody } }, async (req) => {
    const dept = await loadDept(db, req.query.dept_id);
    return ok({ dept_id: dept.dept_id, menu_ids: dept.menu_ids, tree: MENU_TREE });
  });

  app.post('/api/Department/add', { config: { auth: ADD }, schema: { response: { 200: departmentAnswers.add }, body: addBody } }, async (req) => {
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

  app.post('/api/Department/update', { config: { auth: EDIT }, schema: { response: { 200: departmentAnswers.update }, body: updateBody } }, async (req) => {
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
        .set({ dept_name: b.dept_name, parent_id: parent, ...(menuChanged ? { menu_ids: b.menu_ids } : {}), update_time: now() })
        .where(eq(departments.dept_id, dept.dept_id));
      const changes = [
        dept.dept_name !== b.dept_name ? `名称由「${dept.dept_name}」改为「${b.dept_name}」` : '',
        parent !== dept.parent_id ? '调整了上级部门' : '',
        menuChanged ? '修改了菜单权限' : '',
      ].filter(Boolean);
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'update', user_id: user.user_id, content: `编辑部门：${changes.join('，') || '无变化'}` });
      return menuChanged ? permissionsChanged(app, tx, await membersOf(tx, dept.dept_id)) : undefined;
    });
    await after?.();
    return ok({ dept_id: b.dept_id });
  });

  app.post('/api/Department/del', { config: { auth: DEL }, schema: { response: { 200: departmentAnswers.del }, body: deptIdBody } }, async (req) => {
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

  app.post('/api/Department/setMenu', { config: { auth: EDIT }, schema: { response: { 200: departmentAnswers.setMenu }, body: setMenuBody } }, async (req) => {
    const user = currentUser(req);
    assertDeptInScope(user, req.body.dept_id);
    checkMenuIds(req.body.menu_ids);
    const after = await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      await tx.update(departments).set({ menu_ids: req.body.menu_ids, update_time: now() }).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, {
        entity: 'dept',
        record_id: dept.dept_id,
        action: 'menu',
        user_id: user.user_id,
        content: req.body.menu_ids.length ? `设置菜单权限（${req.body.menu_ids.length} 项）` : '取消菜单权限限制',
      });
      return permissionsChanged(app, tx, await membersOf(tx, dept.dept_id));
    });
    await after();
    return ok(null);
  });

  app.post('/api/Department/setDeptLeader', { config: { auth: EDIT }, schema: { response: { 200: departmentAnswers.setDeptLeader }, body: leaderBody } }, async (req) => {
    const user = currentUser(req);
    if (user.role !== 3) throw invalid(ORG_MSG.leaderOnlyRole3);
    assertDeptInScope(user, req.body.dept_id);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      await setLeader(tx, dept.dept_id, req.body.manager_id, now());
      const leader = await memberName(tx, req.body.manager_id);
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'leader', user_id: user.user_id, content: leader ? `设置部门负责人为「${leader}」` : '取消部门负责人' });
    });
    return ok(null);
  });

  app.post('/api/department/updateParentDept', { config: { auth: EDIT }, schema: { response: { 200: departmentAnswers.updateParentDept }, body: moveBody } }, async (req) => {
    const user = currentUser(req);
    assertDeptInScope(user, req.body.dept_id);
    assertDeptInScope(user, req.body.parent_id);
    await inTx(db, async (tx) => {
      const dept = await loadDept(tx, req.body.dept_id);
      if (dept.parent_id === req.body.parent_id) return;
      await checkParent(tx, req.body.parent_id);
      await checkMove(tx, dept.dept_id, req.body.parent_id);
      await checkSiblingName(tx, req.body.parent_id, dept.dept_name, dept.dept_id);
      await tx.update(departments).set({ parent_id: req.body.parent_id, update_time: now() }).where(eq(departments.dept_id, dept.dept_id));
      await writeLog(tx, { entity: 'dept', record_id: dept.dept_id, action: 'move', user_id: user.user_id, content: '调整了上级部门' });
    });
    return ok(null);
  });
}
