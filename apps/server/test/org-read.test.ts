import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeptNode } from '@suwork/domain/contracts';
import { createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(SALES);
});
afterAll(async () => t.close());

describe('directory for pickers', () => {
  it('returns the department tree rooted at 全公司', async () => {
    const res = await t.call<DeptNode[]>('GET', '/api/Department/getDeptTree', { token });
    const [root] = res.body.data;
    expect(root).toMatchObject({ value: 0, label: '全公司' });
    expect(root.children.map((c) => c.label)).toEqual(['总经办', '销售部', '财务部', '人事行政部', '项目部', '采购部']);
    const sales = root.children.find((c) => c.label === '销售部')!;
    expect(sales.children.map((c) => c.label)).toEqual(['销售一部', '销售二部']);
    expect(sales.children[0].parent_id).toBe(sales.value);
  });

  it('lists members by department subtree, name and status, with paging', async () => {
    const tree = (await t.call<DeptNode[]>('GET', '/api/Department/getDeptTree', { token })).body.data[0];
    const sales = tree.children.find((c) => c.label === '销售部')!;
    const res = await t.call<{ user_name: string; dept_name: string }[]>('GET', '/api/user/getList', {
      token,
      query: { dept_id: sales.value, limit: 100 },
    });
    expect(res.body.data.map((u) => u.user_name).sort()).toEqual(['刘洋', '李娜', '杨磊', '王强', '陈静'].sort());
    expect(res.body.count).toBe(5);
    const page = await t.call<unknown[]>('GET', '/api/user/getList', {
      token,
      query: { limit: 5, page: 1, status: 1 },
    });
    expect(page.body.data.length).toBe(5);
    expect(page.body.count).toBe(13);
    const byName = await t.call<{ user_name: string }[]>('GET', '/api/user/getList', {
      token,
      query: { user_name: '王' },
    });
    expect(byName.body.data.map((u) => u.user_name)).toEqual(['王强']);
    expect(JSON.stringify(byName.body)).not.toContain('user_pwd');
  });

  it('lists the members holding a role', async () => {
    const all = (
      await t.call<{ user_id: number; role_id: string }[]>('GET', '/api/user/getList', {
        token,
        query: { limit: 100, status: 0 },
      })
    ).body.data;
    const roleId = Number(all[0].role_id.split(',')[0]);
    const res = await t.call<{ user_id: number; role_id: string }[]>('GET', '/api/user/getList', {
      token,
      query: { limit: 100, status: 0, role_id: roleId },
    });
    const holders = all.filter((u) => u.role_id.split(',').map(Number).includes(roleId)).map((u) => u.user_id);
    expect(res.body.data.map((u) => u.user_id)).toEqual(holders);
    expect(res.body.count).toBe(holders.length);
  });
});
