import { REALTIME_PATH, REALTIME_SIGNED_OUT, TOKEN_COOKIE } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { demo } from './flow-fixtures.ts';
import { appForFile, createTestApp, SALES } from './harness.ts';
import { userId } from './org-fixtures.ts';
import { socketReader } from './realtime-socket.ts';

const { t, admin } = await appForFile();
const sales = await t.login(SALES);

const leave = (token: string) =>
  t.call<{ id: number }>('POST', '/api/Leave/add', { token, body: { leave_type: 3, start_date: '2026-03-02', start_half: 1, end_date: '2026-03-03', end_half: 1, reason: '回家探亲' } });

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
    expect(push).toMatchObject({ content: '王强提交的请假审批待您处理', channel: 'event', message_type: 1, business_type: 'flow' });
    expect(push.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const list = await t.call<{ list: { data: { msg_id: number }[] } }>('GET', '/api/Message/messageList', { token: liu, query: { status: 1 } });
    expect(list.body.data.list.data[0].msg_id).toBe(push.msg_id);
    expect(leaveId).toBeGreaterThan(0);
    socket.ws.terminate();
  });

  it('pushes every message of a change that leaves several: two clues handed over at once', async () => {
    const ids: number[] = [];
    for (const clue_name of ['实时推送线索甲', '实时推送线索乙']) ids.push((await t.call<{ id: number }>('POST', '/api/Clue/add', { token: admin, body: { clue_name } })).body.data.id);
    const liu = await t.login(demo('刘洋'));
    const liuId = await userId(t, '刘洋');
    const socket = await signedInSocket(liu);
    expect((await t.call('POST', '/api/Clue/editUser', { token: admin, body: { ids: ids.join(','), manager_user_id: liuId } })).body.code).toBe(0);
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
