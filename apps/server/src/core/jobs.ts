import { Cron } from 'croner';
import { resultRows } from '../db/result-rows.ts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

export type Job = { name: string; /** cron pattern in the company time zone */ pattern: string; run: () => Promise<void> };

/** A stable 31-bit advisory-lock id per job name. */
export function lockIdOf(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return (h >>> 1) & 0x7fffffff;
}

/**
 * Scheduled jobs. On PostgreSQL each run first takes a transaction-level advisory lock, so when several
 * instances fire at once exactly one does the work; PGlite has a single process.
 */
export class JobService {
  private crons: Cron[] = [];
  private jobs = new Map<string, Job>();

  constructor(
    private database: Database,
    private log: FastifyBaseLogger,
    private timezone = 'Asia/Shanghai',
  ) {}

  register(job: Job): void {
    this.jobs.set(job.name, job);
  }

  start(): void {
    for (const job of this.jobs.values()) {
      this.crons.push(new Cron(job.pattern, { timezone: this.timezone, protect: true }, () => void this.runNow(job.name)));
    }
  }

  /** Runs a job unless another instance is running it; returns whether this instance ran it. */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}`);
    try {
      if (this.database.kind === 'pglite') {
        await job.run();
        return true;
      }
      return await this.database.db.transaction(async (tx) => {
        const res = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockIdOf(name)}) as got`);
        const got = resultRows<{ got: boolean }>(res)[0];
        if (!got.got) return false;
        await job.run();
        return true;
      });
    } catch (err) {
      this.log.error({ err, job: name }, '定时任务失败');
      return false;
    }
  }

  stop(): void {
    this.crons.forEach((c) => c.stop());
    this.crons = [];
  }
}
