import type { WebSocket } from 'ws';

/** A socket's messages in arrival order, and its close, to await one at a time. */
export function socketReader(ws: WebSocket) {
  const queue: unknown[] = [];
  const waiting: ((m: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const m: unknown = JSON.parse(String(data));
    const w = waiting.shift();
    if (w) w(m);
    else queue.push(m);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return {
    next: <T = Record<string, unknown>>() =>
      new Promise<T>((resolve) =>
        queue.length ? resolve(queue.shift() as T) : waiting.push(resolve as (m: unknown) => void),
      ),
    closed,
  };
}
