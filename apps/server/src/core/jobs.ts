import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** How a run ended: done here, left to the instance already running it, or failed. */
export type JobResult = 'done' | 'elsewhere' | 'failed';
export type JobRunObserver = (name: string, result: JobResult, seconds: number) => void;

export type JobContext = {
  /** records how far the run has come (shown on the 后台任务 page); call it outside a transaction */
  progress(done: number, total?: number): Promise<void>;
  /** aborted when this instance stops: end at a safe point by throwing; the job is tried again, here or elsewhere */
  signal: AbortSignal;
};

export type Job = {
  name: string;
  /** what the 后台任务 page calls it */
  label?: string;
  /** cron pattern in the company time zone; without one the job runs only when sent */
  pattern?: string;
  run: (ctx: JobContext, data: Record<string, unknown>) => Promise<unknown>;
  /** tries after the first failure (default 2) */
  retryLimit?: number;
  /** the wait before the first retry, doubling after each (default 30 s) */
  retryDelaySeconds?: number;
  /** a try running longer fails (and is retried); default 15 minutes */
  timeoutSeconds?: number;
  /** a scheduled job's run is exclusive across instances (default); sent jobs that carry their own data need not be */
  exclusive?: boolean;
  /**
   * 'interactive' for work a member waits for (exports, imports): its own queue and worker, so it never waits behind
   * a backup or a nightly purge; 'background' (default) for the rest.
   */
  lane?: JobLane;
};

export type JobLane = 'background' | 'interactive';

/** One queue per lane; a job's name is in its data. */
export const JOB_QUEUES: Record<JobLane, string> = { background: 'suwork', interactive: 'suwork-interactive' };
/** How a job's tries ended, once they have: its state and what the last try returned or threw. */
export type JobOutcome = { state: 'completed' | 'failed' | 'cancelled'; output: Record<string, unknown> | null };
/** The schema the queue engine keeps its tables in (not part of a backup: a restored company starts with none). */
export const JOB_SCHEMA = 'pgboss';
const POLL_MS = 2000;
const OUTCOME_POLL_MS = 250;
const SOON_MS = 20;
const DEFAULT_TIMEOUT_S = 15 * 60;
const DAY_S = 24 * 3600;

/** A stable 31-bit advisory-lock id per job name. */
export function lockIdOf(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 1) & 0x7fffffff;
}

/** What a run throws when it ends early because the instance is stopping (see JobContext.signal). */
export class JobStopped extends Error {
  constructor() {
    super('服务停止，任务将重新执行');
  }
}

const errorOutput = (err: unknown) => ({
  message: err instanceof Error ? err.message.slice(0, 2000) : String(err).slice(0, 2000),
});

/**
 * Background jobs on pg-boss (docs/decisions/0023): durable in the database, tried again with growing delays, a
 * timeout per try, progress, and a failed state an administrator retries from 系统 › 后台任务. Scheduled jobs are
 * sent by each instance's clock into a one-per-minute slot, so one run is queued however many instances fire; the
 * run also holds its job's advisory lock, so a run sent by hand never overlaps a scheduled one. An instance works
 * its jobs one at a time, so however many are queued they use the pool as one request would.
 */
export class JobService {
  private crons: Cron[] = [];
  private jobs = new Map<string, Job>();
  private observers: JobRunObserver[] = [];
  private boss?: Promise<PgBoss>;
  private loops: Promise<void>[] = [];
  private stopped = false;
  private stopping = new AbortController();
  /** each lane's worker, woken when a job is sent to its queue */
  private wakers = new Map<string, () => void>();
  /** queues sent to since their worker last looked (a send while it fetches must not wait for the next poll) */
  private kicked = new Set<string>();
  /** the waits for a job, told when this instance ends a try of it */
  private waiting = new Map<string, Set<() => void>>();

  constructor(
    private database: Database,
    private log: FastifyBaseLogger,
    private timezone = 'Asia/Shanghai',
  ) {}

  register(job: Job): void {
    this.jobs.set(job.name, job);
  }

  /** Calls `observer` after each run with how it ended and how long it took (the metrics count them). */
  onRun(observer: JobRunObserver): void {
    this.observers.push(observer);
  }

  /** The names of the registered jobs; `scheduled`: only those with a schedule (they run without data). */
  names({ scheduled = false } = {}): string[] {
    return [...this.jobs.values()].filter((j) => !scheduled || j.pattern).map((j) => j.name);
  }

