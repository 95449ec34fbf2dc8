import { REALTIME_PATH, REALTIME_SIGNED_OUT, TOKEN_COOKIE } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demo } from './flow-fixtures.ts';
import { appForFile, createTestApp, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { socketReader } from './realtime-socket.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

const leave = (token: string) =>
  t.call<{ id: number }>('POST', '/api/Leave/add', {
    token,
    body: {
      leave_type: 3,
      start_date: '2026-03-02',
      start_half: 1,
      end_date: '2026-03-03',
      end_half: 1,
      reason: '回家探亲',
    },
  });

/** A socket read from its first message on. */
async function open(headers: Record<string, string> = {}) {
  let reader: ReturnType<typeof socketReader> | undefined;
  const ws = await t.app.injectWS(REALTIME_PATH, { headers }, { onInit: (w) => void (reader = socketReader(w)) });
  return { ws, ...reader! };
}

/** A socket signed in as a browser does: the token in its first message. */
async function signedInSocket(token: string) {
  const { ws, ...reader } = await open();
  ws.send(JSON.stringify({ token }));
  expect(await reader.next()).toEqual({ type: 'ready' });
  return { ws, ...reader };
}

describe('realtime messages', () => {
  it('pushes a new message to the member it is for, as the message centre lists it', async () => {
    const liu = await t.login(demo('刘洋'));
    const socket = await signedInSocket(liu);
    const leaveId = (await leave(sales)).body.data.id;
    const push = await socket.next();
    expect(push).toMatchObject({
      content: '王强提交的请假审批待您处理',
      channel: 'event',
      message_type: 1,
      business_type: 'flow',
    });
    expect(push.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await t.call<{ list: { data: { msg_id: number }[] } }>('GET', '/api/Message/messageList', {
      token: liu,
      query: { status: 1 },
    });
    expect(list.body.data.list.data[0].msg_id).toBe(push.msg_id);
    expect(leaveId).toBeGreaterThan(0);
    socket.ws.terminate();
  });

  it('pushes every message of a change that leaves several: two clues handed over at once', async () => {
    const ids: number[] = [];
    for (const clue_name of ['实时推送线索甲', '实时推送线索乙'])
      ids.push(
        (await t.call<{ id: number }>('POST', '/api/Clue/add', { token: admin, body: { clue_name } })).body.data.id,
      );
    const liu = await t.login(demo('刘洋'));
    const liuId = await userId(t, '刘洋');
    const socket = await signedInSocket(liu);
    expect(
      (
        await t.call('POST', '/api/Clue/editUser', {
          token: admin,
          body: { ids: ids.join(','), manager_user_id: liuId },
        })
      ).body.code,
    ).toBe(0);
    const pushes = [await socket.next(), await socket.next()];
    expect(pushes.map((p) => [p.business_id, p.content, p.channel])).toEqual([
      [ids[0], 'admin将线索「实时推送线索甲」交给您负责', 'clue_msg'],
      [ids[1], 'admin将线索「实时推送线索乙」交给您负责', 'clue_msg'],
    ]);
    socket.ws.terminate();
  });

  it('closes the socket when its session is signed out', async () => {
    const liu = await t.login(demo('刘洋'));
    const socket = await signedInSocket(liu);
    expect((await t.call('GET', '/api/user/loginOut', { token: liu })).body.code).toBe(0);
    expect((await socket.closed).code).toBe(REALTIME_SIGNED_OUT);
  });

  it('signs in with the token cookie, and refuses an unknown token', async () => {
    const liu = await t.login(demo('刘洋'));
    const cookie = await open({ cookie: `${TOKEN_COOKIE}=${liu}` });
    expect(await cookie.next()).toEqual({ type: 'ready' });
    cookie.ws.terminate();
    const bad = await open();
    bad.ws.send(JSON.stringify({ token: 'x'.repeat(43) }));
    expect((await bad.closed).code).toBe(REALTIME_SIGNED_OUT);
  });

  it('closes the socket once its session has expired, found by the periodic check', async () => {
    const other = await createTestApp({ realtimeSessionCheckMs: 50 });
    try {
      const liu = await other.login(demo('刘洋'));
      let reader: ReturnType<typeof socketReader> | undefined;
      const ws = await other.app.injectWS(REALTIME_PATH, {}, { onInit: (w) => void (reader = socketReader(w)) });
      ws.send(JSON.stringify({ token: liu }));
      expect(await reader!.next()).toEqual({ type: 'ready' });
      other.clock.advance((other.config.session.idleMinutes + 1) * 60_000);
      expect((await reader!.closed).code).toBe(REALTIME_SIGNED_OUT);
    } finally {
      await other.close();
    }
  });
});

describe('realtime socket when the instance shuts down', () => {
  it('closes signed-in sockets with 1012 (service restart), so pages reconnect to an instance still serving', async () => {
    const other = await createTestApp();
    const liu = await other.login(demo('刘洋'));
    let reader: ReturnType<typeof socketReader> | undefined;
    const ws = await other.app.injectWS(REALTIME_PATH, {}, { onInit: (w) => void (reader = socketReader(w)) });
    ws.send(JSON.stringify({ token: liu }));
    expect(await reader!.next()).toEqual({ type: 'ready' });
    await other.close();
    expect(await reader!.closed).toEqual({ code: 1012, reason: '服务重启' });
  });
});

describe('realtime socket origin', () => {
  const site = { host: 'suwork.example.com' };

  /** Opens a socket with these headers and signs it in; true once it is ready, false when the upgrade is refused. */
  async function connects(app: { injectWS: typeof t.app.injectWS }, token: string, headers: Record<string, string>) {
    let reader: ReturnType<typeof socketReader> | undefined;
    const ws = await app
      .injectWS(REALTIME_PATH, { headers }, { onInit: (w) => void (reader = socketReader(w)) })
      .catch((err: Error) => err);
    if (ws instanceof Error) {
      expect(ws.message).toMatch(/403/);
      return false;
    }
    ws.send(JSON.stringify({ token }));
    expect(await reader!.next()).toEqual({ type: 'ready' });
    ws.terminate();
    return true;
  }

  it("accepts the site's own pages and clients that send no Origin; refuses another site's page", async () => {
    const liu = await t.login(demo('刘洋'));
    expect(await connects(t.app, liu, { ...site, origin: 'https://suwork.example.com' })).toBe(true);
    expect(await connects(t.app, liu, { host: 'localhost:3000', origin: 'http://localhost:3000' })).toBe(true);
    expect(await connects(t.app, liu, site)).toBe(true);
    for (const origin of [
      'https://evil.example',
      'https://suwork.example.com.evil.example',
      'https://suwork.example.com:8443',
      'null',
      'file://',
    ]) {
      expect(await connects(t.app, liu, { ...site, origin }), origin).toBe(false);
    }
  });

  it('refuses a foreign page even with the token cookie it would carry', async () => {
    const liu = await t.login(demo('刘洋'));
    await expect(
      t.app.injectWS(REALTIME_PATH, {
        headers: { ...site, origin: 'https://evil.example', cookie: `${TOKEN_COOKIE}=${liu}` },
      }),
    ).rejects.toThrow(/403/);
  });

  it('takes the forwarded host and scheme from a trusted proxy only, and lets listed origins in', async () => {
    const liu = await t.login(demo('刘洋'));
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'suwork.example.com', 'x-forwarded-proto': 'https' };
    // not trusted: the forwarded headers are anyone's to send
    expect(await connects(t.app, liu, { ...forwarded, origin: 'https://suwork.example.com' })).toBe(false);
    const other = await createTestApp({
      trustProxy: true,
      allowedOrigins: loadConfig({ ALLOWED_ORIGINS: 'https://m.example.com, http://localhost:5173' }).allowedOrigins,
    });
    try {
      const token = await other.login(demo('刘洋'));
      expect(await connects(other.app, token, { ...forwarded, origin: 'https://suwork.example.com' })).toBe(true);
      expect(await connects(other.app, token, { ...forwarded, origin: 'http://suwork.example.com' })).toBe(false);
      expect(await connects(other.app, token, { ...forwarded, origin: 'https://evil.example' })).toBe(false);
      expect(await connects(other.app, token, { ...forwarded, origin: 'https://m.example.com' })).toBe(true);
      expect(await connects(other.app, token, { host: '127.0.0.1:3000', origin: 'http://localhost:5173' })).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('ALLOWED_ORIGINS takes origins only', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: ' HTTPS://App.Example.com ,https://b.example.com:443/' }).allowedOrigins,
    ).toEqual(['https://app.example.com', 'https://b.example.com']);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://a.example.com/path' })).toThrow(/ALLOWED_ORIGINS/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'app.example.com' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
