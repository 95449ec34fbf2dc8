import { ERR, RENEW_TOKEN_HEADER, SIGN_IN_MSG } from '@suwork/domain';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { attemptCounters } from '../src/db/security-tables.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const HOUR = 3600_000;

describe('sign-in', () => {
  it('signs in by user name or by phone and returns an opaque token and the permission version', async () => {
    const byName = await t.call<{ token: string; version: string }>('POST', '/api/Login/login', { body: ADMIN });
    expect(byName.body.code).toBe(0);
    expect(byName.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(byName.body.data.version).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const byPhone = await t.call('POST', '/api/Login/login', { body: { username: '13800000003', password: '123456' } });
    expect(byPhone.body.code).toBe(0);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.login();
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBe(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.call('POST', '/api/Login/login', { body: { username: 'admin', password: 'nope' } });
    const unknown = await t.call('POST', '/api/Login/login', { body: { username: 'nobody', password: 'nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.body.code).not.toBe(0);
      expect(res.body.msg).toBe('账号或密码错误');
      expect(res.body.data).toBeNull();
    }
  });

  /** Checked failures with this body (a wait the throttle imposes first is waited out on the clock). */
  async function failTimes(n: number, body: (i: number) => { username: string; password: string }) {
    for (let i = 0; i < n;) {
      const res = await t.call('POST', '/api/Login/login', { body: body(i) });
      if (res.status === 429) t.clock.advance(Number(res.headers['retry-after']) * 1000);
      else {
        expect(res.body.msg).toBe('账号或密码错误');
        i++;
      }
    }
  }

  it('slows repeated failures for one account until even the right password waits 15 minutes, but not other accounts', async () => {
    // 5 free, then waits of 1 s, 2 s, 4 s … reaching the 15 minute cap
    await failTimes(15, (i) => ({ username: 'admin', password: `bad${i}` }));
    const blocked = await t.call('POST', '/api/Login/login', { body: ADMIN });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ERR.loginThrottled.code);
    expect(blocked.body.msg).toBe('密码错误次数过多，请15分钟后再试');
    expect((await t.call('POST', '/api/Login/login', { body: SALES })).body.code).toBe(0);
    t.clock.advance(16 * 60_000);
    expect((await t.call('POST', '/api/Login/login', { body: ADMIN })).body.code).toBe(0);
  });

  it('slows one address trying many accounts, except for accounts signed in from it before', async () => {
    await t.login(ADMIN);
    await failTimes(t.config.loginThrottle.freePerAddress + 10, (i) => ({ username: `guess${i}`, password: 'x' }));
    const res = await t.call('POST', '/api/Login/login', { body: SALES });
    expect(res.body.code).toBe(ERR.loginThrottled.code);
    expect(res.body.msg).toBe(SIGN_IN_MSG.addressWait(900));
    expect((await t.call('POST', '/api/Login/login', { body: ADMIN })).body.code).toBe(0);
  });

  it('refuses a disabled member and ends the sessions they hold', async () => {
    const token = await t.login(SALES);
    await t.database.db.update(users).set({ status: 2 }).where(eq(users.user_name, SALES.username));
    const res = await t.call('POST', '/api/Login/login', { body: SALES });
    expect(res.body.code).toBe(ERR.accountDisabled.code);
    expect(res.body.msg).toBe('账号已被禁用，请联系管理员');
    await t.app.sessions.revokeUser(
      (await t.database.db.select().from(users).where(eq(users.user_name, SALES.username)))[0].user_id,
    );
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(403);
  });
});

describe('sessions', () => {
  it('answers body code 403 without a token, with a garbage token and after sign-out', async () => {
    expect((await t.call('GET', '/api/user/getUserInfo')).body.code).toBe(403);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: 'x'.repeat(43) })).body).toMatchObject({
      code: 403,
      msg: '登录已失效，请重新登录',
    });
    const token = await t.login();
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(0);
    expect((await t.call('GET', '/api/user/loginOut', { token })).body.code).toBe(0);
    const after = await t.call('GET', '/api/user/getUserInfo', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(403);
  });

  it('expires a token left idle', async () => {
    const token = await t.login();
    t.clock.advance(t.config.session.idleMinutes * 60_000 - 60_000);
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(0);
    t.clock.advance(t.config.session.idleMinutes * 60_000 + 1000);
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(403);
  });

  it('renews a token close to its absolute expiry through the response header, and expires the old one', async () => {
    const token = await t.login();
    const step = 3 * HOUR;
    let renewed: string | undefined;
    for (let h = 0; h < t.config.session.absoluteHours && !renewed; h += 3) {
      t.clock.advance(step);
      const res = await t.call('GET', '/api/user/getUserInfo', { token });
      expect(res.body.code).toBe(0);
      renewed = res.headers[RENEW_TOKEN_HEADER] as string | undefined;
    }
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: renewed })).body.code).toBe(0);
    t.clock.advance(10 * 60_000);
    expect((await t.call('GET', '/api/user/getUserInfo', { token })).body.code).toBe(403);
    expect((await t.call('GET', '/api/user/getUserInfo', { token: renewed })).body.code).toBe(0);
  });

  it('expires a token at its absolute limit even when used all along', async () => {
    const noRenew = await createTestApp({ session: { ...t.config.session, renewWithinHours: 0 } });
    try {
      const tok = await noRenew.login();
      let last = 0;
      for (let h = 0; h <= noRenew.config.session.absoluteHours; h += 3) {
        noRenew.clock.advance(3 * HOUR);
        last = (await noRenew.call('GET', '/api/user/getUserInfo', { token: tok })).body.code;
      }
      expect(last).toBe(403);
    } finally {
      await noRenew.close();
    }
  });

  it('returns the current member', async () => {
    const token = await t.login(SALES);
    const res = await t.call('GET', '/api/user/getUserInfo', { token });
    expect(res.body.data).toEqual({
      uid: expect.any(Number),
      name: '王强',
      nick_name: 'wangqiang',
      avatar: '',
      role: 1,
      role_name: '销售员',
      dept_id: expect.any(Number),
    });
  });

  it('records nothing for a sign-in request with bad input', async () => {
    await t.call('POST', '/api/Login/login', { body: { username: 'admin', password: 'x', extra: 1 } });
    await t.call('POST', '/api/Login/login', { body: '{"username":' });
    const [{ n }] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(attemptCounters);
    expect(n).toBe(0);
  });
});
