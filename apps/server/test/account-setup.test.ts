import { ACCOUNT_MSG, ERR, INVITE_STATUS, MEMBER_STATUS, ORG_MSG } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { departments, roles, userRoles, users } from '../src/db/schema.ts';
import { createTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp({}, undefined, { emptyDatabase: true });
});
afterEach(async () => t.close());

const SETUP = {
  company_name: '星河科技有限公司',
  user_name: '陈总',
  user_phone: '13911112222',
  user_pwd: 'boss-123',
  confirm_pwd: 'boss-123',
};
type State = { is_setup: boolean; company_name: string };
const state = async () => (await t.call<State>('GET', '/api/Register/getSetupState')).body;
const setup = (body: unknown) =>
  t.call<{ token: string; version: number; user_id: number }>('POST', '/api/Register/setupCompany', { body });

describe('company set-up on an empty install', () => {
  it('reports that no company is set up yet, to anyone', async () => {
    expect(await state()).toMatchObject({ code: 0, data: { is_setup: false, company_name: '' } });
  });

  it('creates the company, its department, the administrator role and the first administrator, signed in at once', async () => {
    const res = await setup(SETUP);
    expect(res.body).toMatchObject({ code: 0, msg: ACCOUNT_MSG.companySetUp });
    const token = res.body.data.token;
    const me = await t.call<{ name: string; role_name: string }>('GET', '/api/user/getUserInfo', { token });
    expect(me.body.data).toMatchObject({ name: '陈总', role_name: '超级管理员' });
    const nodes = await t.call<{ userRoleNode: { node_name: string; node_auth: boolean }[] }>(
      'GET',
      '/api/node/getNode',
      { token },
    );
    const held = new Set(nodes.body.data.userRoleNode.filter((n) => n.node_auth).map((n) => n.node_name));
    for (const n of [
      'system_roleManagement',
      'system_optionConfig_edit',
      'personnel_dept_userForbid',
      'customer_clues',
    ])
      expect(held.has(n)).toBe(true);

    const tree = await t.call<{ value: number; label: string; children: { label: string }[] }[]>(
      'GET',
      '/api/Department/getDeptTree',
      { token },
    );
    expect(tree.body.data[0]).toMatchObject({ value: 0, label: '全公司', children: [{ label: '星河科技有限公司' }] });
    const [admin] = await t.database.db.select().from(users);
    const [dept] = await t.database.db.select().from(departments);
    expect(admin).toMatchObject({ status: MEMBER_STATUS.enabled, role: 3, dept_id: dept.dept_id });
    expect(dept.manager_id).toBe(admin.user_id);
    const held2 = await t.database.db
      .select({ name: roles.role_name, scope: roles.data_scope })
      .from(userRoles)
      .innerJoin(roles, eq(roles.role_id, userRoles.role_id));
    expect(held2).toEqual([{ name: '超级管理员', scope: 4 }]);

    expect(await state()).toMatchObject({ data: { is_setup: true, company_name: '星河科技有限公司' } });
    expect(
      (await t.call('POST', '/api/Login/login', { body: { username: '13911112222', password: 'boss-123' } })).body.code,
    ).toBe(0);
  });

  it('works exactly once: a second set-up is refused and changes nothing', async () => {
    expect((await setup(SETUP)).body.code).toBe(0);
    const again = await setup({ ...SETUP, company_name: '另一家公司', user_phone: '13933334444' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(ACCOUNT_MSG.alreadySetUp);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    expect(await t.database.db.select().from(departments)).toHaveLength(1);
  });

  it('two set-ups at the same moment create one company', async () => {
    const [a, b] = await Promise.all([setup(SETUP), setup({ ...SETUP, user_phone: '13933334444' })]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });

  it('checks the form: company name, administrator name, phone, password length and confirmation', async () => {
    expect((await setup({ ...SETUP, company_name: ' ' })).body.msg).toBe(ACCOUNT_MSG.inputCompanyName);
    expect((await setup({ ...SETUP, user_name: '' })).body.msg).toBe(ACCOUNT_MSG.inputAdminName);
    expect((await setup({ ...SETUP, user_phone: '' })).body.msg).toBe('请输入手机号');
    expect((await setup({ ...SETUP, user_pwd: '12345', confirm_pwd: '12345' })).body.msg).toBe(
      ACCOUNT_MSG.passwordLength,
    );
    expect((await setup({ ...SETUP, confirm_pwd: 'boss-124' })).body.msg).toBe('两次输入的密码不一致');
    expect((await setup({ ...SETUP, user_name: 'admin' })).body.msg).toBe(ACCOUNT_MSG.nameReserved('admin'));
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect((await state()).data.is_setup).toBe(false);
  });

  it('registration waits for the set-up, then places new members in the company department', async () => {
    const early = await t.call('POST', '/api/Register/register', {
      body: {
        invite_code: 'ABCDEFGH',
        user_name: '小李',
        user_phone: '13955556666',
        user_pwd: 'secret-1',
        confirm_pwd: 'secret-1',
      },
    });
    expect(early.body.msg).toBe(ACCOUNT_MSG.notSetUp);
    const token = (await setup(SETUP)).body.data.token;
    const { code } = (
      await t.call<{ code: string }>('POST', '/api/InviteCode/setStatus', {
        token,
        body: { status: INVITE_STATUS.enabled },
      })
    ).body.data;
    const res = await t.call<{ user_id: number }>('POST', '/api/Register/register', {
      body: {
        invite_code: code,
        user_name: '小李',
        user_phone: '13955556666',
        user_pwd: 'secret-1',
        confirm_pwd: 'secret-1',
      },
    });
    expect(res.body.msg).toBe(ACCOUNT_MSG.registered);
    const [dept] = await t.database.db.select().from(departments);
    const [member] = await t.database.db.select().from(users).where(eq(users.user_id, res.body.data.user_id));
    expect(member).toMatchObject({ dept_id: dept.dept_id, status: MEMBER_STATUS.disabled });
    // a new company has bought no seats yet: enabling says where to get them
    const enable = await t.call('POST', '/api/user/forbid', { token, body: { user_id: member.user_id, status: 1 } });
    expect(enable.body.msg).toBe(ORG_MSG.noLicence);
    expect(
      (await t.call('POST', '/api/Common/setSeats', { token, body: { seats: 5, valid_time: '2999-12-31' } })).body.code,
    ).toBe(0);
    expect(
      (await t.call('POST', '/api/user/forbid', { token, body: { user_id: member.user_id, status: 1 } })).body.code,
    ).toBe(0);
  });
});

describe('set-up on the demo install', () => {
  it('is already done: the state says so and set-up is refused', async () => {
    await t.close();
    t = await createTestApp();
    expect((await state()).data.is_setup).toBe(true);
    const res = await setup(SETUP);
    expect(res.body).toMatchObject({ code: ERR.conflict.code, msg: ACCOUNT_MSG.alreadySetUp });
  });
});
