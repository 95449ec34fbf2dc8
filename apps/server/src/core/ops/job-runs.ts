import { ERR, JOB_MSG, JOB_STATE_LABELS, type JobState } from '@suwork/domain';
import type { JobRow } from '@suwork/domain/contracts';
import type PgBoss from 'pg-boss';
import { fail } from '../envelope.ts';
import { JOB_QUEUES, JOB_SCHEMA } from '../jobs.ts';
import { formatDateTime } from '../time-format.ts';
import type { App } from '../types.ts';

// 后台任务: the queue's jobs as the page lists them, read from the engine's own tables (the live ones and the archive
// of those ended more than a day ago), and 重试 of a failed one.

type JobRecord = {
  id: string;
  /** a member's job names its list's title */
  data: { job?: string; title?: unknown } | null;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  output: { done?: number; total?: number | null; message?: string; value?: { message?: string } } | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
};

const QUEUES = Object.values(JOB_QUEUES);

const COLUMNS =
  'id, data, state::text as state, retry_count, retry_limit, output, created_on, started_on, completed_on';

export async function jobList(
  app: App,
  page: number,
  limit: number,
  failedOnly: boolean,
): Promise<{ rows: JobRow[]; total: number }> {
  await app.jobs.queue();
  const where = `name = any($1)${failedOnly ? ` and state = 'failed'` : ''}`;
  const both = `select ${COLUMNS} from ${JOB_SCHEMA}.job where ${where}
    union all select ${COLUMNS} from ${JOB_SCHEMA}.archive where ${where}`;
  const [list, count] = await Promise.all([
    app.database.executeSql(`select * from (${both}) j order by created_on desc, id limit $2 offset $3`, [
      QUEUES,
      limit,
      (page - 1) * limit,
    ]),
    app.database.executeSql(`select count(*)::int as n from (${both}) j`, [QUEUES]),
  ]);
  const tz = app.config.tzOffsetMinutes;
  return {
    total: Number(count.rows[0]?.n ?? 0),
    rows: (list.rows as JobRecord[]).map((r) => {
      const name = r.data?.job ?? '';
      const running = r.state === 'active' && typeof r.output?.done === 'number';
      return {
        id: r.id,
        name,
        label: app.jobs.label(name) + (typeof r.data?.title === 'string' ? `「${r.data.title}」` : ''),
        state: r.state,
        state_name: JOB_STATE_LABELS[r.state] ?? r.state,
        retry_count: r.retry_count,
        retry_limit: r.retry_limit,
        progress: running ? { done: r.output!.done!, total: r.output!.total ?? null } : null,
        error: r.state === 'completed' ? '' : errorOf(r.output),
        create_time: formatDateTime(r.created_on, tz) ?? '',
        start_time: formatDateTime(r.started_on, tz),
        end_time: formatDateTime(r.completed_on, tz),
      };
    }),
  };
}

/** The message a failed try left (the queue keeps a thrown error's fields, or its own under `value`). */
function errorOf(output: JobRecord['output']): string {
  const message = output?.message ?? output?.value?.message;
  return typeof message === 'string' ? message : '';
}

/** Queues a failed job again (one more try than it had); refused for any other. Returns its job's name. */
export async function retryJob(app: App, id: string): Promise<string> {
  const boss = await app.jobs.queue();
  let job: PgBoss.JobWithMetadata<{ job?: string }> | null = null;
  for (const queue of QUEUES) job ??= await boss.getJobById<{ job?: string }>(queue, id, { includeArchive: true });
  if (!job) throw fail(ERR.notFound, JOB_MSG.notFound);
  if (job.state !== 'failed') throw fail(ERR.validation, JOB_MSG.notFailed);
  // pg-boss 10 answers how many it moved back to retry (its types say void)
  const moved = (await boss.retry(job.name, id)) as unknown as { affected?: number } | undefined;
  if (!moved?.affected) {
    // another 重试 came first (it is no longer failed), or it was archived after 30 days (no longer in the live table)
    const [live] = (
      await app.database.executeSql(`select state::text as state from ${JOB_SCHEMA}.job where id = $1`, [id])
    ).rows;
    throw live ? fail(ERR.validation, JOB_MSG.notFailed) : fail(ERR.notFound, JOB_MSG.notFound);
  }
  await app.jobs.nudge();
  return job.data?.job ?? '';
}
