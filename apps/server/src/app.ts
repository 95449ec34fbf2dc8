import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { checkRouteAuth, registerAuth } from './core/auth.ts';
import { registerAllEntities } from './core/engine/entity-routes.ts';
import { registerErrorHandling } from './core/errors.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { SessionService } from './core/sessions.ts';
import { registerSpa } from './core/spa.ts';
import type { App } from './core/types.ts';
import { zodValidatorCompiler } from './core/validation.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { nodeRoutes } from './modules/auth/node.routes.ts';
import { orgReadRoutes } from './modules/org/org-read.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';

export type BuildOptions = { config: AppConfig; database: Database };

/** The whole server without listening: used by main.ts and by tests through app.inject. */
export async function buildApp({ config, database }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    routerOptions: { caseSensitive: false },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('sessions', new SessionService(database.db, config));

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  checkRouteAuth(app);
  registerAuth(app);

  healthRoutes(app);
  authRoutes(app);
  nodeRoutes(app);
  orgReadRoutes(app);
  registerAllEntities(app);

  await registerSpa(app, config.webDist);
  return app;
}
