import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { JobService } from '../src/core/jobs.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

type Line = (label: string, value: string, target: string) => void;

const JOBS = 1000;
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

/** Queue, drain and pick-up of no-op jobs through the server's JobService, against one bare round trip each. */
async function measure(database: Database, kind: string, line: Line) {
  const jobs = new JobService(database, quiet);
  let done = 0;
  let allDone = () => {};
  jobs.register({ name: 'noop', label: '空任务', exclusive: false, run: async () => void done++ });
  jobs.onRun(() => done === JOBS && allDone());
  await jobs.queue();

  const roundTrips = performance.now();
  for (let i = 0; i < JOBS; i++) await database.executeSql('select $1::int as n', [i]);
  const bareMs = (performance.now() - roundTrips) / JOBS;

  const drained = new Promise<void>((r) => (allDone = r));
  const started = performance.now();
  for (let i = 0; i < JOBS; i++) await jobs.send('noop', { i });
  const queuedMs = performance.now() - started;
  await drained;
  const totalMs = performance.now() - started;
  const perJob = totalMs / JOBS;
  line(
    `jobs (${kind}): ${JOBS} queued and run`,
    `${Math.round((JOBS / totalMs) * 1000)} jobs/s (queued in ${Math.round(queuedMs)} ms), ${(perJob / bareMs).toFixed(1)}× one round trip each`,
    'per job a few round trips (send, fetch, complete)',
  );

  const waits: number[] = [];
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 30));
    const t = performance.now();
    await jobs.runNow('noop');
    waits.push(performance.now() - t);
  }
  waits.sort((a, b) => a - b);
  line(
    `jobs (${kind}): runNow on an idle worker, p50 / max`,
    `${waits[10].toFixed(1)} / ${waits[19].toFixed(1)} ms`,
    'the sender wakes its worker: no poll wait',
  );
  await jobs.stop();
}

export async function jobQueue(baseUrl: string, tmp: string, line: Line): Promise<void> {
  console.log('\nBackground jobs');
  const lite = await openDatabase({ dataDir: path.join(tmp, 'jobs-lite') });
  try {
    await measure(lite, 'PGlite', line);
  } finally {
    await lite.close();
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  const name = 'suwork_bench_jobs';
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString() });
  try {
    await measure(database, 'PostgreSQL', line);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
