import { ERR, IDEMPOTENCY_REPLAYED_HEADER } from '@suwork/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/security-tables.ts';
import { fail, invalid } from './envelope.ts';
import type { App } from './types.ts';

/** A repeat within this time gets the first answer; older keys are forgotten (hourly purge). */
export const IDEMPOTENCY_KEEP_MS = 24 * 3_600_000;
/** How long a repeat waits for the first request of its key to answer. */
const WAIT_MS = 10_000;
/** A reservation still in progress after this long was left by a process that stopped: it may be taken over. */
const STALE_MS = 5 * 60_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,128}$/;
const PURGE_JOB = 'idempotency-purge';

export const IDEMPOTENCY_MSG = {
  badKey: '幂等键（Idempotency-Key）格式不正确：应为1至128个可见ASCII字符',
  inProgress: '该请求正在处理中，请勿重复提交',
  otherRequest: '该幂等键已用于其他请求',
} as const;

type Owner = { user_id: number; key: string };
type Claim = { run: true } | { run: false; http: number; body: string };

/** Requests that hold the reservation of their key, until their answer is stored or the reservation released. */
const reserved = new WeakMap<FastifyRequest, Owner>();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const whereOwner = (o: Owner) => and(eq(idempotencyKeys.user_id, o.user_id), eq(idempotencyKeys.key, o.key));
/** Method and path (controllers are case-insensitive), without the query. */
const routeOf = (req: FastifyRequest) => `${req.method} ${req.url.split('?')[0].toLowerCase()}`.slice(0, 255);

function answeredOk(payload: unknown): payload is string {
  if (typeof payload !== 'string') return false;
  try {
    return (JSON.parse(payload) as { code?: unknown }).code === 0;
  } catch {
    return false;
  }
}

/**
 * Takes the key for this request, or finds the first answer to replay. Each step is a statement of its own (no
 * transaction is held while waiting, so PGlite's single connection and a small pool stay free for the first
 * request): a concurrent INSERT of the same key waits for the other to commit, then does nothing.
 */
async function claim(db: Db, owner: Owner, route: string, now: () => Date): Promise<Claim> {
  const deadline = now().getTime() + WAIT_MS;
  for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
    const taken = await db
      .insert(idempotencyKeys)
      .values({ ...owner, route, status: 1, create_time: now() })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { run: true };
    const [row] = await db.select().from(idempotencyKeys).where(whereOwner(owner));
    if (!row) continue; // the first request failed and let the key go: this one runs
    if (row.route !== route) throw invalid(IDEMPOTENCY_MSG.otherRequest);
    const age = now().getTime() - row.create_time.getTime();
    if (age > IDEMPOTENCY_KEEP_MS || (row.status === 1 && age > STALE_MS)) {
      await db.delete(idempotencyKeys).where(and(whereOwner(owner), eq(idempotencyKeys.create_time, row.create_time)));
      continue;
    }
    if (row.status === 2 && row.http !== null && row.body !== null)
      return { run: false, http: row.http, body: row.body };
    if (now().getTime() >= deadline) throw fail(ERR.conflict, IDEMPOTENCY_MSG.inProgress);
    await sleep(pause);
  }
}

/** Forgets keys older than 24 hours. */
export async function purgeIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.create_time, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)));
}

/**
 * `Idempotency-Key` on a signed-in POST: the first request of a key runs; its successful answer (code 0) is kept
 * and every repeat within 24 hours gets it again (header `Idempotency-Replayed: true`), waiting while the first
 * is still at work. A failed answer releases the key, so a corrected resubmission with it runs normally.
 */
export function registerIdempotency(app: App) {
  const db = app.database.db;
  const now = () => app.config.now();

  const preHandler = async (req: FastifyRequest, reply: FastifyReply) => {
    // a route whose answer is a secret shown once is never stored: the key is ignored there
    if (req.method !== 'POST' || !req.auth || req.routeOptions.config.secretAnswer) return;
    const key = req.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) throw invalid(IDEMPOTENCY_MSG.badKey);
    const owner = { user_id: req.auth.user.user_id, key };
    const got = await claim(db, owner, routeOf(req), now);
    if (got.run) {
      reserved.set(req, owner);
      return;
    }
    return reply
      .code(got.http)
      .header('content-type', 'application/json; charset=utf-8')
      .header(IDEMPOTENCY_REPLAYED_HEADER, 'true')
      .send(got.body);
  };

  // before the answer leaves, so a client that has it and repeats the key finds it stored
  const onSend = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const owner = reserved.get(req);
    if (!owner) return payload;
    reserved.delete(req);
    try {
      if (answeredOk(payload))
        await db
          .update(idempotencyKeys)
          .set({ status: 2, http: reply.statusCode, body: payload })
          .where(whereOwner(owner));
      else await db.delete(idempotencyKeys).where(whereOwner(owner));
    } catch (err) {
      req.log.error({ err }, 'idempotency key not settled');
    }
    return payload;
  };

  // an answer that never went through onSend (a hijacked reply) releases its key
  const onResponse = async (req: FastifyRequest) => {
    const owner = reserved.get(req);
    if (!owner) return;
    reserved.delete(req);
    await db
      .delete(idempotencyKeys)
      .where(whereOwner(owner))
      .catch((err: unknown) => req.log.error({ err }, 'idempotency key not released'));
  };

  // only a POST can carry a key: other routes go without the three hooks. Each runs first among its route's own hooks,
  // as a global one would (before compression encodes the answer it stores).
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    route.preHandler = [preHandler, ...[route.preHandler ?? []].flat()];
    route.onSend = [onSend, ...[route.onSend ?? []].flat()];
    route.onResponse = [onResponse, ...[route.onResponse ?? []].flat()];
  });

  app.jobs.register({
    name: PURGE_JOB,
    label: '幂等键清理',
    pattern: '41 * * * *',
    run: () => purgeIdempotencyKeys(db, now()),
  });
}
