// Realtime fan-out across instances: how long from a change on instance A to the message on a socket of instance B.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REALTIME_PATH } from '@suwork/domain';
import pg from 'pg';
import { WebSocket } from 'ws';
import { defaultConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedIfEmpty } from '../src/db/seed.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function startServer(databaseUrl: string, dataDir: string, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('suwork 已就绪') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

const login = async (base: string, username: string) => {
  const res = await fetch(`${base}/api/Login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
};

/**
 * Two server processes on a fresh PostgreSQL database. 王强 applies for leave on A, `rounds` times one after
 * another; each time the milliseconds until his leader 刘洋's socket on B receives 请假审批待您处理.
 */
export async function realtimeFanOut(baseUrl: string, rounds = 30): Promise<number[]> {
  const name = `suwork_bench_rt_${randomBytes(6).toString('hex')}`;
  const url = new URL(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suwork-bench-rt-'));
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await seedIfEmpty(database, defaultConfig({ logLevel: 'silent' }));
    await database.close();
    const [a, b] = await Promise.all([
      startServer(url.toString(), path.join(dataDir, 'a'), children),
      startServer(url.toString(), path.join(dataDir, 'b'), children),
    ]);
    const [sales, leader] = await Promise.all([login(a, '王强'), login(b, '刘洋')]);
    const ws = new WebSocket(`${b.replace('http', 'ws')}${REALTIME_PATH}`);
    const arrivals: ((at: number) => void)[] = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type?: string; content?: string };
      if (m.type === 'ready') arrivals.shift()?.(performance.now());
      else if (m.content?.includes('请假审批待您处理')) arrivals.shift()?.(performance.now());
    });
    await new Promise((resolve) => ws.once('open', resolve));
    await new Promise((resolve) => {
      arrivals.push(resolve);
      ws.send(JSON.stringify({ token: leader }));
    });
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const arrived = new Promise<number>((resolve) => arrivals.push(resolve));
      const sent = performance.now();
      const res = await fetch(`${a}/api/Leave/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sales}` },
        body: JSON.stringify({
          leave_type: 3,
          start_date: '2026-03-02',
          start_half: 1,
          end_date: '2026-03-03',
          end_half: 1,
          reason: `探亲${i}`,
        }),
      });
      if (((await res.json()) as { code: number }).code !== 0) throw new Error('leave not saved');
      times.push((await arrived) - sent);
    }
    ws.close();
    return times;
  } finally {
    await Promise.all(
      children.map(
        (c) =>
          new Promise((resolve) =>
            c.exitCode === null ? (c.once('exit', resolve), c.kill('SIGTERM')) : resolve(null),
          ),
      ),
    );
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
