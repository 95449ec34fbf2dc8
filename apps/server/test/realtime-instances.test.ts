import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@suwork/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { defaultConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';
import { demo } from './flow-fixtures.ts';
import { freePort } from './free-port.ts';
import { withDatabase } from './global-setup.ts';
import { SALES } from './harness.ts';
import { socketReader } from './realtime-socket.ts';

// Two server processes on one fresh PostgreSQL database: a message written on one reaches sockets on the other.
const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `suwork_rt_${randomBytes(6).toString('hex')}`;
const dbUrl = withDatabase(baseUrl, dbName);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-rt-'));
const servers: ChildProcess[] = [];
const admin = new pg.Client({ connectionString: baseUrl });

/** Starts `src/main.ts` on the shared database and resolves its base URL once it reports ready. */
async function startServer(name: string): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let errors = '';
  child.stderr!.on('data', (d) => (errors += String(d)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('suwork 已就绪') && resolve());
    child.on('exit', (code) => reject(new Error(`${name} exited ${code}: ${errors}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function login(base: string, who: { username: string; password: string }) {
  const res = await fetch(`${base}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

let a = '';
let b = '';
beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const database = await openDatabase({ databaseUrl: dbUrl });
  await database.migrate();
  await seedIfEmpty(database, defaultConfig({ logLevel: 'silent' }));
  await database.close();
  [a, b] = await Promise.all([startServer('a'), startServer('b')]);
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map((s) => (s.exitCode === null ? new Promise((r) => s.once('exit', r)) : undefined)));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('realtime across server instances', () => {
  it('delivers to a socket on instance B the message caused on instance A', async () => {
    const [sales, liu] = await Promise.all([login(a, SALES), login(b, demo('刘洋'))]);
    const ws = new WebSocket(`${b.replace('http', 'ws')}${REALTIME_PATH}`);
    const reader = socketReader(ws);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ token: liu }));
    expect(await reader.next()).toEqual({ type: 'ready' });
    const res = await fetch(`${a}/api/Leave/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sales}` },
      body: JSON.stringify({
        leave_type: 3,
        start_date: '2026-03-02',
        start_half: 1,
        end_date: '2026-03-03',
        end_half: 1,
        reason: '回家探亲',
      }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    expect(await reader.next()).toMatchObject({
      content: '王强提交的请假审批待您处理',
      business_type: 'flow',
      message_type: 1,
    });
    ws.close();
  });
});