  label(name: string): string {
    return this.jobs.get(name)?.label ?? name;
  }

  /** Starts the schedules and this instance's worker. */
  start(): void {
    for (const job of this.jobs.values()) {
      if (!job.pattern) continue;
      this.crons.push(
        new Cron(job.pattern, { timezone: this.timezone, protect: true }, () => {
          this.fire(job.name).catch((err: unknown) => this.log.error({ err, job: job.name }, '定时任务未能加入队列'));
        }),
      );
    }
    void this.queue().catch((err: unknown) => this.log.error({ err }, '任务队列未能启动'));
  }

  /** Queues this minute's scheduled run of a job, once however many instances fire it; null when already queued. */
  fire(name: string) {
    return this.send(name, {}, { singletonKey: name, singletonSeconds: 60 });
  }

  /** Queues a run of a registered job; null when an equal one is already queued (the same singleton key and slot). */
  async send(name: string, data: Record<string, unknown> = {}, options: PgBoss.SendOptions = {}) {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    const boss = await this.queue();
    const queue = this.queueOf(name);
    const id = await boss.send(
      queue,
      { ...data, job: name },
      {
        retryLimit: job.retryLimit ?? 2,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: job.timeoutSeconds ?? DEFAULT_TIMEOUT_S,
        ...options,
      },
    );
    this.kick(queue);
    return id;
  }

  /** The queue a registered job's runs go to (its lane's). */
  queueOf(name: string): string {
    return JOB_QUEUES[this.jobs.get(name)?.lane ?? 'background'];
  }

  /**
   * Queues a run and waits for its first try to end; true when it did the work, false when it failed or the instance
   * already running the job covered it.
   */
  async runNow(name: string, data: Record<string, unknown> = {}): Promise<boolean> {
    const id = await this.send(name, data);
    if (!id) return false;
    const boss = await this.queue();
    for (;;) {
      const job = await boss.getJobById<{ job: string }>(this.queueOf(name), id, { includeArchive: true });
      if (!job) return false;
      if (job.state === 'completed') return !(job.output as { elsewhere?: boolean } | null)?.elsewhere;
      if (job.state === 'failed' || job.state === 'cancelled' || (job.state === 'retry' && job.startedOn)) return false;
      await this.tryEnded(id);
    }
  }

