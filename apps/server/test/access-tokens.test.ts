import { createHash } from 'node:crypto';
import {
  ACCESS_TOKEN_MAX,
  ACCESS_TOKEN_MSG,
  DATA_SCOPE,
  ERR,
  REALTIME_PATH,
  REALTIME_SIGNED_OUT,
  RENEW_TOKEN_HEADER,
} from '@suwork/domain';
import type { AccessToken, AccessTokenCreated } from '@suwork/domain/contracts';
import { customerEntity } from '@suwork/domain/entities';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, idempotencyKeys } from '../src/db/security-tables.ts';
import { accessTokens } from '../src/modules/account/account.tables.ts';
import { sampleInput } from './entity-fixtures.ts';
import { appForFile } from './harness.ts';
import { memberWithNodes, type Member } from './org-fixtures.ts';
import { socketReader } from './realtime-socket.ts';

const { t, admin } = await appForFile();

const DAY = 86_400_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const seller = () => memberWithNodes(t, ['customer'], { dept: '销售一部', scope: DATA_SCOPE.self });

const addToken = (session: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call<AccessTokenCreated>('POST', '/api/user/tokenAdd', { token: session, body, headers });
const listTokens = (session: string) => t.call<AccessToken[]>('GET', '/api/user/tokenList', { token: session });
const revoke = (session: string, token_id: unknown) =>
  t.call<{ token_id: number }>('POST', '/api/user/tokenDel', { token: session, body: { token_id } });
async function tokenOf(m: Member, body: Record<string, unknown> = { name: '脚本' }) {
  const res = await addToken(m.token, body);
  expect(res.body.msg).toBe(ACCESS_TOKEN_MSG.created);
  return res.body.data;
}
const customerIds = async (bearer: string) => {
  const res = await t.call<{ id: number }[]>('GET', '/api/Customer/getList', { token: bearer, query: { limit: 100 } });
  expect(res.body.code).toBe(0);
  return res.body.data.map((r) => r.id).sort((a, b) => a - b);
};
const addCustomer = async (session: string) => {
  const res = await t.call<{ id: number }>('POST', '/api/Customer/add', {
    token: session,
    body: await sampleInput(t, session, customerEntity),
  });
  expect(res.body.code).toBe(0);
  return res.body.data.id;
};
const auditOf = (userId: number) =>
  t.database.db
    .select({ action: auditLogs.action, target: auditLogs.target, detail: auditLogs.detail })
    .from(auditLogs)
    .where(and(eq(auditLogs.user_id, userId), eq(auditLogs.action, 'accessToken')))
    .orderBy(auditLogs.id);

describe('创建访问令牌', () => {
  it('shows the token once, lists it by name and hint only, and keeps nothing but its hash', async () => {
    const m = await seller();
    // sent with an Idempotency-Key as the web does: the answer carrying the secret is not kept for a replay
    const res = await addToken(m.token, { name: '报表脚本', expire_days: 30 }, { 'idempotency-key': 'token-create-1' });
    expect(res.body.code).toBe(0);
    const made = res.body.data;
    expect(made.token).toMatch(/^suw_pat_[A-Za-z0-9_-]{43}$/); // 256 random bits after the prefix
    expect(made).toMatchObject({
      name: '报表脚本',
      token_hint: `suw_pat_…${made.token.slice(-4)}`,
      is_expired: 1,
      last_used_time: null,
      last_used_ip: '',
    });
    expect(Date.parse(made.expire_time!.replace(' ', 'T')) - Date.parse(made.create_time!.replace(' ', 'T'))).toBe(
      30 * DAY,
    );

    const list = await listTokens(m.token);
    expect(list.body.count).toBe(1);
    const shown: Partial<AccessTokenCreated> = { ...made };
    delete shown.token;
    expect(list.body.data).toEqual([shown]);
    expect(list.raw).not.toContain(made.token);

    const rows = await t.database.db.select().from(accessTokens).where(eq(accessTokens.user_id, m.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(made.token));
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect(JSON.stringify(rows)).not.toContain(made.token.slice('suw_pat_'.length));
    const kept = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, m.userId));
    expect(JSON.stringify(kept)).not.toContain(made.token);

    expect(await auditOf(m.userId)).toEqual([
      {
        action: 'accessToken',
        target: `token:${made.token_id}`,
        detail: `创建访问令牌 #${made.token_id}「报表脚本」，有效期30天`,
      },
    ]);
  });

  it('checks the name, the life and how many a member holds', async () => {
    const m = await seller();
    const msgOf = async (body: Record<string, unknown>) => {
      const res = await addToken(m.token, body);
      expect(res.status).toBe(400);
      return res.body.msg;
    };
    expect(await msgOf({})).toBe(ACCESS_TOKEN_MSG.inputName);
    expect(await msgOf({ name: '   ' })).toBe(ACCESS_TOKEN_MSG.inputName);
    expect(await msgOf({ name: 'x'.repeat(51) })).toBe('令牌名称不能超过50个字符');
    expect(await msgOf({ name: '脚本', expire_days: 7 })).toBe('有效期应为30天、90天、365天或永久');
    expect(await msgOf({ name: '脚本', expire_days: null })).toBe('有效期应为30天、90天、365天或永久');
    expect(await msgOf({ name: '脚本', user_id: 1 })).toBe('不允许的字段：user_id');

    // 90 days unless chosen; 50 characters are fine
    const plain = await tokenOf(m, { name: 'y'.repeat(50) });
    expect(Date.parse(plain.expire_time!.replace(' ', 'T')) - Date.parse(plain.create_time!.replace(' ', 'T'))).toBe(
      90 * DAY,
    );
    for (let i = 1; i < ACCESS_TOKEN_MAX; i++) await tokenOf(m, { name: `脚本${i}`, expire_days: 0 });
    expect(await msgOf({ name: '再来一个' })).toBe('每人最多可创建20个访问令牌，请先撤销不再使用的令牌');
    expect((await revoke(m.token, plain.token_id)).body.code).toBe(0);
    await tokenOf(m, { name: '再来一个' });
    expect((await listTokens(m.token)).body.count).toBe(ACCESS_TOKEN_MAX);
    expect((await revoke(m.token, 0)).body.msg).toBe('请选择要撤销的令牌');
  });
});

