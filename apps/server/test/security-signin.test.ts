import { ERR, SIGN_IN_MSG } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/security-tables.ts';
import { createTestApp, SALES, TestClock, type TestContext } from './harness.ts';

// The sign-in throttle reserves each attempt before any password is checked, so parallel guesses cannot get past it.
// It slows and never locks: failures of an account make its next attempts wait (1 s doubling up to 15 minutes);
// at an address or in a browser where the account signed in before only the failures made there count; an address's
// failures slow only accounts never signed in from it. A 修改密码 with a wrong old password counts toward the account.

/** TestClock held still (it moves only when advanced), so a wait is read exactly however slow the machine. */
class StillClock extends TestClock {
  private at = Date.now();
  override now = () => new Date(this.at);
  override advance(ms: number) {
    this.at += ms;
  }
}

let t: TestContext;
let clock: StillClock;
beforeEach(async () => {
  clock = new StillClock();
  t = await createTestApp({ now: clock.now });
});
afterEach(async () => t.close());

type Answer = { code: number; msg: string; wait: number | undefined; device: string | undefined };
type From = { ip?: string; device?: string };

/** One sign-in from an address (and a browser, by its device cookie): the answer, the wait it imposes, the cookie it sets. */
async function signIn(username: string, password: string, { ip = '203.0.113.7', device }: From = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Login/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: device ? { cookie: `suwork_device=${device}` } : {},
  });
  const body = res.json<{ code: number; msg: string }>();
  const retryAfter = res.headers['retry-after'];
  return {
    code: body.code,
    msg: body.msg,
    wait: retryAfter === undefined ? undefined : Number(retryAfter),
    device: res.cookies.find((c) => c.name === 'suwork_device')?.value,
  };
}

/** A wrong password that is checked: waits out whatever the account or address imposes first. */
async function fail(username: string, from: From = {}) {
  const first = await signIn(username, 'wrong-guess', from);
  if (first.code !== throttled) return first;
  clock.advance(first.wait! * 1000);
  return signIn(username, 'wrong-guess', from);
}

const throttled = ERR.loginThrottled.code;
const failed = ERR.loginFailed.code;
const BOSS = { username: '张伟', password: '123456' };
const OFFICE = '10.0.0.1';