  /**
   * Waits until the job `id` (of the registered job `name`) has ended for good, retries included, wherever it runs;
   * null when the queue holds no such job.
   */
  async outcome(name: string, id: string): Promise<JobOutcome | null> {
    const boss = await this.queue();
    for (;;) {
      const job = await boss.getJobById(this.queueOf(name), id, { includeArchive: true });
      if (!job) return null;
      if (job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled')
        return { state: job.state, output: (job.output as Record<string, unknown> | null) ?? null };
      // told at once when this instance ran it; another instance's end is seen within OUTCOME_POLL_MS
      await this.tryEnded(id, OUTCOME_POLL_MS);
    }
  }

  /** Resolves when this instance ends a try of job `id`, or after `ms` (another instance may run it). */
  private async tryEnded(id: string, ms = 50): Promise<void> {
    const waits = this.waiting.get(id) ?? new Set();
    this.waiting.set(id, waits);
    let told = () => {};
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      told = () => {
        clearTimeout(timer);
        resolve();
      };
      waits.add(told);
    });
    waits.delete(told);
    if (waits.size === 0 && this.waiting.get(id) === waits) this.waiting.delete(id);
  }

  /** How many jobs the queue holds in each state (the ended ones until they are archived a day later). */
  async countByState(): Promise<Record<string, number>> {
    await this.queue();
    const { rows } = await this.database.executeSql(
      `select state::text as state, count(*)::int as n from ${JOB_SCHEMA}.job where name = any($1) group by state`,
      [Object.values(JOB_QUEUES)],
    );
    return Object.fromEntries(rows.map((r) => [String(r.state), Number(r.n)]));
  }

  /** Wakes this instance's workers (a job was queued again). */
  async nudge(): Promise<void> {
    await this.queue();
    for (const queue of Object.values(JOB_QUEUES)) this.kick(queue);
  }

  private kick(queue: string) {
    this.kicked.add(queue);
    this.wakers.get(queue)?.();
  }

  /** The queue engine, started on first use (tests that never run a job never install it). */
  queue(): Promise<PgBoss> {
    this.boss ??= this.startQueue();
    return this.boss;
  }

  private async startQueue(): Promise<PgBoss> {
    if (this.stopped) throw new Error('任务队列已停止');
    const boss = new PgBoss({
      db: { executeSql: (text, values) => this.database.executeSql(text, values) },
      schema: JOB_SCHEMA,
      schedule: false,
      supervise: true,
      archiveCompletedAfterSeconds: DAY_S,
      archiveFailedAfterSeconds: 30 * DAY_S,
      deleteAfterDays: 30,
    });
    boss.on('error', (err) => this.log.error({ err }, '任务队列出错'));
    await boss.start();
    for (const queue of Object.values(JOB_QUEUES)) {
      await boss.createQueue(queue, { name: queue, policy: 'standard' });
      this.loops.push(this.work(boss, queue));
    }
    return boss;
  }

  /** This instance's worker on one queue: takes the oldest due job, runs it, and goes on at once while there are more. */
  private async work(boss: PgBoss, queue: string) {
    while (!this.stopped) {
      const sent = this.kicked.delete(queue);
      let next: PgBoss.JobWithMetadata<Record<string, unknown>> | undefined;
      try {
        [next] = await boss.fetch<Record<string, unknown>>(queue, { batchSize: 1, includeMetadata: true });
      } catch (err) {
        if (!this.stopped) this.log.error({ err }, '任务队列读取失败');
      }
      if (next) {
        await this.runOne(boss, queue, next);
        continue;
      }
      if (this.kicked.has(queue)) continue;
      // a job sent in the same clock tick as the fetch is not due yet (start_after < now()): look once more, shortly
      const wait = sent ? SOON_MS : POLL_MS;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        this.wakers.set(queue, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      this.wakers.delete(queue);
    }
  }

  private async runOne(boss: PgBoss, queue: string, item: PgBoss.JobWithMetadata<Record<string, unknown>>) {
    const name = String(item.data?.job ?? '');
    const job = this.jobs.get(name);
    const started = performance.now();
    const ended = (result: JobResult) => {
      for (const observe of this.observers) observe(name, result, (performance.now() - started) / 1000);
    };
    const ctx: JobContext = {
      signal: this.stopping.signal,
      progress: async (done, total) => {
        await this.database.executeSql(
          `update ${JOB_SCHEMA}.job set output = $3 where name = $1 and id = $2 and state = 'active'`,
          [queue, item.id, JSON.stringify({ done, total: total ?? null })],
        );
      },
    };
    try {
      if (!job) throw new Error(`未知任务 ${name}`);
      const attempt = () => job.run(ctx, item.data ?? {});
      const output = await withTimeout(
        job.exclusive === false
          ? attempt().then((value) => ({ ran: true as const, value }))
          : this.database.withLock(lockIdOf(name), attempt, { wait: false }),
        (job.timeoutSeconds ?? DEFAULT_TIMEOUT_S) * 1000,
      );
      await boss.complete(queue, item.id, output.ran ? toOutput(output.value) : { elsewhere: true });
      ended(output.ran ? 'done' : 'elsewhere');
    } catch (err) {
      if (!(err instanceof JobStopped)) this.log.error({ err, job: name }, '后台任务失败');
      await boss.fail(queue, item.id, errorOutput(err)).catch(() => undefined);
      ended('failed');
    } finally {
      for (const told of this.waiting.get(item.id) ?? []) told();
    }
  }

  /**
   * Stops the schedules and the worker: a run in progress is told to stop at a safe point (a run that throws
   * JobStopped is tried again, here or on another instance); resolves once it has ended.
   */
  async stop(): Promise<void> {
    this.crons.forEach((c) => c.stop());
    this.crons = [];
    if (this.stopped) return;
    this.stopped = true;
    this.stopping.abort();
    for (const wake of this.wakers.values()) wake();
    const boss = await this.boss?.catch(() => undefined);
    await Promise.all(this.loops);
    await boss?.stop({ graceful: false, wait: true, close: false });
  }
}

/** What a run returned, as the job's output (an object; anything else under `value`). */
function toOutput(value: unknown): object | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? value : { value };
}

/** The run's outcome, or a rejection once it takes longer than `ms` (the run itself goes on, holding its lock). */
function withTimeout<T>(run: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`任务超时（${Math.round(ms / 1000)} 秒）`)), ms);
  });
  return Promise.race([run, limit]).finally(() => clearTimeout(timer));
}
