// npm run bench: prints measured ratios against their targets. Not a test: nothing here fails the build.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { COUNT_CAP } from '@suwork/domain';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { contractsAtScale } from './contracts.ts';
import { debtsAtScale } from './debts.ts';
import { financeAtScale } from './finance.ts';
import { lighthouseScores } from './lighthouse.ts';
import { EMPTY_MEMBER, ensureEmptyMember } from './empty-member.ts';
import { listsThroughHttp } from './list-http.ts';
import { pipelineAtScale } from './pipeline.ts';
import { poolSoonWithRule } from './pool-soon.ts';
import { realtimeFanOut } from './realtime.ts';
import { shortKeywordsAtScale } from './short-keywords.ts';
import { backupAtScale, demoRestore } from './backup.ts';
import { jobQueue } from './jobs.ts';
import pg from 'pg';

const serverDir = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-bench-'));
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

const line = (label: string, value: string, target: string) =>
  console.log(`${label.padEnd(44)} ${value.padEnd(26)} target ${target}`);

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
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const readyMs = await waitHealthy(port, started, child);
  return { child, readyMs };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

type Load = { rps: number; p95: number };
async function load(url: string, headers: Record<string, string>): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, headers, connections: 20, duration: 6 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    run.on('response', (_client, status, _bytes, ms) => {
      if (status !== 200) reject(new Error(`status ${status} from ${url}`));
      times.push(ms);
    });
  });
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p95: times[Math.floor(times.length * 0.95)] };
}

async function apiOverhead(port: number, logging: string) {
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
  console.log(
    `\nAuthenticated JSON route (token, permission, validation) ${logging} vs bare Fastify route without, autocannon 20 connections × 6 s`,
  );
  line(
    '  req/s suwork / bare',
    `${real.rps.toFixed(0)} / ${base.rps.toFixed(0)} = ${(real.rps / base.rps).toFixed(2)}×`,
    '≥ 0.6×',
  );
  line(
    '  p95 latency suwork / bare',
    `${real.p95.toFixed(2)} ms / ${base.p95.toFixed(2)} ms = ${(real.p95 / Math.max(base.p95, 0.01)).toFixed(2)}×`,
    '≤ 2×',
  );
}

async function indexedQuery(database: Database, rounds = 3000): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < rounds; i++) {
    await database.db
      .select({ user_id: users.user_id, user_name: users.user_name })
      .from(users)
      .where(eq(users.user_phone, `1380000000${i % 10}`));
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
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, Buffer>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  const gz = [...scripts.values()].reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0);
  console.log(`\nJS the login page loads: ${scripts.size} files`);
  line('  gzip size', `${(gz / 1024).toFixed(1)} KB`, '≤ 180 KB');
}

/**
 * The sign-in page as Lighthouse's mobile run loads it (a 412 px screen, 4× slower CPU, 150 ms round trips,
 * 1.6 Mbit/s down): first and largest contentful paint and the total blocking time of long tasks. Lighthouse
 * scores 90+ with LCP ≤ 2.5 s and TBT ≤ 200 ms (with CLS ≈ 0 on a page without late layout).
 */
async function loginPageVitals(port: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { lcp: number; fcp: number; tbt: number } };
    w.__vitals = { lcp: 0, fcp: 0, tbt: 0 };
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => (w.__vitals.lcp = Math.max(w.__vitals.lcp, e.startTime))),
    ).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (w.__vitals.fcp = e.startTime)),
    ).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => (w.__vitals.tbt += Math.max(0, e.duration - 50))),
    ).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const v = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; fcp: number; tbt: number } }).__vitals,
  );
  await browser.close();
  console.log('\nSign-in page under Lighthouse mobile throttling (Chromium)');
  line('  first contentful paint', `${(v.fcp / 1000).toFixed(2)} s`, '≤ 1.8 s');
  line('  largest contentful paint', `${(v.lcp / 1000).toFixed(2)} s`, '≤ 2.5 s');
  line('  total blocking time', `${v.tbt.toFixed(0)} ms`, '≤ 200 ms');
}

/**
 * p95 in ms of each function over `rounds` rounds. Each round calls every function once, in a rotating order,
 * so load from other processes on the machine falls on all sides alike. A call of a millisecond or two needs some
 * 200 rounds: with 60, one pause of the process (a garbage collection) moves its p95 from 1× to 3× and back
 * between runs.
 */
async function p95s<K extends string>(
  fns: Record<K, () => Promise<unknown>>,
  rounds = 200,
): Promise<Record<K, number>> {
  const keys = Object.keys(fns) as K[];
  // warm: compiled code, and a prepared statement on every connection of the pool
  for (let i = 0; i < 20; i++) for (const k of keys) await fns[k]();
  const times = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < rounds; i++) {
    for (let j = 0; j < keys.length; j++) {
      const k = keys[(i + j) % keys.length];
      const t0 = performance.now();
      await fns[k]();
      times[k].push(performance.now() - t0);
    }
  }
  return Object.fromEntries(keys.map((k) => [k, times[k].sort((a, b) => a - b)[Math.floor(rounds * 0.95)]])) as Record<
    K,
    number
  >;
}

