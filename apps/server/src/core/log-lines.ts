// Readable log lines for a person at a terminal (`npm start`): one short line a request, the time in company time,
// warnings marked. Production (no terminal, or LOG_FORMAT=json) keeps pino's JSON lines for log collectors.

type Entry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  /** a request line's (request-log.ts) */
  method?: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO ', 40: 'WARN ', 50: 'ERROR', 60: 'FATAL' };
/** pino's own keys, and what the request line already says */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);

const paint = (color: boolean, code: string, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);

/** HH:mm:ss of an epoch time in the company's time zone. */
function clock(time: number, tzOffsetMinutes: number): string {
  return new Date(time + tzOffsetMinutes * 60_000).toISOString().slice(11, 19);
}

/** One JSON log line as a person reads it. */
export function readableLine(json: string, tzOffsetMinutes: number, color = false): string {
  let e: Entry;
  try {
    e = JSON.parse(json) as Entry;
  } catch {
    return json.trimEnd();
  }
  const level = e.level ?? 30;
  const tag = LEVELS[level] ?? String(level);
  const head = `${paint(color, '2', clock(e.time ?? Date.now(), tzOffsetMinutes))} ${level >= 50 ? paint(color, '31;1', tag) : level >= 40 ? paint(color, '33;1', tag) : paint(color, '36', tag)}`;
  let body: string;
  if (e.msg === 'request completed' && e.method) {
    const status = e.statusCode ?? 0;
    const code =
      status >= 500
        ? paint(color, '31', String(status))
        : status >= 400
          ? paint(color, '33', String(status))
          : String(status);
    body = `${e.method} ${e.url ?? ''} → ${code} ${Math.round(e.responseTime ?? 0)} ms`;
  } else {
    const extra = Object.entries(e)
      .filter(([k]) => !SHOWN.has(k))
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
    body = [level >= 40 ? paint(color, '1', e.msg ?? '') : (e.msg ?? ''), ...extra].filter(Boolean).join(' ');
  }
  const err = e.err?.stack ?? e.err?.message;
  return err ? `${head} ${body}\n${err}` : `${head} ${body}`;
}

/** A pino destination writing readable lines to `out` (a terminal). */
export function readableLogStream(out: { write: (s: string) => unknown }, tzOffsetMinutes: number, color: boolean) {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (json.trim() === '') continue;
        out.write(`${readableLine(json, tzOffsetMinutes, color)}\n`);
      }
    },
  };
}
