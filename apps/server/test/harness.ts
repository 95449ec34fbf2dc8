import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Envelope } from '@suwork/domain';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import type { App } from '../src/core/types.ts';
import { withDatabase } from './global-setup.ts';

export const ADMIN = { username: 'admin', password: 'admin123' };
/** 销售员 in 销售一部 */
export const SALES = { username: '王强', password: '123456' };

/** A movable clock for expiry tests. */
export class TestClock {
  private offset = 0;
  now = () => new Date(Date.now() + this.offset);
  advance(ms: number) {
    this.offset += ms;
  }
}

/** A fresh copy of the migrated, seeded template database (or of the one without the demo company). */
export async function cloneDatabase(
  which: 'template' | 'emptyTemplate' = 'template',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject(which);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
    return { database, drop: () => database.close() };
  }
  const name = `suwork_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (err) {
      // Two clones of one template at the same moment: wait and retry.
      if (attempt > 20 || !String(err).includes('being accessed')) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export type Call = {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
};

export type TestContext = {
  app: App;
  database: Database;
  clock: TestClock;
  config: AppConfig;
  call: <T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    opts?: Call,
  ) => Promise<{ status: number; body: Envelope<T>; headers: Record<string, unknown>; raw: string }>;
  login: (who?: { username: string; password: string }) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A fresh app on a copy of the seeded database (with `emptyDatabase`: migrated, no company yet), with its own
 * data directory (files), removed on close.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: App) => void,
  { emptyDatabase = false } = {},
): Promise<TestContext> {
  const clock = new TestClock();
  const { database, drop } = await cloneDatabase(emptyDatabase ? 'emptyTemplate' : 'template');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-data-'));
  const config = defaultConfig({ logLevel: 'silent', now: clock.now, webDist: '/nonexistent', dataDir, ...overrides });
  const app = await buildApp({ config, database });
  beforeReady?.(app);
  await app.ready();
  const call: TestContext['call'] = async (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    // A string body is sent as written (to test malformed JSON); an object is sent as JSON.
    if (typeof opts.body === 'string') headers['content-type'] ??= 'application/json';
    const res = await app.inject({
      method,
      url,
      headers,
      query: opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined,
      payload: opts.body as string | object | undefined,
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers, raw: res.body };
  };
  const login = async (who = ADMIN) => {
    const res = await call<{ token: string }>('POST', '/api/Login/login', { body: who });
    if (res.body.code !== 0) throw new Error(`login failed: ${res.body.msg}`);
    return res.body.data.token;
  };
  return {
    app,
    database,
    clock,
    config,
    call,
    login,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app a test file works against, with an administrator signed in: built while the file is collected
 * (`const { t, admin } = await appForFile();`) and closed after the file's tests.
 */
export async function appForFile(): Promise<{ t: TestContext; admin: string }> {
  const t = await createTestApp();
  afterAll(() => t.close());
  return { t, admin: await t.login(ADMIN) };
}

/**
 * Runs a bulk statement of a test's own set-up (100,001 rows) without the API's statement timeout, which a loaded
 * machine may reach while it writes.
 */
export async function bulkSetup(db: Database['db'], query: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(query);
  });
}