const r = (a: number, b: number) => `${a.toFixed(2)} ms / ${b.toFixed(2)} ms = ${(a / b).toFixed(2)}×`;

/**
 * The customer list page written by hand: the columns the API page returns (times formatted as it shows them),
 * the creator, owner and department names joined, straight through the same pool as the engine.
 */
const BARE_PAGE = (
  where: string,
  limit: string,
) => `select c.id, c.enterprise_name, c.source, c.industry, c.level, c.deal_status, c.contact_name, c.phone,
    to_char((c.next_follow_time at time zone 'UTC') + make_interval(mins => 480), 'YYYY-MM-DD HH24:MI:SS') as next_follow_time,
    to_char((c.last_follow_time at time zone 'UTC') + make_interval(mins => 480), 'YYYY-MM-DD HH24:MI:SS') as last_follow_time,
    c.create_user_id, c.owner_user_id, c.dept_id,
    to_char((c.create_time at time zone 'UTC') + make_interval(mins => 480), 'YYYY-MM-DD HH24:MI:SS') as create_time,
    to_char((c.update_time at time zone 'UTC') + make_interval(mins => 480), 'YYYY-MM-DD HH24:MI:SS') as update_time,
    cr.user_name as create_user_name, o.user_name as owner_user_name, d.dept_name
  from crm_customer c left join sys_user cr on cr.user_id = c.create_user_id left join sys_user o on o.user_id = c.owner_user_id
    left join sys_dept d on d.dept_id = c.dept_id
  where ${where} order by c.update_time desc, c.id desc limit ${limit}`;
const KEYWORD = `(c.enterprise_name ilike $2 or c.contact_name ilike $2 or c.phone ilike $2 or c.mobile ilike $2)`;

/** A plain query through the database's own client: a named prepared statement on PostgreSQL when named. */
function bareClient(database: Database) {
  const client = (database.db as unknown as { $client: { query: (...a: unknown[]) => Promise<{ rows: unknown[] }> } })
    .$client;
  return (text: string, values: unknown[], name?: string) =>
    database.kind === 'postgres' ? client.query({ name, text, values }) : client.query(text, values);
}

