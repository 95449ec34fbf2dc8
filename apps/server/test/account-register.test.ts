import { ACCOUNT_MSG, ERR, INVITE_STATUS, MEMBER_STATUS, ORG_MSG } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema.ts';
import { usedSeats, writeLicence } from '../src/modules/org/seats.service.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import { memberWithNodes } from './org-fixtures.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

type Invite = { code: string; status: number };
let phoneSeq = 0;
const form = (code: string, extra: Record<string, unknown> = {}) => ({
  invite_code: code,
  user_name: '新同事',
  user_phone: `1390000${String(++phoneSeq).padStart(4, '0')}`,
  user_pwd: 'secret-1',
  confirm_pwd: 'secret-1',
  ...extra,
});
const register = (body: unknown, headers?: Record<string, string>) =>
  t.call<{ user_id: number }>('POST', '/api/Register/register', { body, headers });

async function openRegistration(): Promise<string> {
  const admin = await t.login(ADMIN);
  const res = await t.call<Invite>('POST', '/api/InviteCode/setStatus', {
    token: admin,
    body: { status: INVITE_STATUS.enabled },
  });
  expect(res.body.code).toBe(0);
  return res.body.data.code;
}

describe('invitation code (选项配置)', () => {
  it('is created disabled the first time an administrator asks, and stays the same', async () => {
    const admin = await t.login(ADMIN);
    const first = await t.call<Invite>('GET', '/api/InviteCode/getInfo', { token: admin });
    expect(first.body.code).toBe(0);
    expect(first.body.data.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.body.data.status).toBe(INVITE_STATUS.disabled);
    expect((await t.call<Invite>('GET', '/api/InviteCode/getInfo', { token: admin })).body.data.code).toBe(
      first.body.data.code,
    );
  });

  it('needs system_optionConfig_edit to view, regenerate or switch', async () => {
    const sales = await t.login(SALES);
    expect((await t.call('GET', '/api/InviteCode/getInfo', { token: sales })).body.code).toBe(ERR.noPermission.code);
    expect((await t.call('POST', '/api/InviteCode/reset', { token: sales })).body.code).toBe(ERR.noPermission.code);
    expect((await t.call('POST', '/api/InviteCode/setStatus', { token: sales, body: { status: 1 } })).body.code).toBe(
      ERR.noPermission.code,
    );
    expect((await t.call('GET', '/api/InviteCode/getInfo')).body.code).toBe(ERR.notSignedIn.code);
    const editor = await memberWithNodes(t, ['system_optionConfig_edit']);
    expect((await t.call('GET', '/api/InviteCode/getInfo', { token: editor.token })).body.code).toBe(0);
  });

  it('regenerating replaces the code at once: the old one no longer registers anybody', async () => {
    const old = await openRegistration();
    const admin = await t.login(ADMIN);
    const reset = await t.call<Invite>('POST', '/api/InviteCode/reset', { token: admin });
    expect(reset.body).toMatchObject({
      code: 0,
      msg: ACCOUNT_MSG.inviteCodeReset,
      data: { status: INVITE_STATUS.enabled },
    });
    expect(reset.body.data.code).not.toBe(old);
    expect((await register(form(old))).body.msg).toBe(ACCOUNT_MSG.inviteCodeWrong);
    expect((await register(form(reset.body.data.code))).body.code).toBe(0);
  });

  it('refuses a status other than 1 or 2', async () => {
    const admin = await t.login(ADMIN);
    expect((await t.call('POST', '/api/InviteCode/setStatus', { token: admin, body: { status: 3 } })).body.msg).toBe(
      '请选择邀请码状态',
    );
  });
});

