import { LogController, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.ts';
import { registerApiAliases } from './core/api-aliases.ts';
import { registerApiDocs } from './core/api-docs.ts';
import { checkRouteAuth, registerAuth } from './core/auth.ts';
import { registerCompression } from './core/compression.ts';
import { registerAllEntities } from './core/engine/entity-routes.ts';
import { registerErrorHandling } from './core/errors.ts';
import { registerFiles } from './core/files/files-plugin.ts';
import { registerIdempotency } from './core/idempotency.ts';
import { redactedRequest } from './core/log-redaction.ts';
import { registerModules } from './core/module.ts';
import { registerMetrics } from './core/ops/metrics.ts';
import { registerOpenApi } from './core/openapi.ts';
import { registerRealtime } from './core/realtime/realtime.plugin.ts';
import { registerRequestLog } from './core/request-log.ts';
import { requestLogger } from './core/request-logger.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { registerSpa } from './core/spa.ts';
import type { App } from './core/types.ts';
import { registerTextRule } from './core/validation.ts';

/** The server's options: its logger (the Authorization header never logged), body limit, proxy trust. */
export function serverOptions(
  config: AppConfig,
  logStream: { write: (line: string) => void } | undefined,
): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            serializers: { req: redactedRequest },
            stream: logStream,
          },
    // one line a request, written by registerRequestLog
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestLogger,
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  };
}

/** Everything the server serves, in the order it must be registered in: hooks first, then the routes they cover. */
export async function registerPlugins(app: App): Promise<void> {
  checkRouteAuth(app);
  registerRequestLog(app);
  registerMetrics(app);
  // before any route: the API document describes every route registered after it
  await registerOpenApi(app);
  // the spec's names of API groups (BusinessChance …), served by the same routes (after the document's hook, so each
  // alias is listed after its route)
  registerApiAliases(app);
  await registerCompression(app);
  await registerFiles(app);

  registerErrorHandling(app);
  registerTextRule(app);
  registerSecurityHeaders(app);
  registerAuth(app);
  registerIdempotency(app);
  // after every hook and the error handler: its route lives in a scope of its own, which takes what is there when made
  await registerRealtime(app);
  await registerModules(app, { entities: registerAllEntities(app) });
  registerApiDocs(app);
  await registerSpa(app, app.config.webDist);
}