async function scaleList(url: string | undefined) {
  // where seed:scale wrote (the same DATA_DIR rule as the server's)
  const dataDir = loadConfig().dataDir;
  const hint = `run \`npm run seed:scale -- --customers 1000000\` first (with the same ${url ? 'DATABASE_URL' : 'DATA_DIR, or set DATABASE_URL'})`;
  if (!url && !fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
    console.log(`\nCustomer list at scale: no database in ${dataDir}; ${hint}`);
    return false;
  }
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir });
  const [{ seeded }] = (await bareClient(database)(`select to_regclass('crm_customer') is not null as seeded`, []))
    .rows as { seeded: boolean }[];
  if (!seeded) {
    console.log(`\nCustomer list at scale: the database has no customers table; ${hint}`);
    await database.close();
    return false;
  }
  const { customerEntity } = await import('@suwork/domain/entities');
  const { EntityService } = await import('../src/core/engine/entity-service.ts');
  const { SessionService } = await import('../src/core/sessions.ts');
  const { defaultConfig } = await import('../src/config.ts');
  const service = new EntityService(customerEntity, database.db, 480);
  const total = (await service.count(undefined)).count;
  console.log(
    `\nCustomer list at scale (${url ? 'PostgreSQL' : 'PGlite'}, about ${total} customers, 20 a page, p95, sides interleaved)`,
  );
  if (total < 100_000) {
    console.log(`  ${hint}`);
    await database.close();
    return false;
  }
  const sessions = new SessionService(database.db, defaultConfig());
  const userOf = async (name: string) => {
    const [u] = await database.db.select({ id: users.user_id }).from(users).where(eq(users.user_name, name));
    return (await sessions.resolve(await sessions.create(u.id)))!.user;
  };
  const admin = await userOf('admin');
  const seller = await userOf('王强');
  // a member who owns no customers yet: 王强's role and scope under an id that owns nothing
  const newcomer = { ...seller, user_id: 2_000_000_000 };
  const page = (n: number) => ({ page: n, limit: 20 });
  const LAST = COUNT_CAP / 20; // the deepest offset page the pager offers
  const bare = bareClient(database);
  // the same scope predicate written by hand
  const scopeSql = (u: typeof admin) =>
    u.scope.all
      ? 'true'
      : `(c.owner_user_id = ${u.user_id} or c.id = any(array(select record_id from crm_team where user_id = ${u.user_id} and entity = 'customer'))${u.scope.deptIds.length ? ` or c.dept_id = any('{${u.scope.deptIds.join(',')}}'::int[])` : ''})`;
  const members = { admin, 王强: seller, '新销售员 (0 customers)': newcomer };
  for (const [name, u] of Object.entries(members)) {
    const t = await p95s({
      bare: () => bare(BARE_PAGE(`c.in_pool = $1 and ${scopeSql(u)}`, '20'), [1], `bench_bare_${u.user_id}`),
      first: () => service.list(u, page(1), { withCount: false }),
      counted: () => service.list(u, page(1)),
      last: () => service.list(u, page(LAST), { withCount: false }),
    });
    const shown = (await service.list(u, page(1))).counted!;
    const [{ n: real }] = (
      await bare(`select count(*)::int as n from crm_customer c where c.in_pool = 1 and ${scopeSql(u)}`, [])
    ).rows as { n: number }[];
    line(`  ${name}: page 1 / bare SQL`, r(t.first, t.bare), u === newcomer ? '≤ 3×, ≤ 20 ms' : '≤ 3×');
    line(`  ${name}: page 1 with total / without`, r(t.counted, t.first), '≤ 1.5×');
    line(`  ${name}: last page (${LAST}) / page 1`, r(t.last, t.first), '≤ 3×');
    line(
      `  ${name}: total shown / real`,
      `${shown.count}${shown.capped ? '+' : ''}${shown.estimated ? ' (estimate)' : ''} / ${real}`,
      'exact < 10,000, never above',
    );
  }

  // beyond the offset pages: the cursor from the last offset page reads on at page-1 cost
  const edge = (await service.list(seller, page(LAST), { withCount: false })).rows.at(-1)!;
  const c = await p95s({
    first: () => service.list(seller, page(1), { withCount: false }),
    keyset: () =>
      service.list(
        seller,
        { page: 1, limit: 20, after_id: edge.id as number, after_value: edge.update_time as string },
        { withCount: false },
      ),
  });
  line('  王强: page beyond 10,000 by cursor / page 1', r(c.keyset, c.first), '≤ 1.5×');

  // one connection: 王强's deep pages must not leave a plan that slows the newcomer's page 1
  if (url) {
    const single = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const one = new EntityService(customerEntity, single.db, 480);
    const before = (await p95s({ p: () => one.list(newcomer, page(1), { withCount: false }) })).p;
    for (let i = 0; i < 20; i++) await one.list(seller, page(LAST - i), { withCount: false });
    const after = (await p95s({ p: () => one.list(newcomer, page(1), { withCount: false }) })).p;
    line('  new member page 1 after 20 deep pages / before', r(after, before), '≤ 1.5× (same connection)');
    await single.close();
  }

  // every sortable column, both ways, against the default order (王强's list)
  const sortable = customerEntity.fields.filter((f) => f.sort).map((f) => f.key);
  const sorts = await p95s(
    Object.fromEntries([
      ['default', () => service.list(seller, page(1), { withCount: false })],
      ...sortable.flatMap((f) =>
        (['asc', 'desc'] as const).map((o) => [
          `${f} ${o}`,
          () => service.list(seller, { ...page(1), sort_field: f, sort_order: o }, { withCount: false }),
        ]),
      ),
    ]) as Record<string, () => Promise<unknown>>,
  );
  for (const [k, v] of Object.entries(sorts))
    if (k !== 'default') line(`  sort by ${k} / default`, r(v, sorts.default), '≤ 3×');

  // keyword search: a middle substring of a name (Chinese and digits), matching about ten of the million
  const kw = '客户43210';
  const like = `%${kw}%`;
  const k = await p95s({
    bare: () => bare(BARE_PAGE(`c.in_pool = $1 and ${KEYWORD}`, '20'), [1, like]),
    engine: () => service.list(admin, { page: 1, limit: 20, keyword: kw }, { withCount: false }),
    // the picker: five rows and the total, as getList answers it
    pickerBare: () =>
      Promise.all([
        bare(BARE_PAGE(`c.in_pool = $1 and ${KEYWORD}`, '5'), [1, like]),
        bare(`select count(*) from crm_customer c where c.in_pool = $1 and ${KEYWORD}`, [1, like]),
      ]),
    picker: () => service.list(admin, { page: 1, limit: 5, keyword: kw }),
  });
  const found = (await service.list(admin, { page: 1, limit: 20, keyword: kw })).counted?.count;
  console.log(`\nKeyword search at scale ('${kw}', ${found} matches, trigram indexes)`);
  line('  keyword page 1 / bare SQL', r(k.engine, k.bare), '≤ 3×');
  line('  picker (keyword, 5, with total) / bare', r(k.picker, k.pickerBare), '≤ 3×, responsive');

  // keywords of one or two characters, common and rare, for admin and 王强, with the capped total (short-keywords.ts)
  if (url) await shortKeywordsAtScale(url, BARE_PAGE, p95s, line);

  await database.close();
  return true;
}

