import { ACCOUNT_MSG, ERR, ORG_MSG, SIGN_IN_MSG } from '@suwork/domain';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operationLogs, users } from '../src/db/schema.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';
import { fileAddressOf, postMultipart } from './upload-helpers.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

type Profile = {
  user_id: number;
  user_name: string;
  nick_name: string;
  user_phone: string;
  user_email: string;
  dept_name: string;
  role_name: string;
  job_number: string;
  avatar_url: string;
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db40000000049454e44ae426082',
  'hex',
);
const upload = async (token: string, filename = 'me.png', file = PNG) =>
  (await postMultipart(t, '/api/Upload/doUpload', token, [{ name: 'file', file, filename }])).json<{ id: number }>()
    .data.id;
const lastLog = async (userId: number) =>
  (
    await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.record_id, userId))
      .orderBy(desc(operationLogs.id))
      .limit(1)
  )[0];

describe('GET /api/user/getProfile', () => {
  it('returns the own details: name, phone, email, department, roles, job number, avatar', async () => {
    const token = await t.login(SALES);
    const res = await t.call<Profile>('GET', '/api/user/getProfile', { token });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      user_name: '王强',
      nick_name: 'wangqiang',
      user_phone: '13800000003',
      user_email: 'wangqiang@suwork.local',
      dept_name: '销售一部',
      role_name: '销售员',
      job_number: 'SW0003',
      avatar_url: '',
    });
    expect(res.body.data).not.toHaveProperty('user_pwd');
  });

  it('needs a sign-in', async () => {
    const res = await t.call('GET', '/api/user/getProfile');
    expect(res.body.code).toBe(ERR.notSignedIn.code);
  });
});

