import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultRows } from '../src/db/result-rows.ts';
import { appForFile, createTestApp } from './harness.ts';

// /metrics in Prometheus's text format, read from this machine or with the token; readiness apart from liveness.

const { t, admin } = await appForFile();

const metrics = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...opts });

/** The figures once every answer so far is counted (an answer is counted just after it is sent). */
async function scrape(): Promise<string> {
  await new Promise((resolve) => setImmediate(resolve));
  return (await metrics()).body;
}

/** The value of one series (`name{labels}`) in the text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('counts answers by the route pattern, method and status class, with their time', async () => {
    const ok = 'suwork_http_requests_total{method="GET",route="/api/user/getUserInfo",status_class="2xx"}';
    const missing = 'suwork_http_requests_total{method="GET",route="/api/Customer/info",status_class="4xx"}';
    const before = await scrape();
    for (let i = 0; i < 2; i++)
      expect((await t.call('GET', '/api/user/getUserInfo', { token: admin })).status).toBe(200);
    for (const id of [900_001, 900_002, 900_003])
      expect((await t.call('GET', '/api/Customer/info', { token: admin, query: { id } })).status).toBe(404);
    await t.call('GET', '/api/no/such/route', { token: admin });

    const res = await metrics();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape();
    expect(valueOf(text, ok)).toBe((valueOf(before, ok) ?? 0) + 2);
    expect(
      valueOf(
        text,
        'suwork_http_request_duration_seconds_count{method="GET",route="/api/user/getUserInfo",status_class="2xx"}',
      ),
    ).toBe((valueOf(before, ok) ?? 0) + 2);
    // one series for the route whatever the record: the address with its id is never a label
    expect(valueOf(text, missing)).toBe((valueOf(before, missing) ?? 0) + 3);
    // (in the labels: a value such as a time's sum may hold those digits by chance)
    expect(text).not.toMatch(/\{[^}]*900001[^}]*\}/);
    expect(valueOf(text, 'suwork_http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
  });

  it('shows the process, the websockets, the exports and, on PostgreSQL, the pool', async () => {
    await t.call('POST', '/api/Customer/export', {
      token: admin,
      body: {},
      headers: { 'x-export-job': 'metrics-test-1' },
    });
    const text = await scrape();
    expect(valueOf(text, 'suwork_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'suwork_websocket_connections')).toBe(0);
    expect(valueOf(text, 'suwork_export_jobs{status="written"}')).toBe(1);
    expect(valueOf(text, 'suwork_export_jobs{status="failed"}')).toBe(0);
    const inUse = valueOf(text, 'suwork_db_pool_connections{state="in_use"}');
    if (t.database.kind === 'postgres') expect(inUse).toBeGreaterThanOrEqual(0);
    else expect(inUse).toBeUndefined();
  });

  it('counts scheduled runs by how they ended', async () => {
    t.app.jobs.register({ name: 'metrics-fails', pattern: '0 0 1 1 *', run: () => Promise.reject(new Error('坏了')) });
    t.app.jobs.register({ name: 'metrics-works', pattern: '0 0 1 1 *', run: async () => {} });
    await t.app.jobs.runNow('metrics-fails');
    await t.app.jobs.runNow('metrics-works');
    await t.app.jobs.runNow('metrics-works');
    const text = await scrape();
    expect(valueOf(text, 'suwork_job_runs_total{job="metrics-fails",result="failed"}')).toBe(1);
    expect(valueOf(text, 'suwork_job_runs_total{job="metrics-works",result="done"}')).toBe(2);
    // the failed run waits in the queue for its next try
    expect(valueOf(text, 'suwork_jobs{state="retry"}')).toBe(1);
    expect(valueOf(text, 'suwork_jobs{state="active"}')).toBe(0);
    expect(valueOf(text, 'suwork_job_duration_seconds_count{job="metrics-works"}')).toBe(2);
  });

  it('answers this machine only: not another address, not a request through a proxy', async () => {
    for (const res of [
      await metrics({ remoteAddress: '10.1.2.3' }),
      await metrics({ headers: { 'x-forwarded-for': '203.0.113.9' } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ msg: '仅本机或持监控令牌（METRICS_TOKEN）可读取监控指标' });
      expect(res.body).not.toContain('suwork_');
    }
  });

  it('answers another machine that shows the configured token, and no other token', async () => {
    const token = 'a-long-enough-metrics-token';
    const other = await createTestApp({ metricsToken: token });
    try {
      const read = (bearer: string) =>
        other.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '10.1.2.3',
          headers: { authorization: `Bearer ${bearer}` },
        });
      expect((await read(token)).statusCode).toBe(200);
      expect((await read(`${token}x`)).statusCode).toBe(403);
      expect((await read('wrong')).statusCode).toBe(403);
    } finally {
      await other.close();
    }
  });
});

describe('health', () => {
  it('is live and ready once the database holds every migration', async () => {
    expect((await t.call('GET', '/api/health')).body).toMatchObject({ code: 0, data: { db: t.database.kind } });
    const ready = await t.call<{ db: string; migrations: number }>('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.data.migrations).toBeGreaterThan(40);
  });

  it('is live but not ready while a migration is missing, and not ready once it begins to shut down', async () => {
    const other = await createTestApp();
    const db = other.database.db;
    const [{ n }] = resultRows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
    );
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    expect((await other.call('GET', '/api/health')).status).toBe(200);
    const missing = await other.call('GET', '/api/health/ready');
    expect(missing.status).toBe(503);
    expect(missing.body.msg).toBe(`服务未就绪：数据库迁移未完成（${n - 1}/${n}）`);

    const closing = other.close();
    const shutting = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(shutting.statusCode).toBe(503);
    await closing;
  });
});
