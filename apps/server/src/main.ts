import { buildApp } from './app.ts';
import { earlierDataDir, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { seedModuleDemos } from './core/module.ts';
import { readableLogStream } from './core/log-lines.ts';
import { claimDataDir } from './core/ops/data-dir-claim.ts';

const startedAt = performance.now();
const config = loadConfig();
// the embedded database is this process's alone while it runs (a backup command waits for it to stop)
if (!config.databaseUrl)
  claimDataDir(
    config.dataDir,
    (pid) =>
      `数据目录 ${config.dataDir} 正由另一个 suwork 进程（pid ${pid}）使用：同一数据目录同一时间只能运行一个服务`,
  );
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  statementTimeoutMs: config.statementTimeoutMs,
});
await database.migrate();
// at a terminal (npm start) a person reads the log: one short line a request; JSON lines elsewhere
const readable = config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY);
const logStream = readable
  ? readableLogStream(process.stdout, config.tzOffsetMinutes, Boolean(process.stdout.isTTY))
  : undefined;
const app = await buildApp({ config, database, logStream });
// before anything calls the app (demo seeding injects requests, which makes it ready)
app.addHook('onClose', () => database.close());
// a new installation gets the demo company, with customers, clues, follow-ups and applications to look at (SEED_DEMO=false:
// an empty database, set up on /registered)
if (config.seedDemo && (await seedIfEmpty(database, config, app.log))) {
  await seedModuleDemos(app, app.log);
}
const earlier = earlierDataDir();
if (earlier) {
  app.log.warn(
    `${earlier} 中有此前版本的数据，本服务现使用 ${config.dataDir}：如需沿用，请停止服务后将其移至 ${config.dataDir}，或设置 DATA_DIR=${earlier}`,
  );
}
if (config.seedDemo && config.adminPasswordIsDefault) {
  app.log.warn('admin 正在使用默认密码 admin123：请通过环境变量 ADMIN_PASSWORD 设置新密码');
}

/** In-flight requests, websockets and the job running get this long to end once the server stops taking requests. */
const CLOSE_WITHIN_MS = 25_000;
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // readiness fails at once; an orchestrator's SIGTERM then leaves the load balancer time to stop sending requests
    // here before the server refuses new ones (a person's Ctrl-C does not wait)
    app.lifecycle.closing = true;
    const drain = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs: drain }, '正在关闭服务');
    setTimeout(() => {
      const force = setTimeout(() => process.exit(1), CLOSE_WITHIN_MS);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, '关闭失败');
          process.exit(1);
        },
      );
    }, drain);
  });
}

await app.listen({ port: config.port, host: config.host });
app.jobs.start();
app.log.info(
  { db: database.kind, readyMs: Math.round(performance.now() - startedAt) },
  `suwork 已就绪：http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`,
);
