import { ERR, EXPORT_JOB_HEADER, EXPORT_JOB_KEY, EXPORT_STATUS } from '@suwork/domain';
import { exportJobRoutes } from '@suwork/domain/routes';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { exportJobs } from '../../db/schema.ts';
import { fail, ok } from '../envelope.ts';
import { JobStopped, type JobContext } from '../jobs.ts';
import { serve } from '../serve.ts';
import { currentUser, type App } from '../types.ts';

/** A job's row is kept this long: long enough for the member's page to read how it ended. */
const KEEP_MS = 24 * 3600_000;

/** What the writer of an export tells the job the member follows. */
export type ExportJob = {
  /** rows written so far; throws 导出已取消 once the member has asked to cancel (JobStopped when the server stops) */
  progress(done: number): Promise<void>;
  /** how it ended; a written one names its file, which the member's progress then links to */
  end(status: typeof EXPORT_STATUS.written | typeof EXPORT_STATUS.failed, file?: ExportFile): Promise<void>;
};

export type ExportFile = { key: string; name: string };

/** The job key an export request names in its header, if it is a well-formed one. */
export function jobKeyOf(req: FastifyRequest): string | undefined {
  const key = req.headers[EXPORT_JOB_HEADER];
  return typeof key === 'string' && EXPORT_JOB_KEY.test(key) ? key : undefined;
}

/**
 * Starts following an export of `total` rows under the member's key. A cancel that arrived before the export began
 * (the member was quicker than the count) cancels it here; a try of the same export after one that stopped (the
 * server restarted) takes the key over from the start. `run` is the queue's context: progress shows on 后台任务 too,
 * and a stopping server ends the export at its next progress.
 */
export async function beginExportJob(
  db: Db,
  now: Date,
  userId: number,
  key: string,
  total: number,
  run?: JobContext,
): Promise<ExportJob> {
  const mine = and(eq(exportJobs.user_id, userId), eq(exportJobs.job_key, key));
  await db.delete(exportJobs).where(lt(exportJobs.create_time, new Date(now.getTime() - KEEP_MS)));
  const [started] = await db
    .insert(exportJobs)
    .values({ user_id: userId, job_key: key, total, status: EXPORT_STATUS.writing, create_time: now, update_time: now })
    .onConflictDoUpdate({
      target: [exportJobs.user_id, exportJobs.job_key],
      set: { total, done: 0, status: EXPORT_STATUS.writing, file_key: null, file_name: null, update_time: now },
      setWhere: ne(exportJobs.status, EXPORT_STATUS.cancelled),
    })
    .returning({ status: exportJobs.status });
  if (!started) throw fail(ERR.exportCancelled);
  await run?.progress(0, total);
  return {
    async progress(done) {
      if (run?.signal.aborted) throw new JobStopped();
      const writing = await db
        .update(exportJobs)
        .set({ done, update_time: sql`now()` })
        .where(and(mine, eq(exportJobs.status, EXPORT_STATUS.writing)))
        .returning({ status: exportJobs.status });
      if (writing.length === 0) throw fail(ERR.exportCancelled);
      await run?.progress(done, total);
    },
    async end(status, file) {
      // a cancelled job stays cancelled
      await db
        .update(exportJobs)
        .set({ status, file_key: file?.key ?? null, file_name: file?.name ?? null, update_time: sql`now()` })
        .where(and(mine, eq(exportJobs.status, EXPORT_STATUS.writing)));
    },
  };
}

/** ExportJob/progress and ExportJob/cancel: a member follows and cancels only their own exports. */
export function registerExportJobs(app: App) {
  const db = app.database.db;
  const mine = (userId: number, key: string) => and(eq(exportJobs.user_id, userId), eq(exportJobs.job_key, key));

  serve(app, exportJobRoutes.progress, async (req) => {
    const userId = currentUser(req).user_id;
    const [row] = await db
      .select({
        status: exportJobs.status,
        done: exportJobs.done,
        total: exportJobs.total,
        file_key: exportJobs.file_key,
        file_name: exportJobs.file_name,
      })
      .from(exportJobs)
      .where(mine(userId, req.query.job_key));
    if (!row) return ok(null);
    const { file_key, file_name, ...job } = row;
    // a fresh link each time: the one the export answered may be lost, or expired
    const url =
      job.status === EXPORT_STATUS.written && file_key && file_name
        ? await app.downloads.create(userId, file_key, file_name)
        : null;
    return ok({ ...job, url });
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