describe('sign-in throttle', () => {
  it('100 parallel guesses for one account: exactly 5 are checked; the rest, and the right password, wait a second', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(SALES.username, `guess-${i}`, { ip: `198.51.100.${i}` })),
    );
    expect(answers.filter((a) => a.code === failed)).toHaveLength(5);
    expect(answers.filter((a) => a.code === throttled)).toHaveLength(95);
    expect(await signIn(SALES.username, SALES.password)).toMatchObject({
      code: throttled,
      msg: SIGN_IN_MSG.accountWait(1),
      wait: 1,
    });
    clock.advance(1000);
    expect((await signIn(SALES.username, SALES.password)).code).toBe(0);
  });

  it('100 parallel guesses from one address over many accounts: exactly 30 are checked, the rest wait', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(`不存在的账号${i}`, 'x')));
    expect(answers.filter((a) => a.code === failed)).toHaveLength(30);
    const waiting = answers.filter((a) => a.code === throttled);
    expect(waiting).toHaveLength(70);
    for (const a of waiting) expect(a).toMatchObject({ msg: SIGN_IN_MSG.addressWait(1), wait: 1 });
  });

  it('counts the account, not what was typed: 黄丽 slowed by name is slowed by phone, from another address too', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('黄丽', 'wrong')).code).toBe(failed);
    expect(await signIn('13800000008', '123456', { ip: '192.0.2.99' })).toMatchObject({ code: throttled, wait: 1 });
    clock.advance(1000);
    expect((await signIn('13800000008', '123456', { ip: '192.0.2.99' })).code).toBe(0);
  });

  it('a successful sign-in gives the address its attempt back, so an office behind one address keeps signing in', async () => {
    for (let i = 0; i < 40; i++) expect((await signIn(SALES.username, SALES.password)).code).toBe(0);
  });

  it('slows brute force on one account: each guess past the fifth waits twice as long, up to 15 minutes, and nothing is checked while waiting', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(BOSS.username, `guess-${i}`)).code).toBe(failed);
    const waits: number[] = [];
    for (let i = 0; i < 13; i++) {
      // even the right password is not checked before the wait is over
      const early = await signIn(BOSS.username, BOSS.password);
      expect(early).toMatchObject({ code: throttled, msg: SIGN_IN_MSG.accountWait(early.wait!) });
      waits.push(early.wait!);
      clock.advance(early.wait! * 1000 - 1000);
      expect((await signIn(BOSS.username, BOSS.password)).wait).toBe(1);
      clock.advance(1000);
      expect((await signIn(BOSS.username, `again-${i}`)).code).toBe(failed);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect((await signIn(BOSS.username, BOSS.password)).msg).toBe('密码错误次数过多，请15分钟后再试');
  });

  it('an attacker guessing the boss’s password does not stop the boss at his desk, nor in his own browser elsewhere', async () => {
    expect((await signIn(BOSS.username, BOSS.password, { ip: OFFICE })).code).toBe(0);
    const phone = await signIn(BOSS.username, BOSS.password, { ip: '100.64.1.1' });
    expect(phone.device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn(BOSS.username, `guess-${i}`, { ip: `198.51.100.${i}` })),
    );
    for (let i = 0; i < 12; i++) expect((await fail(BOSS.username, { ip: `198.51.100.${i}` })).code).toBe(failed);
    // the guesser, right password or not, waits the longest wait
    expect(await signIn(BOSS.username, BOSS.password, { ip: '192.0.2.50' })).toMatchObject({
      code: throttled,
      wait: 900,
    });

    expect((await signIn(BOSS.username, BOSS.password, { ip: OFFICE })).code).toBe(0);
    expect((await signIn(BOSS.username, BOSS.password, { ip: '192.0.2.77', device: phone.device })).code).toBe(0);
    // another browser's cookie, or a made-up one, is not his
    const other = (await signIn(SALES.username, SALES.password, { ip: '100.64.1.2' })).device;
    for (const device of [other, 'x'.repeat(43)])
      expect((await signIn(BOSS.username, BOSS.password, { ip: '192.0.2.78', device })).code).toBe(throttled);
  });

  it('one member mistyping behind the office address does not stop colleagues who signed in there before', async () => {
    for (const who of [BOSS, { username: '黄丽', password: '123456' }])
      expect((await signIn(who.username, who.password, { ip: OFFICE })).code).toBe(0);
    // 40 wrong passwords on his own account (on a first day at the office), and 40 misspelt account names
    for (let i = 0; i < 40; i++) expect((await fail('杨磊', { ip: OFFICE })).code).toBe(failed);
    for (let i = 0; i < 40; i++) expect((await fail(`杨磊${i}`, { ip: OFFICE })).code).toBe(failed);

    expect((await signIn(BOSS.username, BOSS.password, { ip: OFFICE })).code).toBe(0);
    expect((await signIn('13800000008', '123456', { ip: OFFICE })).code).toBe(0);
    // a colleague never signed in from the office is slowed, told why in Chinese, and signs in after the wait
    const newcomer = await signIn('刘洋', '123456', { ip: OFFICE });
    expect(newcomer).toMatchObject({ code: throttled, msg: SIGN_IN_MSG.addressWait(newcomer.wait!) });
    clock.advance(newcomer.wait! * 1000);
    expect((await signIn('刘洋', '123456', { ip: OFFICE })).code).toBe(0);
  });

  it('修改密码 with a wrong old password counts toward the member’s own account, never against the office', async () => {
    const token = (
      await t.app.inject({ method: 'POST', url: '/api/Login/login', payload: SALES, remoteAddress: OFFICE })
    ).json<{ data: { token: string } }>().data.token;
    const change = (old_pwd: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/user/updatePwd',
          payload: { old_pwd, new_pwd: 'newpass-1', confirm_pwd: 'newpass-1' },
          remoteAddress: OFFICE,
          headers: { authorization: `Bearer ${token}` },
        })
        .then((r) => ({ ...r.json<{ code: number; msg: string }>(), wait: Number(r.headers['retry-after'] ?? 0) }));
    for (let i = 0; i < 40; i++) {
      const wrong = await change('wrong-old');
      if (wrong.code === throttled) {
        expect(wrong.msg).toBe(SIGN_IN_MSG.accountWait(wrong.wait));
        clock.advance(wrong.wait * 1000);
        expect((await change('wrong-old')).code).toBe(ERR.validation.code);
      }
    }
    expect((await signIn('刘洋', '123456', { ip: OFFICE })).code).toBe(0);
    expect((await signIn(SALES.username, SALES.password, { ip: OFFICE })).code).toBe(throttled);
    expect((await signIn(SALES.username, SALES.password, { ip: '192.0.2.5' })).code).toBe(throttled);
  });

  it('a clock set back never stretches a wait: counts from the clock’s future are forgotten, then count again', async () => {
    // counted attempts now lie in the future: failures at the office, and the boss slowed by an attacker
    for (let i = 0; i < 3; i++) expect((await fail('杨磊', { ip: OFFICE })).code).toBe(failed);
    for (let i = 0; i < 8; i++) expect((await fail(BOSS.username, { ip: '198.51.100.9' })).code).toBe(failed);
    expect((await signIn(BOSS.username, BOSS.password, { ip: '198.51.100.9' })).code).toBe(throttled);
    clock.advance(-8 * 86_400_000);

    expect((await signIn('刘洋', '123456', { ip: OFFICE })).code).toBe(0);
    expect((await signIn(BOSS.username, BOSS.password, { ip: '198.51.100.9' })).code).toBe(0);
    // and guessing is slowed again from then on
    for (let i = 0; i < 5; i++) expect((await signIn('黄丽', 'wrong-guess', { ip: '198.51.100.9' })).code).toBe(failed);
    expect((await signIn('黄丽', '123456', { ip: '198.51.100.9' })).code).toBe(throttled);
  });

  it('keeps every attempt in the audit log, failures included after a later success', async () => {
    await signIn('黄丽', 'wrong');
    await signIn('黄丽', '123456');
    const rows = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'signIn'), eq(auditLogs.target, 'account:黄丽')));
    expect(rows.map((r) => [r.result, r.ip])).toEqual([
      ['failure', '203.0.113.7'],
      ['success', '203.0.113.7'],
    ]);
    expect(rows[1].user_name).toBe('黄丽');
  });
});
