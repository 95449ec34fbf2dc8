import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerPlugins, serverOptions } from './app-setup.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { JobService } from './core/jobs.ts';
import { createRegistries } from './core/registries.ts';
import { asyncStdout, flushQuietly } from './core/request-log.ts';
import { SessionService } from './core/sessions.ts';
import type { App } from './core/types.ts';
import { zodValidatorCompiler } from './core/validation.ts';

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  /** where log lines go (tests capture them); stdout by default */
  logStream?: { write: (line: string) => void };
};

/** The whole server without listening: used by main.ts and by tests through app.inject. */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<App> {
  const stdout = config.logLevel === 'silent' || logStream ? undefined : asyncStdout();
  const app = Fastify(serverOptions(config, logStream ?? stdout)).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  // a route's response schema is its contract: the reply is encoded through it, so no other field leaves
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('sessions', new SessionService(database.db, config));
  app.decorate('jobs', new JobService(database, app.log));
  app.decorate('registries', createRegistries());
  app.decorate('lifecycle', { closing: false });
  app.addHook('preClose', async () => {
    app.lifecycle.closing = true;
  });
  // the job running here ends (or is handed back to the queue) before the database closes
  app.addHook('onClose', () => app.jobs.stop());

  if (stdout) app.addHook('onClose', async () => flushQuietly(stdout));
  await registerPlugins(app);
  return app;
}
