// npm run bench: prints measured ratios against their targets. Not a test: nothing here fails the build.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { openDatabase, type Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-bench-'));
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

const line = (label: string, value: string, target: string) => console.log(`${label.padEnd(44)} ${value.padEnd(26)} target ${target}`);

async function waitHealthy(port: number, started: number, child: ChildProcess): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return performance.now() - started;
    } catch {
      /* not yet listening */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startServer(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const readyMs = await waitHealthy(port, started, child);
  return { child, readyMs };
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => {
  child.once('exit', () => resolve());
  child.kill('SIGTERM');
});

type Load = { rps: number; p95: number };
async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, headers, connections: 20, duration: 6 }, (err, res) => (err ? reject(err) : resolve(res)));
    run.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) reject(new Error(`status ${status} from ${url}`));
      times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p95: times[Math.floor(times.length * 0.95)] };
}

async function apiOverhead(port: number) {
  const login = await fetch(`http://127.0.0.1:${port}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  const headers = { authorization: `Bearer ${login.data.token}` };
  const info = await fetch(`http://127.0.0.1:${port}/api/user/getUserInfo`, { headers }).then((r) => r.json());
  const barePort = port + 1;
  const bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(barePort), BENCH_BODY: JSON.stringify(info) },
    execArgv: ['--import', 'tsx'],
  });
  children.push(bare);
  await new Promise((r) => bare.once('message', r));
  await load(`http://127.0.0.1:${port}/api/user/getUserInfo`, headers); // warm-up
  const real = await load(`http://127.0.0.1:${port}/api/user/getUserInfo`, headers);
  await load(`http://127.0.0.1:${barePort}/api/user/getUserInfo`, {}); // warm-up
  const base = await load(`http://127.0.0.1:${barePort}/api/user/getUserInfo`, {});
  await stop(bare);
  console.log(`\nAuthenticated JSON route (token, permission, validation) vs bare Fastify route, both without request logging, autocannon 20 connections × 6 s`);
  line('  req/s suwork / bare', `${real.rps.toFixed(0)} / ${base.rps.toFixed(0)} = ${(real.rps / base.rps).toFixed(2)}×`, '≥ 0.6×');
  line('  p95 latency suwork / bare', `${real.p95.toFixed(2)} ms / ${base.p95.toFixed(2)} ms = ${(real.p95 / Math.max(base.p95, 0.01)).toFixed(2)}×`, '≤ 1.5×');
}

async function indexedQuery(database: Database, rounds = 3000): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    await database.db.select({ user_id: users.user_id, user_name: users.user_name }).from(users).where(eq(users.user_phone, `1380000000${i % 10}`));
  }
  return rounds / ((performance.now() - started) / 1000);
}

async function databases(dataDir: string) {
  console.log('\nSame indexed query (sys_user by user_phone), sequential');
  const lite = await openDatabase({ dataDir });
  const liteOps = await indexedQuery(lite);
  await lite.close();
  line('  PGlite', `${liteOps.toFixed(0)} queries/s`, '—');
  if (!process.env.DATABASE_URL) {
    console.log('  PostgreSQL: set DATABASE_URL to compare');
    return;
  }
  const pgDb = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await pgDb.migrate();
  const { seedIfEmpty } = await import('../src/db/seed.ts');
  const { defaultConfig } = await import('../src/config.ts');
  await seedIfEmpty(pgDb, defaultConfig());
  const pgOps = await indexedQuery(pgDb);
  await pgDb.close();
  line('  PostgreSQL', `${pgOps.toFixed(0)} queries/s`, '—');
  line('  PGlite / PostgreSQL', `${(liteOps / pgOps).toFixed(2)}×`, 'printed');
}