describe('POST /api/Register/register', () => {
  it('with the right code creates a disabled member without roles who waits for an administrator', async () => {
    const code = await openRegistration();
    const body = form(code.toLowerCase(), { user_email: 'new@example.com' });
    const res = await register(body);
    expect(res.body).toMatchObject({ code: 0, msg: '注册成功，请等待管理员启用' });
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, res.body.data.user_id));
    expect(row).toMatchObject({
      user_name: '新同事',
      user_phone: body.user_phone,
      user_email: 'new@example.com',
      status: MEMBER_STATUS.disabled,
      dept_id: 0,
    });
    expect(row.user_pwd).not.toContain('secret-1');
    expect(await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, row.user_id))).toHaveLength(0);

    const admin = await t.login(ADMIN);
    const disabled = await t.call<{ user_name: string; status: number }[]>('GET', '/api/user/getList', {
      token: admin,
      query: { status: 2, user_name: '新同事' },
    });
    expect(disabled.body.data.map((m) => [m.user_name, m.status])).toEqual([['新同事', 2]]);
  });

  it('the new member cannot sign in until an administrator enables them', async () => {
    const code = await openRegistration();
    const body = form(code);
    const { user_id } = (await register(body)).body.data;
    const before = await t.call('POST', '/api/Login/login', {
      body: { username: body.user_phone, password: 'secret-1' },
    });
    expect(before.body.msg).toBe(ERR.accountDisabled.msg);
    const admin = await t.login(ADMIN);
    expect((await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id, status: 1 } })).body.code).toBe(
      0,
    );
    const after = await t.call('POST', '/api/Login/login', {
      body: { username: body.user_phone, password: 'secret-1' },
    });
    expect(after.body.code).toBe(0);
  });

  it('enabling a registered member needs a free seat', async () => {
    const code = await openRegistration();
    const { user_id } = (await register(form(code))).body.data;
    const n = await usedSeats(t.database.db);
    await writeLicence(t.database.db, { seats: n, valid_time: '2999-12-31' });
    const admin = await t.login(ADMIN);
    const res = await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id, status: 1 } });
    expect(res.body.msg).toBe(ORG_MSG.seatsFull(n, n));
    const [row] = await t.database.db.select().from(users).where(eq(users.user_id, user_id));
    expect(row.status).toBe(MEMBER_STATUS.disabled);
  });

  it('refuses a wrong code, and the right code while registration is switched off', async () => {
    const admin = await t.login(ADMIN);
    const { code } = (await t.call<Invite>('GET', '/api/InviteCode/getInfo', { token: admin })).body.data;
    expect((await register(form(code))).body).toMatchObject({
      code: ERR.validation.code,
      msg: ACCOUNT_MSG.inviteCodeDisabled,
    });
    await openRegistration();
    expect((await register(form('WRONG123'))).body.msg).toBe(ACCOUNT_MSG.inviteCodeWrong);
    expect((await register(form(''))).body.msg).toBe(ACCOUNT_MSG.inputInviteCode);
    expect(await t.database.db.select().from(users).where(eq(users.user_name, '新同事'))).toHaveLength(0);
  });

  it('refuses a phone or email already in use, mismatched passwords and the reserved name', async () => {
    const code = await openRegistration();
    expect((await register(form(code, { user_phone: '13800000003' }))).body.msg).toBe(ORG_MSG.phoneTaken);
    expect((await register(form(code, { user_email: 'lina@suwork.local' }))).body.msg).toBe(ORG_MSG.emailTaken);
    expect((await register(form(code, { confirm_pwd: 'secret-2' }))).body.msg).toBe('两次输入的密码不一致');
    expect((await register(form(code, { user_pwd: '123', confirm_pwd: '123' }))).body.msg).toBe(
      ACCOUNT_MSG.passwordLength,
    );
    expect((await register(form(code, { user_phone: '12345' }))).body.msg).toBe('请输入正确的手机号');
    expect((await register(form(code, { user_name: 'Admin' }))).body.msg).toBe(ACCOUNT_MSG.nameReserved('admin'));
    expect((await register(form(code, { role_id: 1 }))).body.msg).toBe('不允许的字段：role_id');
    expect(await t.database.db.select().from(users).where(eq(users.user_name, '新同事'))).toHaveLength(0);
  });
});

describe('registration throttling', () => {
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ registerThrottle: { windowMinutes: 15, maxPerAddress: 3 } });
  });

  it('counts every attempt per address and refuses more within the window, then lets it pass later', async () => {
    const code = await openRegistration();
    expect((await register(form('WRONG123'))).body.code).not.toBe(0);
    expect((await register(form('WRONG123'))).body.code).not.toBe(0);
    expect((await register(form(code))).body.code).toBe(0);
    const blocked = await register(form(code));
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toBe(ACCOUNT_MSG.registerThrottled);
    t.clock.advance(16 * 60_000);
    expect((await register(form(code))).body.code).toBe(0);
  });
});