describe('calling the API with a token', () => {
  it('acts as the member: their data scope, no renewal, the last use recorded at most once a minute', async () => {
    const m = await seller();
    const theirs = await addCustomer(m.token);
    const others = await addCustomer(admin);
    const { token, token_id } = await tokenOf(m);

    expect(await customerIds(token)).toEqual([theirs]);
    expect(await customerIds(token)).toEqual(await customerIds(m.token));
    const info = await t.call<{ uid: number }>('GET', '/api/user/getUserInfo', { token });
    expect(info.body.data.uid).toBe(m.userId);
    // close to no expiry: a token is never renewed like a session
    expect(info.headers[RENEW_TOKEN_HEADER]).toBeUndefined();

    const [first] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.token_id, token_id));
    expect(first.last_used_at).not.toBeNull();
    expect(first.last_used_ip).toBe('127.0.0.1');
    t.clock.advance(30_000);
    await customerIds(token);
    const [within] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.token_id, token_id));
    expect(within.last_used_at).toEqual(first.last_used_at);
    t.clock.advance(31_000);
    await customerIds(token);
    const [later] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.token_id, token_id));
    expect(later.last_used_at!.getTime() - first.last_used_at!.getTime()).toBeGreaterThan(60_000);
    const listed = (await listTokens(m.token)).body.data[0];
    expect(listed.last_used_time).not.toBeNull();
    expect(listed.last_used_ip).toBe('127.0.0.1');

    // a later role change applies to the token at once: a wider scope, then no node at all
    expect(
      (
        await t.call('POST', '/api/RoleScope/save', {
          token: admin,
          body: { role_id: m.roleId, data_scope: DATA_SCOPE.all },
        })
      ).body.code,
    ).toBe(0);
    expect(await customerIds(token)).toEqual([theirs, others].sort((a, b) => a - b));
    expect(
      (await t.call('POST', '/api/role/setNode', { token: admin, body: { role_id: m.roleId, node_ids: [] } })).body
        .code,
    ).toBe(0);
    const refused = await t.call('GET', '/api/Customer/getList', { token });
    expect([refused.status, refused.body.code]).toEqual([403, ERR.noPermission.code]);
  });

  it('stops working for a disabled member', async () => {
    const m = await seller();
    const { token } = await tokenOf(m);
    expect(await customerIds(token)).toEqual([]);
    expect(
      (await t.call('POST', '/api/user/forbid', { token: admin, body: { user_id: m.userId, status: 2 } })).body.code,
    ).toBe(0);
    const res = await t.call('GET', '/api/Customer/getList', { token });
    expect([res.status, res.body.code, res.body.msg]).toEqual([401, ERR.notSignedIn.code, '登录已失效，请重新登录']);
  });

  it('refuses an unknown token of the right shape', async () => {
    const res = await t.call('GET', '/api/user/getUserInfo', { token: `suw_pat_${'A'.repeat(43)}` });
    expect(res.body.code).toBe(ERR.notSignedIn.code);
  });

  it('cannot make, list or revoke tokens, nor change the password: those need a sign-in', async () => {
    const m = await seller();
    const { token, token_id } = await tokenOf(m);
    const tries = [
      await addToken(token, { name: '另一个' }),
      await listTokens(token),
      await revoke(token, token_id),
      await t.call('POST', '/api/user/updatePwd', {
        token,
        body: { old_pwd: 'pass-123', new_pwd: 'pass-456', confirm_pwd: 'pass-456' },
      }),
    ];
    for (const res of tries)
      expect([res.status, res.body.code, res.body.msg]).toEqual([
        403,
        ERR.noPermission.code,
        ACCESS_TOKEN_MSG.needsSignIn,
      ]);
    // nothing changed: one token, still working, and the old password still signs in
    expect((await listTokens(m.token)).body.count).toBe(1);
    expect(await customerIds(token)).toEqual([]);
    expect(
      (await t.call('POST', '/api/Login/login', { body: { username: m.phone, password: 'pass-123' } })).body.code,
    ).toBe(0);
  });

  it('opens no realtime socket: the socket belongs to the web page', async () => {
    const m = await seller();
    const { token } = await tokenOf(m);
    let reader: ReturnType<typeof socketReader> | undefined;
    const ws = await t.app.injectWS(REALTIME_PATH, {}, { onInit: (w) => void (reader = socketReader(w)) });
    ws.send(JSON.stringify({ token }));
    expect((await reader!.closed).code).toBe(REALTIME_SIGNED_OUT);
  });
});

