import { DATA_SCOPE, ERR, MSG, ORG_MSG } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, settings, users } from '../src/db/schema.ts';
import { ADMIN, createTestApp, type TestContext } from './harness.ts';
import { deptId, memberForm, memberWithNodes, roleId, userId } from './org-fixtures.ts';

type Row = {
  user_id: number;
  user_name: string;
  user_phone: string;
  user_email: string;
  role_id: string;
  role_name: string;
  valid_time: string;
  is_leader: number;
  dept_name: string;
  value: number;
  label: string;
};
type Seats = { seats: number; used: number; available: number; valid_time: string; expired: boolean };

let t: TestContext;
let admin: string;
let sales: number;
let finance: number;
let seller: number;
let accountant: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  sales = await deptId(t, '销售一部');
  finance = await deptId(t, '财务部');
  seller = await roleId(t, '销售员');
  accountant = await roleId(t, '财务');
});
afterAll(async () => t.close());

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const find = async (name: string) => {
  const res = await t.call<Row[]>('GET', '/api/user/getList', { token: admin, query: { user_name: name, status: 0 } });
  return res.body.data.find((u) => u.user_name === name)!;
};
const seats = async () => (await t.call<Seats>('GET', '/api/Common/getUserSeats', { token: admin })).body.data;

describe('members', () => {
  it('adds a member with several roles sent comma-joined; the password is stored hashed and signs in', async () => {
    const form = memberForm(sales, `${seller},${accountant}`, {
      nick_name: 'xin',
      job_number: 'SW9001',
      ranks: '专员',
      valid_time: '2099-01-01',
    });
    const res = await post('/api/user/add', form);
    expect(res.body.code).toBe(0);
    const row = await find(form.user_name);
    expect(row).toMatchObject({
      user_phone: form.user_phone,
      user_email: form.user_email,
      role_id: `${seller},${accountant}`,
      role_name: '销售员,财务',
      dept_name: '销售一部',
      is_leader: 1,
      value: row.user_id,
      label: form.user_name,
    });
    expect(row.valid_time).toBe((await seats()).valid_time);
    expect(JSON.stringify(row)).not.toContain('user_pwd');
    const [stored] = await t.database.db
      .select({ pwd: users.user_pwd })
      .from(users)
      .where(eq(users.user_id, row.user_id));
    expect(stored.pwd).toMatch(/^scrypt\$/);
    expect(await t.login({ username: form.user_phone, password: form.user_pwd })).toBeTruthy();
    const log = await t.database.db.select().from(operationLogs).where(eq(operationLogs.record_id, row.user_id));
    expect(log.find((l) => l.entity === 'user')!.content).toBe(`新建成员「${form.user_name}」`);
  });

  it('says which member field is missing, with the form messages verbatim', async () => {
    const form = memberForm(sales, String(seller));
    const without = (k: string) => Object.fromEntries(Object.entries(form).filter(([key]) => key !== k));
    expect((await post('/api/user/add', without('dept_id'))).body.msg).toBe(MSG.chooseDeptFirst);
    expect((await post('/api/user/add', { ...form, dept_id: 0 })).body.msg).toBe('请先选择部门！');
    expect((await post('/api/user/add', without('user_name'))).body.msg).toBe('请输入成员名');
    expect((await post('/api/user/add', { ...form, user_name: '  ' })).body.msg).toBe('请输入成员名');
    expect((await post('/api/user/add', without('user_phone'))).body.msg).toBe('请输入手机号');
    expect((await post('/api/user/add', without('user_pwd'))).body.msg).toBe('请输入密码');
    expect((await post('/api/user/add', { ...form, user_pwd: '' })).body.msg).toBe('请输入密码');
    expect((await post('/api/user/add', without('role_id'))).body.msg).toBe('请选择角色');
    expect((await post('/api/user/add', { ...form, role_id: '' })).body.msg).toBe('请选择角色');
    expect((await post('/api/user/add', without('user_email'))).body.msg).toBe('请输入邮箱');
    expect((await post('/api/user/add', { ...form, user_phone: '12345' })).body.msg).toBe('请输入正确的手机号');
    expect((await post('/api/user/add', { ...form, user_email: 'nope' })).body.msg).toBe('请输入正确的邮箱');
    expect((await post('/api/user/add', { ...form, user_pwd: '123' })).body.msg).toBe('密码长度应为6到32位');
    expect((await post('/api/user/add', { ...form, role_id: '99999' })).body.msg).toBe('所选角色不存在或已停用');
    expect((await post('/api/user/add', { ...form, dept_id: 99999 })).body.msg).toBe('所选部门不存在');
    expect((await post('/api/user/add', { ...form, user_name: 'admin' })).body.msg).toBe(
      '成员名 admin 为系统保留，请换一个',
    );
    expect((await post('/api/user/add', { ...form, user_pwd_confirm: 'x' })).body.msg).toBe(
      '不允许的字段：user_pwd_confirm',
    );
    expect(await find(form.user_name)).toBeUndefined();
  });

  it('keeps phone and email unique, with clear messages', async () => {
    const form = memberForm(sales, String(seller));
    expect((await post('/api/user/add', { ...form, user_phone: '13800000003' })).body.msg).toBe(ORG_MSG.phoneTaken);
    expect((await post('/api/user/add', { ...form, user_email: 'LINA@suwork.local' })).body.msg).toBe(
      ORG_MSG.emailTaken,
    );
    expect((await post('/api/user/add', form)).body.code).toBe(0);
    const row = await find(form.user_name);
    const edit = { ...form, user_id: row.user_id, user_pwd: '' };
    expect((await post('/api/user/update', { ...edit, user_phone: '13800000003' })).body.msg).toBe(
      '该手机号已被其他成员使用',
    );
    expect((await post('/api/user/update', { ...edit, user_email: 'lina@suwork.local' })).body.msg).toBe(
      '该邮箱已被其他成员使用',
    );
  });

  it('edits a member: a blank password leaves it unchanged, a new one signs the member out', async () => {
    const form = memberForm(sales, String(seller));
    await post('/api/user/add', form);
    const row = await find(form.user_name);
    const memberToken = await t.login({ username: form.user_phone, password: form.user_pwd });
    const edit = {
      ...form,
      user_id: row.user_id,
      user_pwd: '',
      user_name: `${form.user_name}改`,
      dept_id: finance,
      role_id: String(accountant),
    };
    expect((await post('/api/user/update', { ...edit, user_name: '' })).body.msg).toBe('请输入成员名');
    expect((await post('/api/user/update', { ...edit, user_phone: '' })).body.msg).toBe('请输入手机号');
    expect((await post('/api/user/update', { ...edit, role_id: '' })).body.msg).toBe('请选择角色');
    expect((await post('/api/user/update', { ...edit, user_email: '' })).body.msg).toBe('请输入邮箱');
    expect((await post('/api/user/update', { ...edit, dept_id: 0 })).body.msg).toBe('请先选择部门！');
    expect((await post('/api/user/update', { ...edit, status: 2 })).body.msg).toBe('请通过启用/禁用修改成员状态');
    expect((await post('/api/user/update', edit)).body.code).toBe(0);
    expect(await find(edit.user_name)).toMatchObject({ dept_name: '财务部', role_id: String(accountant) });
    // roles and department changed: the member stays signed in, the old password still works
    expect((await t.call('GET', '/api/user/getUserInfo', { token: memberToken })).body.code).toBe(0);
    const second = await t.login({ username: form.user_phone, password: form.user_pwd });
    expect((await post('/api/user/update', { ...edit, user_pwd: 'brand-new-1' })).body.code).toBe(0);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: memberToken })).body.code).toBe(ERR.notSignedIn.code);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: second })).body.code).toBe(ERR.notSignedIn.code);
    expect(
      (await t.call('POST', '/api/Login/login', { body: { username: form.user_phone, password: form.user_pwd } })).body
        .code,
    ).toBe(ERR.loginFailed.code);
    expect(await t.login({ username: form.user_phone, password: 'brand-new-1' })).toBeTruthy();
  });

  it('sets the department leader from the member form (is_leader sent as 1) only for a signed-in member of role 3', async () => {
    const hr = await memberWithNodes(t, ['personnel', 'customer'], { role: 1 });
    const form = memberForm(sales, String(seller), { is_leader: 1 });
    expect((await post('/api/user/add', form, hr.token)).body).toMatchObject({
      code: ERR.noPermission.code,
      msg: ORG_MSG.leaderOnlyRole3,
    });
    expect((await post('/api/user/add', form)).body.code).toBe(0);
    const row = await find(form.user_name);
    expect(row.is_leader).toBe(2);
    expect((await find('刘洋')).is_leader).toBe(1);
    expect(
      (await post('/api/user/update', { ...form, user_id: row.user_id, user_pwd: '', is_leader: 0 }, hr.token)).body
        .msg,
    ).toBe(ORG_MSG.leaderOnlyRole3);
    expect(
      (await post('/api/user/update', { ...form, user_id: row.user_id, user_pwd: '', is_leader: 0 })).body.code,
    ).toBe(0);
    expect((await find(form.user_name)).is_leader).toBe(1);
  });

  it('disabling a member signs them out at once; enabling lets them back in', async () => {
    const form = memberForm(sales, String(seller));
    await post('/api/user/add', form);
    const row = await find(form.user_name);
    const token = await t.login({ username: form.user_phone, password: form.user_pwd });
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(0);
    expect((await post('/api/user/forbid', { user_id: row.user_id, status: 2 })).body.code).toBe(0);
    const next = await t.call('GET', '/api/user/getUserInfo', { token });
    expect(next.body).toEqual({ code: ERR.notSignedIn.code, msg: ERR.notSignedIn.msg, data: null });
    expect(
      (await t.call('POST', '/api/Login/login', { body: { username: form.user_phone, password: form.user_pwd } })).body
        .code,
    ).toBe(ERR.accountDisabled.code);
    expect((await post('/api/user/forbid', { user_id: row.user_id, status: 1 })).body.code).toBe(0);
    expect(await t.login({ username: form.user_phone, password: form.user_pwd })).toBeTruthy();
    expect((await post('/api/user/forbid', { user_id: row.user_id })).body.msg).toBe('请选择状态');
    expect((await post('/api/user/forbid', { status: 2 })).body.msg).toBe('请选择成员');
  });

  it('never disables, renames or lets others edit admin; nobody disables themselves', async () => {
    const adminId = await userId(t, 'admin');
    expect((await post('/api/user/forbid', { user_id: adminId, status: 2 })).body.msg).toBe(ORG_MSG.adminProtected);
    const hr = await memberWithNodes(t, ['personnel']);
    expect((await post('/api/user/forbid', { user_id: adminId, status: 2 }, hr.token)).body.msg).toBe(
      ORG_MSG.adminProtected,
    );
    expect((await post('/api/user/forbid', { user_id: hr.userId, status: 2 }, hr.token)).body.msg).toBe(
      '不能禁用自己的账号',
    );
    const adminForm = {
      user_id: adminId,
      dept_id: await deptId(t, '总经办'),
      user_name: 'admin',
      user_phone: '13800000000',
      user_email: 'admin@suwork.local',
      role_id: String(await roleId(t, '超级管理员')),
      user_pwd: 'taken-over',
    };
    expect((await post('/api/user/update', adminForm, hr.token)).body).toMatchObject({
      code: ERR.noPermission.code,
      msg: '只有 admin 本人可以修改该账号',
    });
    expect((await post('/api/user/update', { ...adminForm, user_name: 'root', user_pwd: '' })).body.msg).toBe(
      ORG_MSG.adminProtected,
    );
    const wang = await find('王强');
    expect(
      (
        await post('/api/user/update', {
          user_id: wang.user_id,
          dept_id: sales,
          user_name: 'admin',
          user_phone: wang.user_phone,
          user_email: wang.user_email,
          role_id: wang.role_id,
        })
      ).body.msg,
    ).toBe('成员名 admin 为系统保留，请换一个');
    expect(await t.login(ADMIN)).toBeTruthy();
  });

  it('refuses handing a member roles, or a password reset, beyond what the editor holds', async () => {
    const hr = await memberWithNodes(t, ['personnel']);
    const superRole = await roleId(t, '超级管理员');
    const form = memberForm(sales, String(superRole));
    const res = await post('/api/user/add', form, hr.token);
    expect(res.body.code).toBe(ERR.noPermission.code);
    expect(res.body.msg).toMatch(/^不能授予自己没有的权限：/);
    expect(await find(form.user_name)).toBeUndefined();
    const zhang = await find('张伟');
    const zhangForm = {
      user_id: zhang.user_id,
      dept_id: await deptId(t, '总经办'),
      user_name: '张伟',
      user_phone: zhang.user_phone,
      user_email: zhang.user_email,
      role_id: zhang.role_id,
    };
    expect((await post('/api/user/update', { ...zhangForm, user_pwd: 'hijack-1' }, hr.token)).body.code).toBe(
      ERR.noPermission.code,
    );
    // nor can they strip a role they could not grant
    expect((await post('/api/user/update', { ...zhangForm, role_id: String(hr.roleId) }, hr.token)).body.code).toBe(
      ERR.noPermission.code,
    );
    expect((await find('张伟')).role_id).toBe(String(superRole));
    // a role no wider than their own is fine
    expect((await post('/api/user/add', memberForm(sales, String(hr.roleId)), hr.token)).body.code).toBe(0);
  });

  it('lets a member administrator manage members only inside their data scope', async () => {
    const manager = await memberWithNodes(t, ['personnel_dept', 'customer'], {
      dept: '销售部',
      scope: DATA_SCOPE.deptAndChildren,
    });
    expect((await post('/api/user/add', memberForm(sales, String(manager.roleId)), manager.token)).body.code).toBe(0);
    const outside = await post('/api/user/add', memberForm(finance, String(manager.roleId)), manager.token);
    expect(outside.body).toMatchObject({ code: ERR.noPermission.code, msg: '只能管理自己数据权限范围内部门的成员' });
    expect(
      (await post('/api/user/forbid', { user_id: await userId(t, '黄丽'), status: 2 }, manager.token)).body.code,
    ).toBe(ERR.noPermission.code);
  });

  it('lists members page by page (limit 5 as the dialog asks), searching by name and phone, enabled by default', async () => {
    const page1 = await t.call<Row[]>('GET', '/api/user/getList', { token: admin, query: { page: 1, limit: 5 } });
    expect(page1.body.data.length).toBe(5);
    const total = page1.body.count!;
    const all = await t.call<Row[]>('GET', '/api/user/getList', { token: admin });
    expect(all.body.data.length).toBe(Math.min(10, total));
    const byPhone = await t.call<Row[]>('GET', '/api/user/getList', {
      token: admin,
      query: { user_phone: '13800000003' },
    });
    expect(byPhone.body.data.map((u) => u.user_name)).toEqual(['王强']);
    const byDeptAndName = await t.call<Row[]>('GET', '/api/user/getList', {
      token: admin,
      query: { dept_id: await deptId(t, '销售部'), user_name: '刘' },
    });
    expect(byDeptAndName.body.data.map((u) => u.user_name)).toEqual(['刘洋']);
  });
});

