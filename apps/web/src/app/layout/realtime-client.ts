import { PERMISSIONS_PUSH, REALTIME_PATH, REALTIME_SIGNED_OUT, type MessagePush } from '@suwork/domain';
import { reportPermissions } from '../../api/permission-signal.ts';

export const BACKOFF_START_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

export type RealtimeHandlers = {
  /** signed in (first time and after each reconnect): catch up */
  onReady: () => void;
  onPush: (push: MessagePush) => void;
};

/** The next wait after `attempt` failed connections: doubling from 1 s, at most 30 s. */
export const backoff = (attempt: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** attempt);

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;

/**
 * One socket for the signed-in session: signs in with the token in its first message, reconnects with
 * exponential backoff, and stops when the server says the session is over. Word that the member's permissions
 * changed goes to the session (permission-signal). Returns the stop function.
 */
export function connectRealtime(
  token: string,
  handlers: RealtimeHandlers,
  makeSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
): () => void {
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const ws = makeSocket(socketUrl());
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ token }));
    ws.onmessage = (e) => {
      let data: unknown;
      try {
        data = JSON.parse(String(e.data));
      } catch {
        return;
      }
      if (data && typeof data === 'object' && 'type' in data && data.type === 'ready') {
        attempt = 0;
        handlers.onReady();
      } else if (data && typeof data === 'object' && 'type' in data && data.type === PERMISSIONS_PUSH.type)
        reportPermissions();
      else if (data && typeof data === 'object' && 'msg_id' in data) handlers.onPush(data as MessagePush);
    };
    ws.onclose = (e) => {
      if (stopped || e.code === REALTIME_SIGNED_OUT) return;
      retry = setTimeout(open, backoff(attempt++));
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}
