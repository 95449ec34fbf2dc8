import { REALTIME_SIGNED_OUT, type MessagePush } from '@suwork/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPermissions } from '../../api/permission-signal.ts';
import { backoff, connectRealtime } from './realtime-client.ts';
import { pushNotice } from './use-realtime-messages.ts';

/** A stand-in socket the test drives: open, server messages, close. */
class FakeSocket {
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {}
  send(s: string) {
    this.sent.push(s);
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
}

const push: MessagePush = {
  msg_id: 5,
  content: '王强提交的请假审批待您处理',
  channel: 'event',
  message_type: 1,
  business_type: 'flow',
  business_id: 2,
  create_time: '2026-03-01 09:00:00',
};

let sockets: FakeSocket[];
const make = (url: string) => {
  const s = new FakeSocket(url);
  sockets.push(s);
  return s as unknown as WebSocket;
};
beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('signs in with the token, catches up when ready and hands over each push', () => {
    const onReady = vi.fn();
    const onPush = vi.fn();
    connectRealtime('tok-123', { onReady, onPush }, make);
    expect(sockets[0].url).toMatch(/^ws:\/\/.+\/api\/realtime$/);
    sockets[0].onopen!();
    expect(sockets[0].sent).toEqual([JSON.stringify({ token: 'tok-123' })]);
    sockets[0].onmessage!({ data: JSON.stringify({ type: 'ready' }) });
    expect(onReady).toHaveBeenCalledTimes(1);
    sockets[0].onmessage!({ data: JSON.stringify(push) });
    expect(onPush).toHaveBeenCalledWith(push);
  });

  it('passes word that the permissions changed to the session, not to the message centre', () => {
    const onPush = vi.fn();
    const heard: (string | undefined)[] = [];
    const stop = onPermissions((v) => heard.push(v));
    connectRealtime('tok', { onReady: vi.fn(), onPush }, make);
    sockets[0].onmessage!({ data: JSON.stringify({ type: 'permissions' }) });
    stop();
    expect(heard).toEqual([undefined]);
    expect(onPush).not.toHaveBeenCalled();
  });

  it('reconnects with doubling waits after lost connections, and not after a sign-out', () => {
    expect([0, 1, 2, 3, 10].map(backoff)).toEqual([1000, 2000, 4000, 8000, 30_000]);
    const onReady = vi.fn();
    connectRealtime('tok', { onReady, onPush: vi.fn() }, make);
    sockets[0].onclose!({ code: 1006 });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].onclose!({ code: 1006 });
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2].onmessage!({ data: JSON.stringify({ type: 'ready' }) });
    expect(onReady).toHaveBeenCalledTimes(1);
    sockets[2].onclose!({ code: REALTIME_SIGNED_OUT });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(3);
  });

  it('stops for good when the session ends on the page', () => {
    const stop = connectRealtime('tok', { onReady: vi.fn(), onPush: vi.fn() }, make);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('how a push is announced', () => {
  it('keeps the named channels open until closed as 您有新的消息; others are 新消息 and close by themselves', () => {
    for (const channel of ['crontab_msg', 'follow_comment_msg', 'clue_msg', 'chance_msg', 'project_msg']) {
      expect(pushNotice({ ...push, channel })).toEqual({
        title: '您有新的消息',
        description: push.content,
        duration: 0,
      });
    }
    expect(pushNotice(push)).toEqual({ title: '新消息', description: push.content });
  });
});