async function loginPageJs(port: number) {
  const distIndex = path.resolve(serverDir, '../web/dist/index.html');
  if (!fs.existsSync(distIndex)) {
    console.log('\nLogin page JS: web app not built (npm run build -w apps/web)');
    return;
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const gz = [...scripts.values()].reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);
  console.log(`\nJS the login page loads: ${scripts.size} files`);
  line('  gzip size', `${(gz / 1024).toFixed(1)} KB`, '≤ 200 KB');
}

/** p95 in ms of `rounds` sequential calls */
async function p95(fn: () => Promise<unknown>, rounds = 150): Promise<number> {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(rounds * 0.95)];
}

async function scaleList() {
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: process.env.DATA_DIR ?? path.join(serverDir, 'data') });
  const { customerEntity } = await import('@suwork/domain/entities');
  const { EntityService } = await import('../src/core/engine/entity-service.ts');
  const { SessionService } = await import('../src/core/sessions.ts');
  const { defaultConfig } = await import('../src/config.ts');
  const { sql } = await import('drizzle-orm');
  const service = new EntityService(customerEntity, database.db, 480);
  const total = (await service.count(undefined)).count;
  console.log(`\nCustomer list at scale (${url ? 'PostgreSQL' : 'PGlite'}, about ${total} customers, 20 a page, p95 of 150 calls)`);
  if (total < 100_000) {
    console.log('  run `npm run seed:scale -- --customers 1000000` first (with the same DATABASE_URL)');
    await database.close();
    return;
  }
  const sessions = new SessionService(database.db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await database.db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return (await sessions.resolve(await sessions.create(u.id)))!.user;
  };
  const admin = await userOf('admin');
  const seller = await userOf('王强');
  const page = (n: number) => ({ page: n, limit: 20 });
  const bare = () => database.db.execute(sql`select id, enterprise_name, source, industry, level, deal_status, contact_name, phone, next_follow_time, last_follow_time,
    create_user_id, owner_user_id, dept_id, create_time, update_time from crm_customer where in_pool = 1 order by update_time desc, id desc limit 20`);
  const tBare = await p95(bare);
  const tAdmin = await p95(() => service.list(admin, page(1), { withCount: false }));
  const tCount = await p95(() => service.list(admin, page(1)));
  const tSeller = await p95(() => service.list(seller, page(1), { withCount: false }));
  const tDeep = await p95(() => service.list(admin, page(5000), { withCount: false }), 40);
  const before = (await service.list(admin, page(4999), { withCount: false })).rows.at(-1)!;
  const tKeyset = await p95(() => service.list(admin, { page: 1, limit: 20, after_id: before.id as number, after_value: before.update_time as string }, { withCount: false }));
  const r = (a: number, b: number) => `${a.toFixed(2)} ms / ${b.toFixed(2)} ms = ${(a / b).toFixed(2)}×`;
  line('  engine page 1 / bare SQL', r(tAdmin, tBare), '≤ 3×');
  line('  page 5000 by cursor / page 1', r(tKeyset, tAdmin), '≤ 1.5×');
  line('  page 5000 by offset / page 1', r(tDeep, tAdmin), '(offset paging, for reference)');
  line('  销售员 (own records) / admin', r(tSeller, tAdmin), '≤ 1.5×');
  line('  with count / without', r(tCount, tAdmin), '≤ 1.5×');
  await database.close();
}

const port = 3900 + Math.floor(Math.random() * 50) * 2;
const dataDir = path.join(tmp, 'data');
console.log('suwork bench');
const first = await startServer(port, dataDir);
console.log('\nStart-up');
line('  first start with migrations and seeding', `${(first.readyMs / 1000).toFixed(2)} s`, '< 20 s');
await stop(first.child);
const again = await startServer(port, dataDir);
line('  ready on an existing data dir', `${(again.readyMs / 1000).toFixed(2)} s`, '< 3 s');
await apiOverhead(port);
await loginPageJs(port);
await stop(again.child);
await databases(dataDir);
await scaleList();
fs.rmSync(tmp, { recursive: true, force: true });
