import { ERR, EXPORT_JOB_HEADER, EXPORT_JOB_KEY, EXPORT_STATUS } from '@suwork/domain';
import { exportJobRoutes } from '@suwork/domain/routes';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';

/** A job's row is kept this long: long enough for the member's page to read how it ended. */
const KEEP_MS = 24 * 3600_000;

/** What the writer of an export tells its job; without a key (an API client) the calls do nothing. */
export type ExportJob = {
  /** rows written so far; throws 导出已取消 once the member has asked to cancel */
  progress(done: number): Promise<void>;
  end(status: typeof EXPORT_STATUS.written | typeof EXPORT_STATUS.failed): Promise<void>;
};

const untracked: ExportJob = { progress: async () => undefined, end: async () => undefined };

/** The job key an export request names in its header, if it is a well-formed one. */
export function jobKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers[EXPORT_JOB_HEADER];
  return typeof key === 'string' && EXPORT_JOB_KEY.test(key) ? key : undefined;
}

/**
 * Starts following an export of `total` rows under the member's key. A cancel that arrived before the export
 * began (the member was quicker than the count) cancels it here; a key already in use is not followed again.
 */
export async function beginExportJob(
  db: Db,
  now: Date,
  userId: number,
  key: string | undefined,
  total: number,
): Promise<ExportJob> {
  if (!key) return untracked;
  const mine = and(eq(exportJobs.user_id, userId), eq(exportJobs.job_key, key));
  await db.delete(exportJobs).where(lt(exportJobs.create_time, new Date(now.getTime() - KEEP_MS)));
  const [started] = await db
    .insert(exportJobs)
    .values({ user_id: userId, job_key: key, total, status: EXPORT_STATUS.writing, create_time: now, update_time: now })
    .onConflictDoNothing()
    .returning({ status: exportJobs.status });
  if (!started) {
    const [earlier] = await db.select({ status: exportJobs.status }).from(exportJobs).where(mine);
    if (earlier?.status === EXPORT_STATUS.cancelled) throw fail(ERR.exportCancelled);
    // the key is already another export's (a repeated request): this one runs, that one keeps the progress
    return untracked;
  }
  return {
    async progress(done) {
      const writing = await db
        .update(exportJobs)
        .set({ done, update_time: sql`now()` })
        .where(and(mine, eq(exportJobs.status, EXPORT_STATUS.writing)))
        .returning({ status: exportJobs.status });
      if (writing.length === 0) throw fail(ERR.exportCancelled);
    },
    async end(status) {
      // a cancelled job stays cancelled
      await db
        .update(exportJobs)
        .set({ status, update_time: sql`now()` })
        .where(and(mine, eq(exportJobs.status, EXPORT_STATUS.writing)));
    },
  };
}

/** ExportJob/progress and ExportJob/cancel: a member follows and cancels only their own exports. */
export function registerExportJobs(app: App) {
  const db = app.database.db;
  const mine = (userId: number, key: string) => and(eq(exportJobs.user_id, userId), eq(exportJobs.job_key, key));

  serve(app, exportJobRoutes.progress, async (req) => {
    const [row] = await db
      .select({ status: exportJobs.status, done: exportJobs.done, total: exportJobs.total })
      .from(exportJobs)
      .where(mine(currentUser(req).user_id, req.query.job_key));
    return ok(row ?? null);
  });

  serve(app, exportJobRoutes.cancel, async (req) => {
    const { job_key } = req.body;
    const now = app.config.now();
    // before the export has begun, the row waits for it (it then stops at once); a finished export is left as it ended
    await db
      .insert(exportJobs)
      .values({
        user_id: currentUser(req).user_id,
        job_key,
        status: EXPORT_STATUS.cancelled,
        create_time: now,
        update_time: now,
      })
      .onConflictDoUpdate({
        target: [exportJobs.user_id, exportJobs.job_key],
        set: { status: EXPORT_STATUS.cancelled, update_time: now },
        setWhere: eq(exportJobs.status, EXPORT_STATUS.writing),
      });
    return ok(null);
  });
}