/** The filter of what one export may hold: the newest ~100,000 customers of the pool-less list. */
async function newestHundredThousand(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  const [{ t: from }] = (
    await bareClient(database)(
      `select to_char((min(update_time) at time zone 'UTC') + interval '480 minutes' + interval '1 second', 'YYYY-MM-DD HH24:MI:SS') as t
    from (select update_time from crm_customer where in_pool = 1 order by update_time desc limit 100000) s`,
      [],
    )
  ).rows as { t: string }[];
  await database.close();
  return { update_time_start: from };
}

const mem = (pid: number, key: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** Samples a process's resident memory until stopped; answers the peak above its size at the start, in MB. */
function peakRss(pid: number) {
  const idle = mem(pid, 'VmRSS');
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak (VmHWM) to the current size
  } catch {
    /* older kernels: the samples still bound the peak */
  }
  let sampled = idle;
  const timer = setInterval(() => (sampled = Math.max(sampled, mem(pid, 'VmRSS'))), 10);
  return { idle, stop: () => (clearInterval(timer), Math.max(sampled, mem(pid, 'VmHWM'))) };
}

/** A 500 MB file through the object-store flow (init, 10 MiB parts, three at a time, complete) against a plain copy. */
async function multipartUpload(port: number, pid: number) {
  const PART = 10_485_760;
  const size = 500 * 1024 * 1024;
  const source = path.join(tmp, 'upload-source.bin');
  const block = Buffer.alloc(PART);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  const fd = fs.openSync(source, 'w');
  for (let at = 0; at < size; at += PART) fs.writeSync(fd, block, 0, Math.min(PART, size - at));
  fs.closeSync(fd);

  const c0 = performance.now();
  await pipeline(fs.createReadStream(source), fs.createWriteStream(path.join(tmp, 'upload-copy.bin')));
  const copySeconds = (performance.now() - c0) / 1000;
  fs.rmSync(path.join(tmp, 'upload-copy.bin'));

  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  }).then((res) => res.json() as Promise<{ data: { token: string } }>);
  const session = { authorization: `Bearer ${login.data.token}` };
  const sign = async (method: string, object = '') => {
    const q = new URLSearchParams({ method, object, content_type: 'application/octet-stream' });
    const s = (await fetch(`${base}/api/oss/getPutSign?${q}`, { headers: session }).then((r) => r.json())) as {
      data: Record<string, string>;
    };
    return { authorization: s.data.Authorization, 'x-oss-date': s.data.Date, 'content-type': s.data['content-type'] };
  };
  const rss = peakRss(pid);
  const t0 = performance.now();
  const started = (await fetch(`${base}/api/oss/object?uploads`, { method: 'POST', headers: await sign('INIT') }).then(
    (r) => r.json(),
  )) as { data: { upload_id: string; object_name: string } };
  const { upload_id, object_name } = started.data;
  const numbers = Array.from({ length: Math.ceil(size / PART) }, (_, i) => i + 1);
  const eTags: { partNumber: number; eTag: string }[] = [];
  // three keep-alive connections, each part streamed from its range of the file, as a browser sends them
  const agent = new http.Agent({ keepAlive: true, maxSockets: 3 });
  const putPart = async (n: number, signature: Promise<Record<string, string>>) => {
    const headers = { ...(await signature), 'content-length': String(Math.min(n * PART, size) - (n - 1) * PART) };
    return new Promise<string>((resolve, reject) => {
      const req = http.request(
        `${base}/api/oss/object?partNumber=${n}&uploadId=${upload_id}`,
        { method: 'PUT', agent, headers },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.headers.etag ?? '')));
        },
      );
      req.on('error', reject);
      fs.createReadStream(source, {
        start: (n - 1) * PART,
        end: Math.min(n * PART, size) - 1,
        highWaterMark: 1 << 20,
      }).pipe(req);
    });
  };
  // as the web client does: the part next in line is signed while the current ones are on their way
  const signatures = new Map<number, Promise<Record<string, string>>>();
  const signPart = (n: number) => signatures.get(n) ?? signatures.set(n, sign('PUT', object_name)).get(n)!;
  const sendParts = async () => {
    for (let n = numbers.shift(); n !== undefined; n = numbers.shift()) {
      const signature = signPart(n);
      if (numbers[0] !== undefined) void signPart(numbers[0]);
      eTags.push({ partNumber: n, eTag: await putPart(n, signature) });
    }
  };
  await Promise.all([sendParts(), sendParts(), sendParts()]);
  agent.destroy();
  const partsSeconds = (performance.now() - t0) / 1000;
  eTags.sort((a, b) => a.partNumber - b.partNumber);
  const done = (await fetch(`${base}/api/oss/completeMultipartUpload`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json' },
    body: JSON.stringify({ upload_id, origin_name: 'bench.bin', object_name, body_arr: eTags }),
  }).then((r) => r.json())) as { code: number; msg: string };
  const uploadSeconds = (performance.now() - t0) / 1000;
  const peak = rss.stop();
  if (done.code !== 0) throw new Error(`upload failed: ${done.msg}`);
  fs.rmSync(source);
  const mbps = (s: number) => `${(size / 1024 / 1024 / s).toFixed(0)} MB/s`;
  console.log(
    `\nMultipart upload of 500 MB over loopback (10 MiB parts, 3 at a time, then assembly) vs a plain stream copy on the same disk`,
  );
  console.log(`  (parts ${partsSeconds.toFixed(2)} s, completion ${(uploadSeconds - partsSeconds).toFixed(2)} s)`);
  line(
    '  throughput upload / copy',
    `${mbps(uploadSeconds)} / ${mbps(copySeconds)} = ${(copySeconds / uploadSeconds).toFixed(2)}×`,
    '≥ 0.70×',
  );
  line(
    '  server peak RSS above idle',
    `${(peak - rss.idle).toFixed(0)} MB (idle ${rss.idle.toFixed(0)} MB)`,
    '< 100 MB (streamed)',
  );
}