describe('撤销 and expiry', () => {
  it('keeps the cap when 50 creates arrive at once: exactly the allowed number are made, the rest refused', async () => {
    const m = await seller();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => addToken(m.token, { name: `并发${i}`, expire_days: 30 })),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(ACCESS_TOKEN_MAX);
    expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.msg === ACCESS_TOKEN_MSG.tooMany)).toBe(true);
    expect((await listTokens(m.token)).body.count).toBe(ACCESS_TOKEN_MAX);
  });

  it('revokes at once; only its owner may, another member reads it as not found', async () => {
    const m = await seller();
    const { token, token_id } = await tokenOf(m, { name: '同步脚本' });
    expect(await customerIds(token)).toEqual([]); // cached now

    const stranger = await revoke(admin, token_id);
    expect([stranger.status, stranger.body.code, stranger.body.msg]).toEqual([
      404,
      ERR.notFound.code,
      '数据不存在或无权查看',
    ]);
    expect(await customerIds(token)).toEqual([]);

    const res = await revoke(m.token, token_id);
    expect([res.body.code, res.body.msg, res.body.data]).toEqual([0, ACCESS_TOKEN_MSG.revoked, { token_id }]);
    const after = await t.call('GET', '/api/Customer/getList', { token });
    expect([after.status, after.body.code]).toEqual([401, ERR.notSignedIn.code]);
    expect((await listTokens(m.token)).body.data).toEqual([]);
    expect((await revoke(m.token, token_id)).body.code).toBe(ERR.notFound.code);
    const [row] = await t.database.db.select().from(accessTokens).where(eq(accessTokens.token_id, token_id));
    expect(row.revoked_at).not.toBeNull();
    expect((await auditOf(m.userId)).map((a) => a.detail)).toEqual([
      `创建访问令牌 #${token_id}「同步脚本」，有效期90天`,
      `撤销访问令牌 #${token_id}「同步脚本」`,
    ]);
  });

  it('refuses a token past its expiry and keeps listing it as expired; one without expiry goes on', async () => {
    const m = await seller();
    const month = await tokenOf(m, { name: '一个月', expire_days: 30 });
    const forever = await tokenOf(m, { name: '永久', expire_days: 0 });
    expect(forever.expire_time).toBeNull();
    expect(await customerIds(month.token)).toEqual([]);
    t.clock.advance(30 * DAY + 1000);
    const res = await t.call('GET', '/api/Customer/getList', { token: month.token });
    expect([res.status, res.body.code]).toEqual([401, ERR.notSignedIn.code]);
    expect(await customerIds(forever.token)).toEqual([]);
    // sessions end within days: sign in again to read the list
    const session = await t.login({ username: m.phone, password: 'pass-123' });
    const listed = (await listTokens(session)).body.data;
    expect(listed.map((r) => [r.name, r.is_expired])).toEqual([
      ['永久', 1],
      ['一个月', 2],
    ]);
  });
});
