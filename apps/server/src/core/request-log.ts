import { healthRoutes } from '@suwork/domain/routes';
import pino from 'pino';
import type SonicBoom from 'sonic-boom';
import { redactUrl } from './log-redaction.ts';
import type { App } from './types.ts';

// The request log: one line a request, written once its answer has gone (never on the answer's path), with what an
// operator reads: method, address (credentials masked), status, time taken, member and client address. Health probes
// (a load balancer asks every few seconds) are left out unless they fail. Fastify's own two lines a request (start
// and completion, each with the whole request serialised) are off.

/** Paths asked by probes and scrapers, not people: logged only when the answer is an error. */
const PROBES = new Set<string>(Object.values(healthRoutes).map((r) => r.path));

// Requests the server makes of itself (app.inject while it writes the demo company) are not the traffic the request
// log is for: a first start would print some two hundred request lines before 已就绪. The demo is written before the
// server listens, so while `quietRequests` runs no client can be asking. (A flag, not AsyncLocalStorage: on Node 20
// that turns on a hook for every promise the server makes, for as long as it runs.)
const quietApps = new WeakSet<App>();

/** Runs `work` with the requests it injects into `app` left out of the request log (what they log themselves still appears). */
export async function quietRequests<T>(app: App, work: () => Promise<T>): Promise<T> {
  quietApps.add(app);
  try {
    return await work();
  } finally {
    quietApps.delete(app);
  }
}

/** How long a log line may wait for others to be written with it. */
const LOG_FLUSH_MS = 500;
/** Lines are handed to the file writer in batches of about this many characters. */
const BATCH_CHARS = 16_384;

/**
 * Log lines gathered into one text and handed to the writer a batch at a time. The writer (sonic-boom) measures
 * the text it holds on every write it is given, which for a line at a time cost a busy server some 5 µs a line:
 * as much as the rest of its logging.
 */
class LineBatches {
  private text = '';
  constructor(private readonly out: SonicBoom) {}

  write(line: string): void {
    this.text += line;
    if (this.text.length >= BATCH_CHARS) this.handOver();
  }

  /** Hands what is gathered to the writer, which writes it asynchronously. */
  flush(): void {
    this.handOver();
    try {
      this.out.flush();
    } catch {
      /* a write under way takes the lines with it */
    }
  }

  flushSync(): void {
    this.handOver();
    this.out.flushSync();
  }

  private handOver(): void {
    if (this.text === '') return;
    const text = this.text;
    this.text = '';
    this.out.write(text);
  }
}

/**
 * Where JSON log lines go when no stream is given: stdout, written asynchronously in batches (a write per line
 * costs a busy server as much as the request), and at least every LOG_FLUSH_MS; flushed when the server closes.
 */
export function asyncStdout(): LineBatches {
  const out = new LineBatches(pino.destination({ dest: 1, sync: false, minLength: 0 }));
  setInterval(() => out.flush(), LOG_FLUSH_MS).unref();
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
    if (!quietApps.has(app) && !(status < 400 && PROBES.has(req.routeOptions.url ?? ''))) {
      // the server's logger, with the request's id: a request's own logger is made only when it logs (request-logger.ts)
      app.log.info(
        {
          reqId: req.id,
          method: req.method,
          url: redactUrl(req.url),
          statusCode: status,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          uid: req.auth?.user.user_id,
          ip: req.ip,
        },
        'request completed',
      );
    }
    done();
  });
}
