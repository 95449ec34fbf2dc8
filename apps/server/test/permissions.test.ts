import { CATALOGUE, ERR, MODULES } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

type MenuNode = { node_name: string; title: string; path: string; children: MenuNode[] };
type NodeData = { version: string; userRoleNode: { node_name: string; node_auth: boolean }[]; menu: MenuNode[] };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('permissions', () => {
  it('gives admin every node and the full menu', async () => {
    const token = await t.login(ADMIN);
    const res = await t.call<NodeData>('GET', '/api/node/getNode', { token });
    expect(res.body.data.userRoleNode.length).toBe(CATALOGUE.byId.size);
    expect(res.body.data.userRoleNode.every((n) => n.node_auth)).toBe(true);
    expect(res.body.data.menu.map((m) => m.node_name)).toEqual(MODULES.map((m) => m.seg));
  });

  it('gives a 销售员 only the office, CRM, own claims and invoices, product catalogue (read only) and documents menus, without delete or export', async () => {
    const token = await t.login(SALES);
    const { data } = (await t.call<NodeData>('GET', '/api/node/getNode', { token })).body;
    expect(data.menu.map((m) => m.title)).toEqual(['办公', '客户管理', '财务', '产品', '云文档']);
    // everyone claims expenses and borrows; sales apply for invoices; finance pays, collects and issues
    expect(data.menu.find((m) => m.node_name === 'financial')!.children.map((p) => p.title)).toEqual([
      '报销',
      '借款',
      '发票管理',
    ]);
    const crm = data.menu.find((m) => m.node_name === 'customer')!;
    expect(crm.children.map((p) => p.node_name)).toContain('customer_clues');
    expect(crm.children.map((p) => p.node_name)).not.toContain('customer_channel');
    const auth = new Map(data.userRoleNode.map((n) => [n.node_name, n.node_auth]));
    expect(auth.get('customer_clues_add')).toBe(true);
    expect(auth.get('customer_clues_del')).toBe(false);
    expect(auth.get('customer_customer_export')).toBe(false);
    expect(auth.get('work_flow_examine')).toBe(false);
    expect(auth.get('system_roleManagement')).toBe(false);
    expect(auth.get('product_productList')).toBe(true);
    expect(auth.get('product_productList_add')).toBe(false);
    expect(auth.get('customer_opportunities_edit')).toBe(true);
    expect(auth.get('customer_opportunities_stage')).toBe(false);
    expect(auth.get('financial_invoice_add')).toBe(true);
    expect(auth.get('financial_invoice_open')).toBe(false);
    expect(auth.get('financial_borrow_repay')).toBe(false);
  });

  it('refuses a 销售员 elsewhere with a permission code, leaving them signed in', async () => {
    const token = await t.login(SALES);
    for (const url of ['/api/node/getAllNode', '/api/node/getDataNode']) {
      const res = await t.call('GET', url, { token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: ERR.noPermission.code, msg: '没有权限执行此操作', data: null });
    }
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(0);
  });

  it('lets an administrator read the whole node tree and data scopes', async () => {
    const token = await t.login(ADMIN);
    const all = await t.call<{ node_name: string }[]>('GET', '/api/node/getAllNode', { token });
    expect(all.body.data.map((m) => m.node_name)).toEqual(MODULES.map((m) => m.seg));
    const scopes = await t.call('GET', '/api/node/getDataNode', { token });
    expect(scopes.body.data).toEqual([
      { value: 1, label: '本人' },
      { value: 2, label: '本部门' },
      { value: 3, label: '本部门及下属部门' },
      { value: 4, label: '全部' },
      { value: 5, label: '指定部门' },
    ]);
  });

  it('serves the menu and the active roles to any signed-in member', async () => {
    const token = await t.login(SALES);
    const menu = await t.call<MenuNode[]>('GET', '/api/Common/getMenu', { token });
    expect(menu.body.data.map((m) => m.title)).toEqual(['办公', '客户管理', '财务', '产品', '云文档']);
    const roles = await t.call<{ role_name: string }[]>('GET', '/getRoles', { token });
    expect(roles.body.data.map((r) => r.role_name)).toEqual([
      '超级管理员',
      '销售经理',
      '销售员',
      '财务',
      '人事',
      '项目经理',
    ]);
    expect(roles.body.count).toBe(6);
  });

  it('gives each member the version of their own permissions, the same at sign-in and in getNode', async () => {
    const version = async (who: typeof ADMIN) => {
      const login = await t.call<{ token: string; version: string }>('POST', '/api/Login/login', { body: who });
      const node = await t.call<NodeData>('GET', '/api/node/getNode', { token: login.body.data.token });
      expect(node.body.data.version).toBe(login.body.data.version);
      return login.body.data.version;
    };
    const admin = await version(ADMIN);
    expect(admin).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await version(SALES)).not.toBe(admin);
    expect(await version(ADMIN)).toBe(admin);
  });
});
