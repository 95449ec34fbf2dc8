import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { App } from '../src/core/types.ts';
import { freePort } from './free-port.ts';
import { withDatabase } from './global-setup.ts';
import { ADMIN, SALES } from './harness.ts';

// Scheduled jobs against a small PostgreSQL pool: a job never holds a connection the members' requests need.
// PostgreSQL in both suites (PGlite has no pool), as the realtime test across instances does.
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `suwork_jobs_${randomBytes(6).toString('hex')}`;
const dbUrl = withDatabase(baseUrl, dbName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-jobs-'));
const admin = new pg.Client({ connectionString: baseUrl });
const opened: Array<{ app: App; database: Database }> = [];

/** An instance of the app in this process on the shared database, with a pool of `poolSize` connections. */
async function instance(poolSize: number): Promise<App> {
  const database = await openDatabase({ databaseUrl: dbUrl, poolSize });
  const app = await buildApp({
    config: defaultConfig({ logLevel: 'silent', webDist: '/nonexistent', dataDir }),
    database,
  });
  await app.ready();
  opened.push({ app, database });
  return app;
}

async function signIn(app: App, who: { username: string; password: string }) {
  const res = await app.inject({ method: 'POST', url: '/api/Login/login', payload: who });
  return res.json() as { code: number; data: { token: string } };
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${dbName}`);
});

afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('jobs and the connection pool', () => {
  it('a server with a pool of one connection migrates, seeds the demo company and signs members in', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: dbUrl,
        DATABASE_POOL_SIZE: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DATA_DIR: path.join(dataDir, 'one'),
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let errors = '';
      child.stderr!.on('data', (d) => (errors += String(d)));
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (d) => String(d).includes('suwork 已就绪') && resolve());
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${errors}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/Login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SALES),
      });
      expect(((await res.json()) as { code: number }).code).toBe(0);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    }
  }, 120_000);

  it('every job fired at once on a pool of two: members sign in and read lists meanwhile, and every job runs', async () => {
    const app = await instance(2);
    // the scheduled ones (a member's export or import carries its own order)
    const names = app.jobs.names({ scheduled: true });
    expect(names.length).toBeGreaterThanOrEqual(8);
    const runs = names.map((n) => app.jobs.runNow(n));
    const signedIn = await signIn(app, SALES);
    expect(signedIn.code).toBe(0);
    const list = await app.inject({
      method: 'GET',
      url: '/api/Customer/getList',
      headers: { authorization: `Bearer ${signedIn.data.token}` },
    });
    expect(list.json()).toMatchObject({ code: 0 });
    expect(await Promise.all(runs)).toEqual(names.map(() => true));
    // the locks were released: the same jobs run again
    expect(await Promise.all(names.map((n) => app.jobs.runNow(n)))).toEqual(names.map(() => true));
  }, 120_000);

  it('of two instances firing one job, one runs it; the other can run it once it has ended', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let entered = () => {};
    const started = new Promise<void>((r) => (entered = r));
    const [a, b] = await Promise.all([instance(2), instance(2)]);
    let runs = 0;
    for (const app of [a, b])
      app.jobs.register({
        name: 'held-job',
        pattern: '0 0 1 1 *',
        run: async () => {
          runs++;
          entered();
          await gate;
        },
      });
    const first = a.jobs.runNow('held-job');
    await started;
    expect(await b.jobs.runNow('held-job')).toBe(false);
    // the instance holding the job still serves sign-in on its two connections
    expect((await signIn(a, ADMIN)).code).toBe(0);
    release();
    expect(await first).toBe(true);
    expect(await b.jobs.runNow('held-job')).toBe(true);
    expect(runs).toBe(2);
  }, 60_000);
});
