import type { FastifyBaseLogger } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntityService } from './engine/entity-service.ts';
import { quietRequests } from './request-log.ts';
import type { App } from './types.ts';

/** What a module is given besides the app: the engine's service of every declared entity, by key. */
export type ModuleContext = { entities: ReadonlyMap<string, EntityService> };

/**
 * A server module: one folder under src/modules with an index.ts whose default export is this. `register` adds
 * everything the module brings to one app instance — routes, entity hooks, jobs, to-do sections, message links.
 */
export type ServerModule = {
  name: string;
  register: (app: App, ctx: ModuleContext) => void | Promise<void>;
  /**
   * Demo data for a new installation (`npm start` on an empty database), made once the demo company exists,
   * so each role signing in sees the module at work; smaller `order` first (a module's demo may use another's).
   */
  demo?: { order: number; seed: (app: App, log?: FastifyBaseLogger) => Promise<void> };
};

export const defineModule = (module: ServerModule): ServerModule => module;

export const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

/** Every module folder's index.ts, in name order: nothing central lists them. */
export async function loadModules(dir = MODULES_DIR): Promise<ServerModule[]> {
  const names = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const mod = (await import(pathToFileURL(path.join(dir, name, 'index.ts')).href)) as { default?: ServerModule };
      if (!mod.default?.register) throw new Error(`modules/${name}/index.ts must export default defineModule({ … })`);
      return mod.default;
    }),
  );
}

export async function registerModules(app: App, ctx: ModuleContext, modules?: ServerModule[]): Promise<void> {
  for (const module of modules ?? (await loadModules())) await module.register(app, ctx);
}

/** Every module's demo data, in their order. */
export async function seedModuleDemos(app: App, log?: FastifyBaseLogger, modules?: ServerModule[]): Promise<void> {
  const withDemo = (modules ?? (await loadModules())).filter((m) => m.demo).sort((a, b) => a.demo!.order - b.demo!.order);
  // the demo goes through the API as members would; those requests are not client traffic, so not in the request log
  await quietRequests(async () => {
    for (const module of withDemo) await module.demo!.seed(app, log);
  });
}
