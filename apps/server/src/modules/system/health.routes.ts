import { ERR } from '@suwork/domain';
import { healthRoutes as routes } from '@suwork/domain/routes';
import { fail, ok } from '../../core/envelope.ts';
import { mayReadMetrics } from '../../core/ops/metrics.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { appliedMigrations, knownMigrations } from '../../db/migration-level.ts';

/**
 * Liveness (the process answers) and readiness (it can serve): a load balancer stops sending requests to an
 * instance whose readiness fails, as it does from the moment the instance begins to shut down. And /metrics.
 */
export function healthRoutes(app: App) {
  serve(app, routes.health, async () => ok({ db: app.database.kind }));

  serve(app, routes.ready, async () => {
    if (app.lifecycle.closing) throw fail(ERR.notReady, '服务正在关闭');
    const applied = await appliedMigrations(app.database.db).catch(() => undefined);
    if (applied === undefined) throw fail(ERR.notReady, '服务未就绪：数据库无法连接');
    const known = knownMigrations();
    if (applied < known) throw fail(ERR.notReady, `服务未就绪：数据库迁移未完成（${applied}/${known}）`);
    return ok({ db: app.database.kind, migrations: applied });
  });

  serve(app, routes.metrics, async (req, reply) => {
    if (!mayReadMetrics(req, app.config.metricsToken))
      throw fail(ERR.noPermission, '仅本机或持监控令牌（METRICS_TOKEN）可读取监控指标');
    const text = await app.metrics.text();
    return reply.header('content-type', app.metrics.contentType).header('cache-control', 'no-store').send(text);
  });
}