/** The workbench and the CRM dashboard at scale, through a real server: p95 of each call for admin, 王强 and a member who owns nothing. */
async function workbench(url: string) {
  const port = 3901 + Math.floor(Math.random() * 50) * 2;
  const { child } = await startServer(port, path.join(tmp, 'workbench-data'), { DATABASE_URL: url });
  const base = `http://127.0.0.1:${port}`;
  const tokenOf = async (username: string, password: string) =>
    (
      await fetch(`${base}/api/Login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }).then((res) => res.json() as Promise<{ data: { token: string } }>)
    ).data.token;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const monthAgo = day(new Date(Date.now() - 30 * 86_400_000));
  const calls = {
    todoList: '/api/Home/todoList',
    getAbnormalRemind: '/api/project/getAbnormalRemind',
    'CRM dashboard, 30 days': `/api/CrmDashboard/overview?start_date=${monthAgo}&end_date=${day(new Date())}`,
  };
  await ensureEmptyMember(base, await tokenOf('admin', 'admin123'), url);
  console.log('\nWorkbench at scale (server process, PostgreSQL, p95 of 60 calls)');
  for (const [name, password] of [
    ['admin', 'admin123'],
    ['王强', '123456'],
    [EMPTY_MEMBER.name, EMPTY_MEMBER.password],
  ] as const) {
    const headers = { authorization: `Bearer ${await tokenOf(name, password)}` };
    const get = (u: string) => async () => {
      const res = await fetch(`${base}${u}`, { headers }).then(
        (x) => x.json() as Promise<{ code: number; msg: string }>,
      );
      if (res.code !== 0) throw new Error(`${u}: ${res.msg}`);
    };
    const t = await p95s(
      Object.fromEntries(Object.entries(calls).map(([k, u]) => [k, get(u)])) as Record<string, () => Promise<void>>,
      60,
    );
    const who = name === EMPTY_MEMBER.name ? `${name} (owns nothing)` : name;
    for (const [k, ms] of Object.entries(t))
      line(`  ${who}: ${k}`, `${ms.toFixed(1)} ms`, k.startsWith('CRM') ? '(one grouped scan a table)' : '≤ 50 ms');
  }
  // 查重 while a customer is typed in: a name, a phone and a mobile looked up across every customer
  console.log('\nDuplicate check at scale (server process, PostgreSQL, p95 of 60 calls)');
  const headers = { authorization: `Bearer ${await tokenOf('王强', '123456')}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ enterprise_name: '规模测试客户43210', phone: '0755-00043210', mobile: '13900043210' });
  const check = async () => {
    const res = await fetch(`${base}/api/Customer/checkDuplicate`, { method: 'POST', headers, body }).then(
      (x) => x.json() as Promise<{ code: number; msg: string }>,
    );
    if (res.code !== 0) throw new Error(`checkDuplicate: ${res.msg}`);
  };
  line('  王强: name, phone and mobile', `${(await p95s({ check }, 60)).check.toFixed(1)} ms`, '≤ 50 ms');
  await stop(child);
  await poolSoonWithRule(url, ['admin', '王强', EMPTY_MEMBER.name], p95s, line);
}

/**
 * A 100,000-row export through a real server (PostgreSQL), as xlsx and as csv: its time against the database's own
 * COPY of the same columns (the export's formatted select, to /dev/null), the server's peak memory above idle (alone
 * and while 王强 reads his list), and 王强's list page 1 (p50) while it runs against before.
 */
