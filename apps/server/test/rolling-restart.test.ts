import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { scratchDatabase } from './scratch-database.ts';

// Two instances on one PostgreSQL behind a small load balancer that reads their readiness, as a deployment runs
// them; members keep reading and writing while each instance in turn is stopped (SIGTERM) and started again.

const PG_URL = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const c of cleanups.reverse()) await c();
});

type Instance = { port: number; child: ChildProcess; ready: boolean };

async function startInstance(databaseUrl: string, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SHUTDOWN_DRAIN_MS: '1500',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const instance = { port, child, ready: false };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    if (await isReady(port)) return instance;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const isReady = (port: number) =>
  new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/health/ready', timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });

/** The load balancer: round robin over the instances whose readiness answered 200 at the last check (every 250 ms). */
function balancer(instances: Instance[]) {
  const agent = new http.Agent({ keepAlive: true });
  const check = setInterval(() => {
    for (const i of instances) void isReady(i.port).then((ok) => (i.ready = ok));
  }, 250);
  let next = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const send = (attempt: number) => {
        const ready = instances.filter((i) => i.ready);
        const target = ready[next++ % Math.max(ready.length, 1)];
        if (!target) {
          res.writeHead(502).end('no instance ready');
          return;
        }
        const upstream = http.request(
          { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        // a connection refused never reached the instance: another may take it
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && attempt < 3) send(attempt + 1);
          else res.writeHead(502).end(err.message);
        });
        upstream.end(body);
      };
      send(0);
    });
  });
  return {
    listen: () =>
      new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port))),
    close: () => {
      clearInterval(check);
      agent.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function json(port: number, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: res.status,
    body: (await res.json()) as { code: number; msg: string; data: { token?: string; id?: number } },
  };
}

it.runIf(PG_URL)(
  'restarts each of two instances in turn while members read and write: no request fails, no write is lost',
  async () => {
    const { url, drop } = await scratchDatabase(PG_URL!, 'suwork_roll');
    cleanups.push(drop);
    const ports = [await freePort(), await freePort()];
    // the first migrates and writes the demo company; the second starts on the ready database
    const instances = [await startInstance(url, ports[0])];
    instances.push(await startInstance(url, ports[1]));
    const lb = balancer(instances);
    cleanups.push(lb.close);
    const port = await lb.listen();
    while (!instances.every((i) => i.ready)) await new Promise((r) => setTimeout(r, 50));

    const login = await json(port, 'POST', '/api/Login/login', undefined, { username: 'admin', password: 'admin123' });
    const token = login.body.data.token!;
    const failures: string[] = [];
    const written: number[] = [];
    let running = true;
    const member = async (m: number) => {
      for (let i = 0; running; i++) {
        try {
          const read = await json(port, 'GET', '/api/Customer/getList?limit=15', token);
          if (read.status !== 200 || read.body.code !== 0) failures.push(`read ${read.status} ${read.body.msg}`);
          const add = await json(port, 'POST', '/api/Customer/add', token, {
            enterprise_name: `滚动重启客户-${m}-${i}`,
            source: 1,
            industry: 1,
            level: 1,
          });
          if (add.status !== 200 || add.body.code !== 0) failures.push(`write ${add.status} ${add.body.msg}`);
          else written.push(add.body.data.id!);
        } catch (err) {
          failures.push(String(err));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(member));

    for (const [k, instance] of instances.entries()) {
      const exited = new Promise<number | null>((r) => instance.child.once('exit', (code) => r(code)));
      instance.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const again = await startInstance(url, instance.port);
      instances[k] = Object.assign(instance, { child: again.child });
      while (!instance.ready) await new Promise((r) => setTimeout(r, 50));
    }
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(written.length).toBeGreaterThan(20);
    // every acknowledged write is in the database
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const { rows } = await check.query<{ n: number }>(
      `select count(*)::int as n from crm_customer where id = any($1)`,
      [written],
    );
    await check.end();
    expect(rows[0].n).toBe(written.length);
  },
  240_000,
);
