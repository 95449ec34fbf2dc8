import Fastify, { LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiAliases } from './core/api-aliases.ts';
import { registerApiDocs } from './core/api-docs.ts';
import { checkRouteAuth, registerAuth } from './core/auth.ts';
import { registerCompression } from './core/compression.ts';
import { registerAllEntities } from './core/engine/entity-routes.ts';
import { registerErrorHandling } from './core/errors.ts';
import { registerIdempotency } from './core/idempotency.ts';
import { registerFiles } from './core/files/files-plugin.ts';
import { registerRealtime } from './core/realtime/realtime.plugin.ts';
import { JobService } from './core/jobs.ts';
import { registerOpenApi } from './core/openapi.ts';
import { redactedRequest } from './core/log-redaction.ts';
import { asyncStdout, flushQuietly, registerRequestLog } from './core/request-log.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { SessionService } from './core/sessions.ts';
import { registerModules } from './core/module.ts';
import { createRegistries } from './core/registries.ts';
import { registerSpa } from './core/spa.ts';
import type { App } from './core/types.ts';
import { registerTextRule, zodValidatorCompiler } from './core/validation.ts';
export type BuildOptions = {
  config: AppConfig;
  database: Database;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: { write: (line: string) => void };
};

/** The whole server without listening: used by main.ts and by tests through app.inject. */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<App> {
  const stdout = config.logLevel === 'silent' || logStream ? undefined : asyncStdout();
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'], serializers: { req: redactedRequest }, stream: logStream ?? stdout },
    // one line a request, written by registerRequestLog
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  // a route's response schema is its contract: the reply is encoded through it, so no other field leaves
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('sessions', new SessionService(database.db, config));
  app.decorate('jobs', new JobService(database, app.log));
  app.decorate('registries', createRegistries());

  if (stdout) app.addHook('onClose', async () => flushQuietly(stdout));
  checkRouteAuth(app);
  registerRequestLog(app);
  // before any route: the API document describes every route registered after it
  await registerOpenApi(app);
  // the spec's names of API groups (BusinessChance …), served by the same routes (after the document's hook, so each
  // alias is listed after its route)
  registerApiAliases(app);
  await registerCompression(app);
  await registerFiles(app);
  await registerRealtime(app);

  registerErrorHandling(app);
  registerTextRule(app);
  registerSecurityHeaders(app);
  registerAuth(app);
  registerIdempotency(app);
  await registerModules(app, { entities: registerAllEntities(app) });
  registerApiDocs(app);
  await registerSpa(app, config.webDist);
  return app;
}
