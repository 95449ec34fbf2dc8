import { createHash } from 'node:crypto';
import { ERR, type ErrorDef } from '@suwork/domain';
import type { RouteAuth } from '@suwork/domain/routes';
import { ApiError, fail } from '../envelope.ts';
import type { Job, JobContext } from '../jobs.ts';
import type { SessionUser } from '../sessions.ts';
import type { App } from '../types.ts';

// Work a member asks for and waits on (an export, an import) runs as a job on the queue's interactive lane: durable,
// never behind a backup, tried again on another instance when this one stops. The request sends it and waits.

/** What such a job is sent: which list (and its title, shown on 后台任务), for whom, from which address; plus the work's own fields. */
export type MemberOrder = { list: string; title: string; user_id: number; ip: string };

/** A job's outcome when the work was refused (too many rows, a bad sheet, cancelled): answered, never tried again. */
type Refusal = { refused: ErrorDef };

type Work<O extends MemberOrder, T> = (order: O, user: SessionUser, ctx: JobContext) => Promise<T>;

/**
 * A job that does `work` for the order's member, as they are when it runs (disabled since, or no longer holding the
 * list's node: refused). A refusal the work throws becomes the outcome the member's request answers with.
 */
export function memberJob<O extends MemberOrder, T extends object>(
  app: App,
  job: Pick<Job, 'name' | 'label' | 'timeoutSeconds'>,
  authOf: (list: string) => RouteAuth | undefined,
  work: Work<O, T>,
): Job {
  return {
    ...job,
    lane: 'interactive',
    exclusive: false,
    retryDelaySeconds: 1,
    run: async (ctx, data): Promise<T | Refusal> => {
      const order = data as unknown as O;
      const auth = authOf(order.list);
      if (!auth) throw new Error(`没有这个列表 ${order.list}`);
      const user = await app.sessions.member(order.user_id);
      try {
        if (!user) throw fail(ERR.notSignedIn);
        if (typeof auth === 'object' && !user.nodes.has(auth.node)) throw fail(ERR.noPermission);
        return await work(order, user, ctx);
      } catch (err) {
        if (err instanceof ApiError) return { refused: { code: err.code, http: err.http, msg: err.message } };
        throw err;
      }
    },
  };
}

/**
 * Sends a member's job and waits for it: the work's result, or the refusal thrown as the request's answer. The job's
 * id comes from the order, so the same request again (a retry, a double click) waits for the same run.
 */
export async function runForMember<T extends object>(app: App, name: string, order: MemberOrder): Promise<T> {
  const h = createHash('sha256')
    .update(`${name}\n${JSON.stringify(order)}`)
    .digest('hex');
  const id = `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
  await app.jobs.send(name, order, { id });
  const ended = await app.jobs.outcome(name, id);
  const outcome = ended?.output as T | Refusal | null | undefined;
  if (ended?.state !== 'completed' || !outcome) throw new Error(`任务 ${name} 未完成：${ended?.state ?? '不存在'}`);
  if ('refused' in outcome) throw new ApiError(outcome.refused);
  return outcome;
}

/** The lists a member job serves in this app, by MemberOrder.list; the first call registers the job itself. */
export function listsOf<L>(app: App, name: string, register: (lists: Map<string, L>) => Job): Map<string, L> {
  let byApp = registries.get(name);
  if (!byApp) registries.set(name, (byApp = new WeakMap()));
  let lists = byApp.get(app) as Map<string, L> | undefined;
  if (!lists) {
    lists = new Map();
    byApp.set(app, lists);
    app.jobs.register(register(lists));
  }
  return lists;
}

const registries = new Map<string, WeakMap<App, Map<string, unknown>>>();
