import { ERR } from '@suwork/domain';
import { contactEntity, customerEntity } from '@suwork/domain/entities';
import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../src/core/engine/tree.ts';
import { DEMO_PRODUCTS } from '../src/db/seed-data.ts';
import { createRecord } from './entity-fixtures.ts';
import { appForFile, SALES } from './harness.ts';

/** 销售经理: may list products (product_productList) but not manage product types */
const SALES_MANAGER = { username: '李娜', password: '123456' };

type Row = Record<string, unknown> & { id: number };

const { t, admin } = await appForFile();

const list = (controller: string, query: Record<string, string | number>, token = admin) =>
  t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query });

describe('picker parameters of getList', () => {
  it('company_name and contact_name filter customers by name (contains), with the picker context accepted', async () => {
    const east = await createRecord(t, admin, customerEntity, {
      enterprise_name: '杭州东湖选择器科技有限公司',
      contact_name: '沈一鸣',
    });
    await createRecord(t, admin, customerEntity, {
      enterprise_name: '苏州西山选择器贸易有限公司',
      contact_name: '沈二鸣',
    });
    const res = await list('Customer', {
      roles_name: 1,
      page: 1,
      limit: 5,
      company_name: '东湖选择器',
      contact_name: '',
      select_type: 1,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((r) => r.id)).toEqual([east]);
    expect(res.body.count).toBe(1);
    const byContact = await list('Customer', { roles_name: 1, page: 1, limit: 5, contact_name: '沈二' });
    expect(byContact.body.data.map((r) => r.enterprise_name)).toEqual(['苏州西山选择器贸易有限公司']);
    const both = await list('Customer', { roles_name: 1, company_name: '选择器', limit: 5 });
    expect(both.body.count).toBe(2);
    expect(both.body.data).toHaveLength(2);
  });

  it('keeps refusing undeclared parameters, the aliased field itself, and a fixed parameter with another value', async () => {
    expect((await list('Customer', { nope: 1 })).body).toMatchObject({ code: 400, msg: '不允许的字段：nope' });
    expect((await list('Customer', { enterprise_name: '东湖' })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：enterprise_name',
    });
    expect((await list('Customer', { roles_name: 2 })).body).toMatchObject({ code: 400, msg: 'roles_name 应为 1' });
    // entities without a picker declaration know none of the picker names
    expect((await list('Clue', { company_name: '东湖' })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：company_name',
    });
  });

  it('lists the contacts of one customer with enterprise_role=3, enterprise_id and select=1', async () => {
    // customers without a 联系人 of their own (one would become their first contact)
    const customer = await createRecord(t, admin, customerEntity, { contact_name: '' });
    const other = await createRecord(t, admin, customerEntity, { contact_name: '' });
    const mine = await createRecord(t, admin, contactEntity, {
      enterprise_id: customer,
      contact_name: '选择器联系人甲',
    });
    await createRecord(t, admin, contactEntity, { enterprise_id: other, contact_name: '选择器联系人乙' });
    const res = await list('Contacts', { enterprise_role: 3, enterprise_id: customer, select: 1, page: 1, limit: 5 });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((r) => r.id)).toEqual([mine]);
    expect(res.body.data[0]).toMatchObject({ contact_name: '选择器联系人甲', enterprise_id: customer });
    expect((await list('Contacts', { enterprise_role: 2 })).body).toMatchObject({
      code: 400,
      msg: 'enterprise_role 应为 3',
    });
  });
});

describe('seeded products and the product picker', () => {
  it('seeds the demo products with their type and department names', async () => {
    const res = await list('Product', { page: 1, limit: 8 });
    expect(res.body.count).toBe(DEMO_PRODUCTS.length);
    expect(res.body.data).toHaveLength(8);
    const crm = (await list('Product', { name: '速办CRM', spec_name: '企业版', page: 1, limit: 8, contract_id: 12 }))
      .body.data;
    expect(crm).toHaveLength(1);
    expect(crm[0]).toMatchObject({
      main_key: 'SW-CRM-02',
      name: '速办CRM',
      sub_name: '客户与销售管理',
      type_name: '标准软件',
      dept_name: '销售部',
      spec_name: '企业版 200用户',
    });
  });

  it('filters by type (a subtree sent comma-joined) and by department', async () => {
    const tree = (await t.call<TreeNode[]>('GET', '/api/ProductType/getTree', { token: admin })).body.data;
    const hardware = tree.find((n) => n.label === '硬件设备')!;
    const ids = [hardware.value, ...hardware.children.map((c) => c.value)].join(',');
    const res = await list('Product', { type_id: ids, limit: 40 });
    expect(res.body.data.map((r) => r.main_key).sort()).toEqual(['HW-NET-01', 'HW-NET-02', 'HW-SRV-01', 'HW-SRV-02']);
    const dept = res.body.data[0].dept_id as number;
    const byDept = await list('Product', { dept_id: dept, limit: 40 });
    expect(byDept.body.data.every((r) => r.dept_name === '采购部')).toBe(true);
    expect(byDept.body.count).toBe(4);
  });
});

describe('GET /api/ProductType/getTree', () => {
  it('returns the type forest as value, label, parent_id and children', async () => {
    const res = await t.call<TreeNode[]>('GET', '/api/ProductType/getTree', { token: admin });
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((n) => n.label)).toEqual(['软件产品', '硬件设备', '技术服务']);
    const software = res.body.data[0];
    expect(Object.keys(software).sort()).toEqual(['children', 'label', 'parent_id', 'value']);
    expect(software.parent_id).toBe(0);
    expect(software.children.map((c) => c.label)).toEqual(['标准软件', '定制开发']);
    expect(software.children[0]).toMatchObject({ parent_id: software.value, children: [] });
  });

  it('refuses to move a type under itself or one of its own children, and changes nothing', async () => {
    const [software] = (await t.call<TreeNode[]>('GET', '/api/ProductType/getTree', { token: admin })).body.data;
    const child = software.children[0];
    for (const parent_id of [software.value, child.value]) {
      const res = await t.call('POST', '/api/ProductType/update', {
        token: admin,
        body: { id: software.value, parent_id },
      });
      expect(res.body).toMatchObject({ code: 400, msg: '不能将产品分类移动到其自身或其下级之下' });
    }
    const after = (await t.call<TreeNode[]>('GET', '/api/ProductType/getTree', { token: admin })).body.data;
    expect(after[0]).toMatchObject({ value: software.value, parent_id: 0 });
    const other = after[1];
    expect(
      (
        await t.call('POST', '/api/ProductType/update', {
          token: admin,
          body: { id: child.value, parent_id: other.value },
        })
      ).body.code,
    ).toBe(0);
  });

  it('is open to members who may pick products, refused to others and to visitors', async () => {
    const manager = await t.login(SALES_MANAGER);
    expect((await t.call<TreeNode[]>('GET', '/api/ProductType/getTree', { token: manager })).body.data).toHaveLength(3);
    // 销售员 picks products into opportunities and quotes; 人事 has no product page
    expect((await t.call('GET', '/api/ProductType/getTree', { token: await t.login(SALES) })).body.code).toBe(0);
    const refused = await t.call('GET', '/api/ProductType/getTree', {
      token: await t.login({ username: '周杰', password: '123456' }),
    });
    expect(refused.body).toMatchObject({ code: ERR.noPermission.code, data: null });
    expect((await t.call('GET', '/api/ProductType/getTree')).body.code).toBe(ERR.notSignedIn.code);
  });

  it('exists only for entities declaring a tree', async () => {
    const res = await t.call('GET', '/api/Product/getTree', { token: admin });
    expect(res.body.code).not.toBe(0);
  });
});