async function exportAtScale(url: string, filter: Record<string, string>) {
  const port = 3900 + Math.floor(Math.random() * 50) * 2;
  const { child } = await startServer(port, path.join(tmp, 'export-data'), { DATABASE_URL: url });
  const pid = child.pid!;
  const base = `http://127.0.0.1:${port}`;
  const tokenOf = async (username: string, password: string) =>
    (
      await fetch(`${base}/api/Login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      }).then((res) => res.json() as Promise<{ data: { token: string } }>)
    ).data.token;
  const headers = { authorization: `Bearer ${await tokenOf('admin', 'admin123')}`, 'content-type': 'application/json' };
  const seller = { authorization: `Bearer ${await tokenOf('王强', '123456')}` };
  const exportOnce = async (body: Record<string, string>, format: 'xlsx' | 'csv') => {
    const res = await fetch(`${base}/api/Customer/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...body, format }),
    }).then((x) => x.json() as Promise<{ code: number; msg?: string }>);
    if (res.code !== 0 && res.code !== 200) throw new Error(`export failed: ${JSON.stringify(res)}`);
  };
  const listPage = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/Customer/getList?page=1&limit=15`, { headers: seller }).then(
      (x) => x.json() as Promise<{ code: number }>,
    );
    if (res.code !== 0) throw new Error('list failed');
    return performance.now() - t0;
  };
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  // loads the export code of both formats: idle means ready to export
  for (const format of ['xlsx', 'csv'] as const) await exportOnce({ keyword: '客户43210' }, format);
  const before: number[] = [];
  for (let i = 0; i < 60; i++) before.push(await listPage());
  const measure = async (format: 'xlsx' | 'csv') => {
    await new Promise((res) => setTimeout(res, 1000));
    const rss = peakRss(pid);
    // alone: its time (the median of three, as the COPY's) and the server's memory
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      await exportOnce(filter, format);
      times.push((performance.now() - t0) / 1000);
    }
    const seconds = median(times);
    const peak = rss.stop();
    // again, while 王强 reads his list (its peak counted above the same idle)
    await new Promise((res) => setTimeout(res, 1000));
    const busy = peakRss(pid);
    let exporting = true;
    const exported = exportOnce(filter, format).finally(() => (exporting = false));
    const during: number[] = [];
    while (exporting) during.push(await listPage());
    await exported;
    return { seconds, idle: rss.idle, peak, busyPeak: busy.stop(), during };
  };
  const xlsx = await measure('xlsx');
  const csv = await measure('csv');
  await stop(child);

  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  const bare = bareClient(database);
  const since = `crm_customer.in_pool = 1 and crm_customer.update_time >= ('${filter.update_time_start}'::timestamp - interval '480 minutes') at time zone 'UTC'`;
  const [{ n }] = (await bare(`select count(*)::int as n from crm_customer where ${since}`, [])).rows as {
    n: number;
  }[];
  // the same rows and columns, formatted and written as csv by the database itself (server side, to /dev/null), on
  // the export's COPY settings
  const { customerEntity } = await import('@suwork/domain/entities');
  const { dictionaryLabels } = await import('../src/core/engine/dictionary.ts');
  const { exportSelect } = await import('../src/core/excel/export-select.ts');
  const { COPY_SETTINGS } = await import('../src/core/excel/pg-copy.ts');
  const { sql } = await import('drizzle-orm');
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const select = exportSelect(customerEntity, 480, await dictionaryLabels.get(database.db));
  const columns = new PgDialect().sqlToQuery(select.statement(sql.raw(since), n + 1)).sql;
  await database.close();
  const client = new pg.Client(url);
  await client.connect();
  const copies: number[] = [];
  for (let i = 0; i < 3; i++) {
    await client.query('begin transaction read only');
    for (const setting of COPY_SETTINGS) await client.query(`set local ${setting}`);
    const c0 = performance.now();
    await client.query(`copy (${columns}) to '/dev/null' with (format csv)`);
    copies.push(performance.now() - c0);
    await client.query('commit');
  }
  await client.end();
  const copy = median(copies) / 1000;
  console.log(
    `\nExport of ${n} customers (server process, PostgreSQL): xlsx ${xlsx.seconds.toFixed(2)} s, csv ${csv.seconds.toFixed(2)} s`,
  );
  const both = [
    ['xlsx', xlsx],
    ['csv', csv],
  ] as const;
  for (const [format, m] of both)
    line(
      `  export / COPY of the same columns, ${format}`,
      `${m.seconds.toFixed(2)} s / ${copy.toFixed(2)} s = ${(m.seconds / copy).toFixed(1)}×`,
      format === 'csv' ? '≤ 3×' : '≤ 10×',
    );
  for (const [format, m] of both)
    line(
      `  peak RSS above idle, ${format}`,
      `${(m.peak - m.idle).toFixed(0)} MB (idle ${m.idle.toFixed(0)} MB, peak ${m.peak.toFixed(0)} MB)`,
      '< 100 MB',
    );
  for (const [format, m] of both)
    line(
      `  peak RSS above idle, ${format}, 王强 reading`,
      `${(m.busyPeak - m.idle).toFixed(0)} MB (idle ${m.idle.toFixed(0)} MB, peak ${m.busyPeak.toFixed(0)} MB)`,
      '< 100 MB',
    );
  for (const [format, m] of both)
    line(
      `  王强 page 1 p50 during / before, ${format} (${m.during.length} calls)`,
      r(median(m.during), median(before)),
      '≤ 1.5×',
    );
}

/** Index scans per customer index, from PostgreSQL's statistics (cumulative; the bench prints what it added). */
async function customerIndexScans(url: string): Promise<Map<string, number>> {
  const client = new pg.Client(url);
  await client.connect();
  const { rows } = await client.query<{ name: string; scans: string }>(
    `select indexrelname as name, idx_scan as scans from pg_stat_user_indexes where relname = 'crm_customer' order by 1`,
  );
  await client.end();
  return new Map(rows.map((r) => [r.name, Number(r.scans)]));
}

function printIndexUse(before: Map<string, number>, after: Map<string, number>) {
  console.log(`\nCustomer indexes (${after.size}): scans during this bench`);
  for (const [name, scans] of after)
    console.log(`  ${name.padEnd(44)} ${String(scans - (before.get(name) ?? 0)).padStart(8)}`);
}

/** The sort indexes every sortable column gained (0023): what a write pays for them. */
const SORT_INDEXES = ['enterprise_name', 'level', 'next_follow_time', 'last_follow_time', 'pool_time'].map(
  (f) => `crm_customer_${f}_sort_idx`,
);

/**
 * Single-row inserts into the million-row customer table (each in the transaction a create uses, rolled back
 * afterwards): rows a second with every index, and with the sort indexes dropped (in the same rolled-back
 * transaction), to show what sortable columns cost a write.
 */
async function writeThroughput(url: string) {
  const client = new pg.Client(url);
  await client.connect();
  const rows = 2000;
  const run = async (withoutSortIndexes: boolean) => {
    await client.query('begin');
    if (withoutSortIndexes) for (const idx of SORT_INDEXES) await client.query(`drop index ${idx}`);
    const t0 = performance.now();
    for (let i = 0; i < rows; i++)
      await client.query({
        name: 'write-bench',
        text: `insert into crm_customer (enterprise_name, contact_name, mobile, level, source, in_pool, pool_exempt, create_user_id, owner_user_id, dept_id, next_follow_time)
               values ($1, $2, $3, $4, 1, 1, 1, 1, $5, 1, now() + make_interval(days => $6))`,
        values: [
          `写入测试客户${i}`,
          `联系人${i % 97}`,
          `139${String(i).padStart(8, '0')}`,
          (i % 3) + 1,
          (i % 40) + 1,
          i % 30,
        ],
      });
    const perSecond = rows / ((performance.now() - t0) / 1000);
    await client.query('rollback');
    return perSecond;
  };
  // alternated, best of two each: the disk cache warms for both
  const all = [await run(false), await run(true), await run(false), await run(true)];
  const [withAll, without] = [Math.max(all[0], all[2]), Math.max(all[1], all[3])];
  const { rows: count } = await client.query<{ n: number }>(
    `select count(*)::int as n from pg_indexes where tablename = 'crm_customer'`,
  );
  // the rolled-back rows still sit in the keyword indexes' pending lists, which every keyword search reads (some
  // 10 ms at 8,000 rows): cleared, so the next run measures the table as it was
  await client.query('vacuum crm_customer');
  await client.end();
  console.log(`\nWrites into the customer table at scale (single-row inserts, PostgreSQL)`);
  line(
    `  rows/s with all ${count[0].n} indexes / without the ${SORT_INDEXES.length} sort indexes`,
    `${withAll.toFixed(0)} / ${without.toFixed(0)} = ${(withAll / without).toFixed(2)}×`,
    '(cost of sortable columns)',
  );
}

async function realtime(url: string) {
  const times = (await realtimeFanOut(url)).sort((a, b) => a - b);
  console.log(`\nRealtime across two instances (PostgreSQL LISTEN/NOTIFY), ${times.length} messages`);
  line(
    '  change on A → message on a socket of B, p95',
    `${times[Math.ceil(times.length * 0.95) - 1].toFixed(0)} ms (max ${times.at(-1)!.toFixed(0)} ms)`,
    '< 1000 ms',
  );
}

const port = 3900 + Math.floor(Math.random() * 50) * 2;
const dataDir = path.join(tmp, 'data');
console.log('suwork bench');
const scaleUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/suwork_scale';
/**
 * BENCH_ONLY=<name> runs one section alone (at scale: DATABASE_URL, else the seed:scale database). Besides these:
 * scale (the scale section: list, keyword search, workbench, pipeline, contracts, export), export (the export at
 * scale) and upload (the multipart upload).
 */
const ALONE: Record<string, () => Promise<void>> = {
  /** the authenticated JSON route against a bare Fastify route, logging as shipped */
  api: async () => {
    const server = await startServer(port, dataDir, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    await apiOverhead(port, 'logging as shipped');
    await stop(server.child);
  },
  /** Lighthouse on the sign-in page and the 客户 list (demo data, or DATABASE_URL's) */
  lighthouse: async () => {
    const server = await startServer(port, dataDir, { DATABASE_URL: process.env.DATABASE_URL ?? '' });
    await lighthouseScores(`http://127.0.0.1:${port}`, line);
    await stop(server.child);
  },
  /** the demo company's restore, and backup and restore at scale against pg_dump and pg_restore */
  backup: async () => {
    const server = await startServer(port, dataDir);
    await stop(server.child);
    console.log('\nBackup');
    await demoRestore(dataDir, tmp, line);
    await backupAtScale(scaleUrl(), tmp, line);
  },
  /** background jobs through the queue on PGlite and PostgreSQL (DATABASE_URL's server, or the machine's) */
  jobs: () => jobQueue(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', tmp, line),
  /** the realtime fan-out across instances (DATABASE_URL, or the machine's PostgreSQL) */
  realtime: () => realtime(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'),
  /** six lists' page 1 through HTTP against their SQL */
  lists: () => listsThroughHttp(scaleUrl(), path.join(tmp, 'lists-data'), startServer, stop, p95s, line),
  /** the workbench calls for admin, 王强 and a member who owns nothing */
  workbench: () => workbench(scaleUrl()),
  /** short keywords' page 1 and total */
  keywords: () => shortKeywordsAtScale(scaleUrl(), BARE_PAGE, p95s, line),
  pipeline: () => pipelineAtScale(scaleUrl(), p95s, line),
  finance: () => financeAtScale(scaleUrl(), p95s, line),
  debts: () => debtsAtScale(scaleUrl(), p95s, line),
  contracts: () => contractsAtScale(scaleUrl(), p95s, line),
};
const alone = ALONE[process.env.BENCH_ONLY ?? ''];
if (alone) {
  await alone();
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'upload') {
  const server = await startServer(port, dataDir);
  await multipartUpload(port, server.child.pid!);
  await stop(server.child);
} else if (process.env.BENCH_ONLY !== 'scale' && process.env.BENCH_ONLY !== 'export') {
  const first = await startServer(port, dataDir);
  console.log('\nStart-up');
  line('  first start with migrations and seeding', `${(first.readyMs / 1000).toFixed(2)} s`, '< 20 s');
  await stop(first.child);
  let again = await startServer(port, dataDir);
  line('  ready on an existing data dir', `${(again.readyMs / 1000).toFixed(2)} s`, '< 3 s');
  await apiOverhead(port, 'without request logging');
  await stop(again.child);
  // the request log as shipped (LOG_LEVEL=info, JSON lines), to a stream nobody reads
  const logging = await startServer(port, dataDir, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  await apiOverhead(port, 'logging as shipped');
  await stop(logging.child);
  again = await startServer(port, dataDir);
  await loginPageJs(port);
  await loginPageVitals(port);
  await lighthouseScores(`http://127.0.0.1:${port}`, line);
  await multipartUpload(port, again.child.pid!);
  await stop(again.child);
  await databases(dataDir);
  console.log('\nBackup');
  await demoRestore(dataDir, tmp, line);
}
const scans = process.env.DATABASE_URL ? await customerIndexScans(process.env.DATABASE_URL) : undefined;
const atScale =
  process.env.BENCH_ONLY === 'export' ||
  (process.env.BENCH_ONLY !== 'upload' && (await scaleList(process.env.DATABASE_URL || undefined)));
if (atScale && process.env.DATABASE_URL) {
  if (process.env.BENCH_ONLY !== 'export') await workbench(process.env.DATABASE_URL);
  if (process.env.BENCH_ONLY !== 'export')
    await listsThroughHttp(process.env.DATABASE_URL, path.join(tmp, 'lists-data'), startServer, stop, p95s, line);
  if (process.env.BENCH_ONLY !== 'export') await pipelineAtScale(process.env.DATABASE_URL, p95s, line);
  if (process.env.BENCH_ONLY !== 'export') await contractsAtScale(process.env.DATABASE_URL, p95s, line);
  if (process.env.BENCH_ONLY !== 'export') await debtsAtScale(process.env.DATABASE_URL, p95s, line);
  if (process.env.BENCH_ONLY !== 'export') await financeAtScale(process.env.DATABASE_URL, p95s, line);
  await exportAtScale(process.env.DATABASE_URL, await newestHundredThousand(process.env.DATABASE_URL));
  if (process.env.BENCH_ONLY !== 'export') {
    await writeThroughput(process.env.DATABASE_URL);
    printIndexUse(scans!, await customerIndexScans(process.env.DATABASE_URL));
    await backupAtScale(process.env.DATABASE_URL, tmp, line);
  }
}
if (process.env.DATABASE_URL && !process.env.BENCH_ONLY) await realtime(process.env.DATABASE_URL);
if (!process.env.BENCH_ONLY)
  await jobQueue(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', tmp, line);
fs.rmSync(tmp, { recursive: true, force: true });
