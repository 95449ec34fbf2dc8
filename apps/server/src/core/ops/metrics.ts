import { EXPORT_STATUS } from '@suwork/domain';
import { gt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import client from 'prom-client';
import { exportJobs } from '../../db/schema.ts';
import { sameSecret } from '../same-secret.ts';
import { readBearer } from '../sessions.ts';
import { RequestMetrics } from './request-metrics.ts';
import { lastSuccessfulBackup } from './backup/backup-runs.ts';
import type { App } from '../types.ts';

// What /metrics shows, in Prometheus's text format: requests by route and status class, errors, the database pool,
// scheduled jobs, websockets and exports, plus the process's own figures (CPU, memory, event loop, garbage
// collection). The system module serves it (modules/system/health.routes.ts).

export type Metrics = {
  /** every figure, as the text a scrape reads */
  text: () => Promise<string>;
  contentType: string;
};

/** The process's figures, collected once however many apps the process builds (tests build many). */
let processRegistry: client.Registry | undefined;
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry, prefix: 'suwork_' });
  }
  return processRegistry;
}

const EXPORT_STATUS_NAMES: Record<number, string> = {
  [EXPORT_STATUS.writing]: 'writing',
  [EXPORT_STATUS.written]: 'written',
  [EXPORT_STATUS.failed]: 'failed',
  [EXPORT_STATUS.cancelled]: 'cancelled',
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds: a request through one comes from loopback, yet from elsewhere. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether /metrics answers: this machine (not through a proxy), or a scraper showing the configured token. */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  const given = readBearer(req.headers.authorization);
  if (token && given) return sameSecret(given, token);
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !FORWARDED.some((h) => req.headers[h] !== undefined);
}

/** Counts every answer, run and connection from here on (before the routes: their answers are counted). */
export function registerMetrics(app: App): void {
  const registry = new client.Registry();
  const registers = [registry];
  const requests = new RequestMetrics();
  app.addHook('onResponse', (req, reply, done) => {
    // the route's pattern, never its address: ids and keywords would make a series each
    requests.record(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const jobRuns = new client.Counter({
    name: 'suwork_job_runs_total',
    help: '定时任务运行次数，按任务和结果（done 完成，elsewhere 由其他实例运行，failed 失败）',
    labelNames: ['job', 'result'] as const,
    registers,
  });
  const jobDuration = new client.Histogram({
    name: 'suwork_job_duration_seconds',
    help: '定时任务耗时（秒）',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  app.jobs.onRun((job, result, seconds) => {
    jobRuns.inc({ job, result });
    if (result === 'done') jobDuration.observe({ job }, seconds);
  });

  new client.Gauge({
    name: 'suwork_jobs',
    help: '后台任务队列中的任务数，按状态（created 等待，retry 等待重试，active 执行中，failed 失败；所有实例）',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const counts = await app.jobs.countByState();
      for (const state of ['created', 'retry', 'active', 'failed'] as const) this.set({ state }, counts[state] ?? 0);
    },
  });

  const poolState = app.database.poolState;
  if (poolState) {
    new client.Gauge({
      name: 'suwork_db_pool_connections',
      help: '数据库连接池的连接数（in_use 使用中，idle 空闲，waiting 等待连接的请求）',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { inUse, idle, waiting } = poolState();
        this.set({ state: 'in_use' }, inUse);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  new client.Gauge({
    name: 'suwork_websocket_connections',
    help: '本实例打开的实时连接数',
    registers,
    collect() {
      this.set(app.websocketServer.clients.size);
    },
  });
  new client.Gauge({
    name: 'suwork_export_jobs',
    help: '最近 24 小时的导出任务数，按状态（所有实例）',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const since = new Date(app.config.now().getTime() - 24 * 3600_000);
      const rows = await app.database.db
        .select({ status: exportJobs.status, n: sql<number>`count(*)::int` })
        .from(exportJobs)
        .where(gt(exportJobs.create_time, since))
        .groupBy(exportJobs.status);
      for (const name of Object.values(EXPORT_STATUS_NAMES)) this.set({ status: name }, 0);
      for (const r of rows) this.set({ status: EXPORT_STATUS_NAMES[r.status] ?? String(r.status) }, Number(r.n));
    },
  });

  const lastBackup = () => lastSuccessfulBackup(app.database.db);
  new client.Gauge({
    name: 'suwork_backup_last_success_timestamp_seconds',
    help: '最近一次成功备份的完成时间（Unix 秒；从未成功为 0）',
    registers,
    async collect() {
      const last = await lastBackup();
      this.set(last ? Math.floor(last.at.getTime() / 1000) : 0);
    },
  });
  new client.Gauge({
    name: 'suwork_backup_last_success_bytes',
    help: '最近一次成功备份的大小（字节）',
    registers,
    async collect() {
      this.set((await lastBackup())?.bytes ?? 0);
    },
  });

  const own = processMetrics();
  app.decorate('metrics', {
    text: async () => `${requests.text()}${await registry.metrics()}\n${await own.metrics()}`,
    contentType: registry.contentType,
  } satisfies Metrics);
}
