import { DATA_SCOPE, ERR, ORG_MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLogs, users } from '../src/db/schema.ts';
import type { DeptNode } from '@suwork/domain/contracts';
import { appForFile } from './harness.ts';
import { deptId, memberWithNodes, userId } from './org-fixtures.ts';

type DeptRow = {
  dept_id: number;
  dept_name: string;
  parent_id: number;
  manager_id: number;
  manager_name: string;
  menu_ids: string;
  user_count: number;
};

const { t, admin } = await appForFile();

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const list = async () => (await t.call<DeptRow[]>('GET', '/api/Department/getList', { token: admin })).body.data;
const byName = async (name: string) => (await list()).find((d) => d.dept_name === name)!;

describe('departments', () => {
  it('adds a department with sub-departments and menu permissions, listed flat and in the tree, and logged', async () => {
    const sales = await deptId(t, '销售部');
    const res = await post('/api/Department/add', {
      parent_id: sales,
      dept_name: '销售三部',
      children: ['三部一组', { dept_name: '三部二组' }],
      menu_ids: '1,101',
    });
    expect(res.body.code).toBe(0);
    const { dept_id } = res.body.data as { dept_id: number };
    const rows = await list();
    expect(rows.find((d) => d.dept_id === dept_id)).toMatchObject({
      dept_name: '销售三部',
      parent_id: sales,
      menu_ids: '1,101',
      user_count: 0,
      manager_id: 0,
    });
    expect(rows.filter((d) => d.parent_id === dept_id).map((d) => d.dept_name)).toEqual(['三部一组', '三部二组']);
    const tree = (await t.call<DeptNode[]>('GET', '/api/Department/getDeptTree', { token: admin })).body.data[0];
    const node = tree.children.find((c) => c.value === sales)!.children.find((c) => c.value === dept_id)!;
    expect(node.children.map((c) => c.label)).toEqual(['三部一组', '三部二组']);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.entity, 'dept'), eq(operationLogs.record_id, dept_id)));
    expect(logs.map((l) => l.content)).toEqual(['新建部门「销售三部」']);
  });

  it('validates department writes in Chinese and changes nothing', async () => {
    const before = (await list()).length;
    expect((await post('/api/Department/add', { parent_id: 0 })).body.msg).toBe('请输入部门名称');
    expect((await post('/api/Department/add', { parent_id: 0, dept_name: '   ' })).body.msg).toBe('请输入部门名称');
    expect((await post('/api/Department/add', { dept_name: '无上级' })).body.msg).toBe('请选择上级部门');
    expect((await post('/api/Department/add', { parent_id: 99999, dept_name: '孤儿' })).body.msg).toBe('部门不存在');
    expect((await post('/api/Department/add', { parent_id: 0, dept_name: '财务部' })).body.msg).toBe(
      '同一上级部门下已有名为「财务部」的部门',
    );
    expect((await post('/api/Department/add', { parent_id: 0, dept_name: 'x', menu_ids: '999999' })).body.msg).toBe(
      '所选菜单权限不存在',
    );
    expect((await post('/api/Department/add', { parent_id: 0, dept_name: 'x', extra: 1 })).body.msg).toBe(
      '不允许的字段：extra',
    );
    expect((await post('/api/Department/update', { dept_name: 'x' })).body.msg).toBe('请选择部门');
    expect((await post('/api/Department/del', {})).body.msg).toBe('请选择部门');
    expect((await list()).length).toBe(before);
  });

  it('renames and moves a department, but never under itself or its own subtree', async () => {
    const sales = await deptId(t, '销售部');
    const one = await deptId(t, '销售一部');
    const project = await deptId(t, '项目部');
    expect(
      (await post('/api/Department/update', { dept_id: sales, parent_id: one, dept_name: '销售部' })).body.msg,
    ).toBe(ORG_MSG.deptIntoOwnSubtree);
    expect(
      (await post('/api/Department/update', { dept_id: sales, parent_id: sales, dept_name: '销售部' })).body.msg,
    ).toBe(ORG_MSG.deptIntoOwnSubtree);
    expect((await post('/api/department/updateParentDept', { dept_id: sales, parent_id: one })).body.msg).toBe(
      ORG_MSG.deptIntoOwnSubtree,
    );
    expect((await post('/api/department/updateParentDept', { dept_id: sales, parent_id: sales })).body.msg).toBe(
      ORG_MSG.deptIntoOwnSubtree,
    );
    expect((await byName('销售部')).parent_id).toBe(0);

    const res = await post('/api/Department/update', {
      dept_id: project,
      parent_id: 0,
      dept_name: '项目交付部',
      menu_ids: '',
    });
    expect(res.body.code).toBe(0);
    expect((await byName('项目交付部')).dept_id).toBe(project);
    expect((await post('/api/department/updateParentDept', { dept_id: project, parent_id: sales })).body.code).toBe(0);
    expect((await byName('项目交付部')).parent_id).toBe(sales);
    expect((await post('/api/department/updateParentDept', { dept_id: project, parent_id: 0 })).body.code).toBe(0);
    expect((await byName('项目交付部')).parent_id).toBe(0);
  });

  it('refuses to delete a department that still has members or sub-departments', async () => {
    expect((await post('/api/Department/del', { dept_id: await deptId(t, '财务部') })).body.msg).toBe(
      ORG_MSG.deptHasMembers,
    );
    expect((await post('/api/Department/del', { dept_id: await deptId(t, '销售部') })).body.msg).toBe(
      ORG_MSG.deptHasChildren,
    );
    const add = await post('/api/Department/add', { parent_id: 0, dept_name: '临时部门' });
    const { dept_id } = add.body.data as { dept_id: number };
    expect((await post('/api/Department/del', { dept_id })).body.code).toBe(0);
    expect((await list()).some((d) => d.dept_id === dept_id)).toBe(false);
    expect((await post('/api/Department/del', { dept_id })).body.msg).toBe('部门不存在');
  });

  it('reads and saves the department menu tree; members of the department stay signed in and see only those pages', async () => {
    const purchase = await deptId(t, '采购部');
    const rule = await t.call<{
      dept_id: number;
      menu_ids: number[];
      tree: { node_name: string; children: { node_name: string }[] }[];
    }>('GET', '/api/Department/getMenuRule', {
      token: admin,
      query: { dept_id: purchase },
    });
    expect(rule.body.data.menu_ids).toEqual([]);
    expect(rule.body.data.tree.map((m) => m.node_name)).toContain('project');
    expect(JSON.stringify(rule.body.data.tree)).not.toContain('customer_clues_add');

    const member = await memberWithNodes(t, ['home', 'project'], { dept: '采购部' });
    const versionOf = async (token: string) =>
      (await t.call<{ version: string }>('GET', '/api/node/getNode', { token })).body.data.version;
    const [before, adminBefore] = [await versionOf(member.token), await versionOf(admin)];
    // 首页 (home_home, 101) only
    expect((await post('/api/Department/setMenu', { dept_id: purchase, menu_ids: '101' })).body.code).toBe(0);
    const node = await t.call<{ version: string; menu: { node_name: string; children: { node_name: string }[] }[] }>(
      'GET',
      '/api/node/getNode',
      { token: member.token },
    );
    expect(node.body.code).toBe(0);
    expect(node.body.data.version).not.toBe(before);
    expect(await versionOf(admin)).toBe(adminBefore);
    expect(node.body.data.menu.map((m) => m.node_name)).toEqual(['home']);
    expect(node.body.data.menu[0].children.map((p) => p.node_name)).toEqual(['home_home']);
    const saved = await t.call<{ menu_ids: number[] }>('GET', '/api/Department/getMenuRule', {
      token: admin,
      query: { dept_id: purchase },
    });
    expect(saved.body.data.menu_ids).toEqual([101]);
    expect((await post('/api/Department/setMenu', { dept_id: purchase, menu_ids: '' })).body.code).toBe(0);
  });

  it('sets a department leader only for a signed-in member of role 3, and only from the department', async () => {
    const finance = await deptId(t, '财务部');
    const huang = await userId(t, '黄丽');
    const zhao = await userId(t, '赵敏');
    const hr = await memberWithNodes(t, ['personnel'], { role: 1 });
    expect(
      (await post('/api/Department/setDeptLeader', { dept_id: finance, manager_id: huang }, hr.token)).body.msg,
    ).toBe(ORG_MSG.leaderOnlyRole3);
    expect(
      (await post('/api/Department/setDeptLeader', { dept_id: finance, manager_id: await userId(t, '王强') })).body.msg,
    ).toBe('部门负责人须为该部门的成员');
    expect((await post('/api/Department/setDeptLeader', { dept_id: finance, manager_id: huang })).body.code).toBe(0);
    expect(await byName('财务部')).toMatchObject({ manager_id: huang, manager_name: '黄丽' });
    const flags = await t.database.db
      .select({ id: users.user_id, is_leader: users.is_leader })
      .from(users)
      .where(eq(users.dept_id, finance));
    expect(flags.find((f) => f.id === huang)!.is_leader).toBe(2);
    expect(flags.find((f) => f.id === zhao)!.is_leader).toBe(1);
    const leaders = await t.call<{ user_name: string }[]>('GET', '/api/user/getList', {
      token: admin,
      query: { role: 2, dept_id: finance },
    });
    expect(leaders.body.data.map((u) => u.user_name)).toEqual(['黄丽']);
    expect((await post('/api/Department/setDeptLeader', { dept_id: finance, manager_id: 0 })).body.code).toBe(0);
    expect((await byName('财务部')).manager_id).toBe(0);
  });

  it('lets a department administrator manage only departments inside their data scope', async () => {
    const manager = await memberWithNodes(t, ['personnel_dept'], {
      dept: '销售部',
      scope: DATA_SCOPE.deptAndChildren,
      role: 3,
    });
    const one = await deptId(t, '销售一部');
    const finance = await deptId(t, '财务部');
    const ok = await post('/api/Department/add', { parent_id: one, dept_name: '一部一组' }, manager.token);
    expect(ok.body.code).toBe(0);
    for (const [url, body] of [
      ['/api/Department/add', { parent_id: finance, dept_name: '越权' }],
      ['/api/Department/add', { parent_id: 0, dept_name: '越权' }],
      ['/api/Department/update', { dept_id: finance, dept_name: '越权' }],
      ['/api/Department/del', { dept_id: finance }],
      ['/api/Department/setMenu', { dept_id: finance, menu_ids: '101' }],
      ['/api/department/updateParentDept', { dept_id: one, parent_id: finance }],
    ] as const) {
      const res = await post(url, body, manager.token);
      expect(res.body).toMatchObject({ code: ERR.noPermission.code, msg: '只能管理自己数据权限范围内的部门' });
    }
    expect((await byName('财务部')).dept_name).toBe('财务部');
  });

  it('offers picker option lists: departments, members, leavers and user groups; social=2 leaves out members on a social plan', async () => {
    const wang = await userId(t, '王强');
    const yang = await userId(t, '杨磊');
    await t.database.db.update(users).set({ social_plan_id: 3 }).where(eq(users.user_id, wang));
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.user_id, yang));
    type Opt = { value: number; label: string; user_id: number };
    const res = await t.call<{
      dept_list: DeptNode[];
      user_list: Opt[];
      leave_user_list: Opt[];
      group_list: unknown[];
    }>('GET', '/api/Department/getListAndUser', { token: admin });
    const d = res.body.data;
    expect(d.dept_list[0]).toMatchObject({ value: 0, label: '全公司' });
    expect(d.user_list.find((u) => u.user_id === wang)).toMatchObject({ value: wang, label: '王强', user_id: wang });
    expect(d.user_list.some((u) => u.user_id === yang)).toBe(false);
    expect(d.leave_user_list.map((u) => u.label)).toEqual(['杨磊']);
    expect(Array.isArray(d.group_list)).toBe(true);
    const social = await t.call<{ user_list: Opt[] }>('GET', '/api/Department/getListAndUser', {
      token: admin,
      query: { social: 2 },
    });
    expect(social.body.data.user_list.some((u) => u.user_id === wang)).toBe(false);
    const staff = await t.call<Opt[]>('GET', '/api/user/getList', { token: admin, query: { social: 2, limit: 100 } });
    expect(staff.body.data.some((u) => u.user_id === wang)).toBe(false);
    const disabled = await t.call<Opt[]>('GET', '/api/user/getList', { token: admin, query: { status: 2 } });
    expect(disabled.body.data.map((u) => u.label)).toEqual(['杨磊']);
    const managers = await t.call<Opt[]>('GET', '/api/Department/selectManagerList', {
      token: admin,
      query: { dept_id: await deptId(t, '销售一部') },
    });
    expect(managers.body.data.map((u) => u.label).sort()).toEqual(['刘洋', '王强'].sort());
    await t.database.db.update(users).set({ status: 1, social_plan_id: 0 }).where(eq(users.user_id, yang));
    await t.database.db.update(users).set({ social_plan_id: 0 }).where(eq(users.user_id, wang));
  });
});
