import { ERR } from '@suwork/domain';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/security-tables.ts';
import { createTestApp, SALES, type TestContext } from './harness.ts';

// The sign-in throttle counts attempts before any password is checked, per account (whatever identifier was typed)
// and per address, so parallel guesses cannot get past it.

let t: TestContext;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => t.close());

const signIn = (username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/Login/login', payload: { username, password }, remoteAddress: ip }).then((r) => r.json<{ code: number }>());
const throttled = ERR.loginThrottled.code;

describe('sign-in throttle', () => {
  it('100 parallel guesses for one account: exactly 5 are checked, the rest refused, and then the right password is refused too', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(SALES.username, `guess-${i}`, `198.51.100.${i}`)));
    expect(answers.filter((a) => a.code === ERR.loginFailed.code)).toHaveLength(5);
    expect(answers.filter((a) => a.code === throttled)).toHaveLength(95);
    expect((await signIn(SALES.username, SALES.password)).code).toBe(throttled);
  });

  it('100 parallel guesses from one address over many accounts: exactly 30 are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(`不存在的账号${i}`, 'x')));
    expect(answers.filter((a) => a.code === ERR.loginFailed.code)).toHaveLength(30);
    expect(answers.filter((a) => a.code === throttled)).toHaveLength(70);
  });

  it('counts the account, not what was typed: 黄丽 locked by name stays locked by phone', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('黄丽', 'wrong')).code).toBe(ERR.loginFailed.code);
    expect((await signIn('13800000008', '123456', '192.0.2.99')).code).toBe(throttled);
    t.clock.advance(t.config.loginThrottle.windowMinutes * 60_000 + 1000);
    expect((await signIn('13800000008', '123456', '192.0.2.99')).code).toBe(0);
  });

  it('a successful sign-in gives the address its attempt back, so an office behind one address keeps signing in', async () => {
    for (let i = 0; i < 40; i++) expect((await signIn(SALES.username, SALES.password)).code).toBe(0);
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
