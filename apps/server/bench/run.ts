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
fs.rmSync(tmp, { recursive: true, force: true });