describe('POST /api/user/updateInfo', () => {
  it('changes the own nick name and email, logs it, and leaves everything else alone', async () => {
    const token = await t.login(SALES);
    const res = await t.call('POST', '/api/user/updateInfo', {
      token,
      body: { nick_name: ' 小王 ', user_email: 'xiaowang@example.com' },
    });
    expect(res.body).toMatchObject({ code: 0, msg: ACCOUNT_MSG.profileSaved });
    const me = (await t.call<Profile>('GET', '/api/user/getProfile', { token })).body.data;
    expect(me).toMatchObject({
      nick_name: '小王',
      user_email: 'xiaowang@example.com',
      user_name: '王强',
      user_phone: '13800000003',
    });
    expect((await t.call<{ nick_name: string }>('GET', '/api/user/getUserInfo', { token })).body.data.nick_name).toBe(
      '小王',
    );
    expect((await lastLog(me.user_id)).content).toBe('修改了个人资料：昵称、邮箱');
  });

  it('refuses fields a member may not change about themselves (name, phone, department, roles, status)', async () => {
    const token = await t.login(SALES);
    for (const field of ['user_name', 'user_phone', 'dept_id', 'role_id', 'status', 'user_pwd']) {
      const res = await t.call('POST', '/api/user/updateInfo', { token, body: { nick_name: 'x', [field]: 1 } });
      expect(res.body.code).toBe(ERR.validation.code);
      expect(res.body.msg).toBe(`不允许的字段：${field}`);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.user_name, '王强'));
    expect(row.nick_name).toBe('wangqiang');
  });

  it('refuses an email another member uses, a malformed email and an empty request', async () => {
    const token = await t.login(SALES);
    expect(
      (await t.call('POST', '/api/user/updateInfo', { token, body: { user_email: 'LINA@suwork.local' } })).body.msg,
    ).toBe(ORG_MSG.emailTaken);
    expect(
      (await t.call('POST', '/api/user/updateInfo', { token, body: { user_email: 'not-an-email' } })).body.msg,
    ).toBe('请输入正确的邮箱');
    expect((await t.call('POST', '/api/user/updateInfo', { token, body: {} })).body.msg).toBe('请填写要修改的资料');
  });

  it('sets an uploaded picture as the avatar, shown by getUserInfo, and removes it with 0', async () => {
    const token = await t.login(SALES);
    const id = await upload(token);
    const set = await t.call<{ avatar_url: string }>('POST', '/api/user/updateInfo', {
      token,
      body: { avatar_id: id },
    });
    expect(set.body).toMatchObject({ code: 0, msg: ACCOUNT_MSG.avatarSaved, data: { avatar_url: fileAddressOf(id) } });
    const url = set.body.data.avatar_url;
    expect((await t.call<{ avatar: string }>('GET', '/api/user/getUserInfo', { token })).body.data.avatar).toBe(url);
    // colleagues see the avatar through its address
    const img = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${await t.login(ADMIN)}` },
    });
    expect(img.statusCode).toBe(200);
    await t.call('POST', '/api/user/updateInfo', { token, body: { avatar_id: 0 } });
    expect((await t.call<Profile>('GET', '/api/user/getProfile', { token })).body.data.avatar_url).toBe('');
  });

  it('refuses as avatar a file that is not a picture, or someone else’s file', async () => {
    const token = await t.login(SALES);
    const text = await upload(token, 'notes.txt', Buffer.from('hello'));
    expect((await t.call('POST', '/api/user/updateInfo', { token, body: { avatar_id: text } })).body.msg).toBe(
      ACCOUNT_MSG.avatarNotImage,
    );
    const theirs = await upload(await t.login(ADMIN));
    expect((await t.call('POST', '/api/user/updateInfo', { token, body: { avatar_id: theirs } })).body.msg).toBe(
      ACCOUNT_MSG.avatarMissing,
    );
    expect((await t.call('POST', '/api/user/updateInfo', { token, body: { avatar_id: 999999 } })).body.msg).toBe(
      ACCOUNT_MSG.avatarMissing,
    );
    expect((await t.call<Profile>('GET', '/api/user/getProfile', { token })).body.data.avatar_url).toBe('');
  });
});

describe('POST /api/user/updatePwd', () => {
  const change = (token: string, body: Record<string, string>) =>
    t.call('POST', '/api/user/updatePwd', { token, body });

  it('refuses a wrong old password, and counts it toward the sign-in limit of the account, not against its address', async () => {
    const token = await t.login(SALES);
    const wrong = await change(token, { old_pwd: 'wrong-1', new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' });
    expect(wrong.body).toMatchObject({ code: ERR.validation.code, msg: ACCOUNT_MSG.oldPasswordWrong });
    // 5 free, then waits of 1 s, 2 s, 4 s … reaching the 15 minute cap
    for (let i = 1; i < 15;) {
      const res = await change(token, { old_pwd: 'wrong-1', new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' });
      if (res.status === 429) t.clock.advance(Number(res.headers['retry-after']) * 1000);
      else i++;
    }
    const blocked = await change(token, { old_pwd: SALES.password, new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' });
    expect(blocked.body).toMatchObject({ code: ERR.loginThrottled.code, msg: SIGN_IN_MSG.accountWait(900) });
    const signIn = await t.call('POST', '/api/Login/login', {
      body: { username: '13800000003', password: SALES.password },
    });
    expect(signIn.body.code).toBe(ERR.loginThrottled.code);
    // a colleague at the same address is not slowed
    expect((await t.call('POST', '/api/Login/login', { body: ADMIN })).body.code).toBe(0);
  });

  it('checks the new password: 6 to 32 characters, repeated exactly, not the old one', async () => {
    const token = await t.login(SALES);
    expect((await change(token, { old_pwd: SALES.password, new_pwd: '12345', confirm_pwd: '12345' })).body.msg).toBe(
      ACCOUNT_MSG.passwordLength,
    );
    expect(
      (await change(token, { old_pwd: SALES.password, new_pwd: 'x'.repeat(33), confirm_pwd: 'x'.repeat(33) })).body.msg,
    ).toBe(ACCOUNT_MSG.passwordLength);
    expect(
      (await change(token, { old_pwd: SALES.password, new_pwd: 'newpass-1', confirm_pwd: 'newpass-2' })).body.msg,
    ).toBe('两次输入的密码不一致');
    expect(
      (await change(token, { old_pwd: SALES.password, new_pwd: SALES.password, confirm_pwd: SALES.password })).body.msg,
    ).toBe(ACCOUNT_MSG.samePassword);
    expect((await change(token, { old_pwd: '', new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' })).body.msg).toBe(
      ACCOUNT_MSG.inputOldPassword,
    );
    expect((await t.call('POST', '/api/Login/login', { body: SALES })).body.code).toBe(0);
  });

  it('changes the password, keeps this session and signs every other session out', async () => {
    const here = await t.login(SALES);
    const elsewhere = await t.login(SALES);
    const someoneElse = await t.login(ADMIN);
    const res = await change(here, { old_pwd: SALES.password, new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' });
    expect(res.body).toMatchObject({ code: 0, msg: ACCOUNT_MSG.passwordChanged });
    expect((await t.call('GET', '/api/user/getUserInfo', { token: here })).body.code).toBe(0);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: elsewhere })).body.code).toBe(ERR.notSignedIn.code);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: someoneElse })).body.code).toBe(0);
    expect((await t.call('POST', '/api/Login/login', { body: SALES })).body.msg).toBe(ERR.loginFailed.msg);
    expect(
      (await t.call('POST', '/api/Login/login', { body: { username: SALES.username, password: 'newpass-1' } })).body
        .code,
    ).toBe(0);
    const [row] = await t.database.db.select().from(users).where(eq(users.user_name, '王强'));
    expect((await lastLog(row.user_id)).content).toBe('修改了登录密码');
  });

  it('needs a sign-in', async () => {
    const res = await t.call('POST', '/api/user/updatePwd', {
      body: { old_pwd: 'a', new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' },
    });
    expect(res.body.code).toBe(ERR.notSignedIn.code);
  });
});