describe('seats', () => {
  it('reads the licence: seats, used, available and valid_time', async () => {
    const s = await seats();
    expect(s.seats).toBe(50);
    expect(s.valid_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.expired).toBe(false);
    expect(s.available).toBe(s.seats - s.used);
    const valid = await t.call<Seats>('GET', '/api/common/getValidSeats', {
      token: await t.login({ username: '王强', password: '123456' }),
    });
    expect(valid.body.data.valid_time).toBe(s.valid_time);
  });

  it('refuses adding or enabling a member when every seat is taken, naming the 购买席位 page; a bought licence lets them in', async () => {
    const { used, valid_time } = await seats();
    expect((await post('/api/Common/setSeats', { seats: used - 1, valid_time })).body.msg).toBe(
      `席位数不能少于已启用的成员数（${used} 人）`,
    );
    expect((await post('/api/Common/setSeats', { seats: used, valid_time })).body.code).toBe(0);
    const form = memberForm(sales, String(seller));
    const refused = await post('/api/user/add', form);
    expect(refused.body.msg).toBe(ORG_MSG.seatsFull(used, used));
    expect(refused.body.msg).toContain('购买席位');
    const wang = await userId(t, '王强');
    expect((await post('/api/user/forbid', { user_id: wang, status: 2 })).body.code).toBe(0);
    expect((await post('/api/user/add', { ...form, status: 1 })).body.code).toBe(0);
    expect((await post('/api/user/forbid', { user_id: wang, status: 1 })).body.msg).toBe(ORG_MSG.seatsFull(used, used));
    expect((await post('/api/Common/setSeats', { seats: used + 10, valid_time })).body.code).toBe(0);
    expect((await post('/api/user/forbid', { user_id: wang, status: 1 })).body.code).toBe(0);
    expect(await seats()).toMatchObject({ seats: used + 10, used: used + 1, available: 9 });
  });

  it('refuses adding a member once the licence has expired', async () => {
    const s = await seats();
    await t.database.db
      .update(settings)
      .set({ value: { seats: s.seats, valid_time: '2020-01-01' } })
      .where(eq(settings.key, 'seat_licence'));
    expect(await seats()).toMatchObject({ expired: true, available: 0 });
    expect((await post('/api/user/add', memberForm(sales, String(seller)))).body.msg).toBe(
      ORG_MSG.seatsExpired('2020-01-01'),
    );
    await t.database.db
      .update(settings)
      .set({ value: { seats: s.seats, valid_time: s.valid_time } })
      .where(eq(settings.key, 'seat_licence'));
  });

  it('validates the licence an administrator enters', async () => {
    expect((await post('/api/Common/setSeats', { valid_time: '2099-01-01' })).body.msg).toBe('请输入席位数');
    expect((await post('/api/Common/setSeats', { seats: 0, valid_time: '2099-01-01' })).body.msg).toBe('请输入席位数');
    expect((await post('/api/Common/setSeats', { seats: 60 })).body.msg).toBe('请选择有效期');
    expect((await post('/api/Common/setSeats', { seats: 60, valid_time: '2099-02-30' })).body.msg).toBe('请选择有效期');
    expect((await post('/api/Common/setSeats', { seats: 60, valid_time: '2020-01-01' })).body.msg).toBe(
      '有效期不能早于今天',
    );
    const ok = await post('/api/Common/setSeats', { seats: 60, valid_time: '2099-12-31' });
    expect(ok.body.data).toMatchObject({ seats: 60, valid_time: '2099-12-31', expired: false });
  });
});
