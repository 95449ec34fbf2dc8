import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import { redactUrl } from './log-redaction.ts';
import type { App } from './types.ts';

// The request log: one line a request, written once its answer has gone (never on the answer's path), with what an
// operator reads: method, address (credentials masked), status, time taken, member and client address. Health probes
// (a load balancer asks every few seconds) are left out unless they fail. Fastify's own two lines a request (start
// and completion, each with the whole request serialised) are off.

/** Paths asked by probes, not people: logged only when the answer is an error. */
const PROBES = new Set(['/api/health']);

// Requests the server makes of itself (app.inject while it writes the demo company) are not the traffic the request
// log is for: a first start would print some two hundred request lines before 已就绪. Requests made inside
// `quietRequests` are not logged; a request from a client never runs inside it, so it always is.
const quiet = new AsyncLocalStorage<true>();

/** Runs `work` with the requests it injects left out of the request log (what they log themselves still appears). */
export const quietRequests = <T>(work: () => Promise<T>): Promise<T> => quiet.run(true, work);

/** How long a log line may wait for others to be written with it. */
const LOG_FLUSH_MS = 500;

/**
 * Where JSON log lines go when no stream is given: stdout, written asynchronously some 32 KB at a time (a write per
 * line costs a busy server as much as the request), and at least every LOG_FLUSH_MS; flushed when the server closes.
 */
export function asyncStdout() {
  const out = pino.destination({ dest: 1, sync: false, minLength: 32_768, maxWrite: 65_536 });
  setInterval(() => {
    try {
      out.flush();
    } catch {
      /* a write under way takes the lines with it */
    }
  }, LOG_FLUSH_MS).unref();
  // what main.ts logs after the server closed (a failed close) still goes out before the process ends
  process.once('exit', () => flushQuietly(out));
  return out;
}

/** Writes out what is waiting; a stream already ended has nothing to write. */
export function flushQuietly(out: { flushSync: () => void }) {
  try {
    out.flushSync();
  } catch {
    /* closed */
  }
}

export function registerRequestLog(app: App) {
  app.addHook('onResponse', (req, reply, done) => {
    const status = reply.statusCode;
    if (quiet.getStore() !== true && !(status < 400 && PROBES.has(req.routeOptions.url ?? ''))) {
      req.log.info(
        { method: req.method, url: redactUrl(req.url), statusCode: status, responseTime: Math.round(reply.elapsedTime * 10) / 10, uid: req.auth?.user.user_id, ip: req.ip },
        'request completed',
      );
    }
    done();
  });
}
