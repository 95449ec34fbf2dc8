import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** How a run ended: done here, left to the instance already running it, or failed. */
export type JobResult = 'done' | 'elsewhere' | 'failed';
export type JobRunObserver = (name: string, result: JobResult, seconds: number) => void;

export type Job = {
  name: string;
  /** cron pattern in the company time zone */ pattern: string;
  run: () => Promise<void>;
};

/** A stable 31-bit advisory-lock id per job name. */
export function lockIdOf(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 1) & 0x7fffffff;
}

/**
 * Scheduled jobs. An instance runs its jobs one at a time, so however many fire together they use the pool as one
 * request would and the members' requests keep being served. Each run holds its job's advisory lock
 * (`Database.withLock`, on a connection outside the pool), so when several instances fire at once exactly one does
 * the work; the lock is released when the run ends.
 */
export class JobService {
  private crons: Cron[] = [];
  private jobs = new Map<string, Job>();
  /** jobs queued or running here: a job already waiting for its turn is not queued twice */
  private waiting = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private observers: JobRunObserver[] = [];

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

  /** The names of the registered jobs. */
  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    for (const job of this.jobs.values()) {
      this.crons.push(
        new Cron(job.pattern, { timezone: this.timezone, protect: true }, () => void this.runNow(job.name)),
      );
    }
  }

  /** Runs a job after the ones before it, unless it is already queued here or another instance is running it; returns whether this call ran it. */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    if (this.waiting.has(name)) return false;
    this.waiting.add(name);
    const turn = this.queue.then(() => this.runLocked(job));
    this.queue = turn;
    try {
      return await turn;
    } finally {
      this.waiting.delete(name);
    }
  }

  private async runLocked(job: Job): Promise<boolean> {
    const started = performance.now();
    const ended = (result: JobResult) => {
      for (const observe of this.observers) observe(job.name, result, (performance.now() - started) / 1000);
    };
    try {
      const { ran } = await this.database.withLock(lockIdOf(job.name), job.run, { wait: false });
      ended(ran ? 'done' : 'elsewhere');
      return ran;
    } catch (err) {
      this.log.error({ err, job: job.name }, '定时任务失败');
      ended('failed');
      return false;
    }
  }

  /** Stops the schedules; resolves when the run in progress, and those queued, have ended. */
  async stop(): Promise<void> {
    this.crons.forEach((c) => c.stop());
    this.crons = [];
    await this.queue;
  }
}
