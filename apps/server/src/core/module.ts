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
   * so each role signing in sees the module at work; written after the demos of the modules named in `after`
   * (those it reads, or whose records its own must follow).
   */
  demo?: { after?: readonly string[]; seed: (app: App, log?: FastifyBaseLogger) => Promise<void> };
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
  const all = modules ?? (await loadModules());
  // on every start, not only the first: a demo order that cannot be met is found before it is needed
  demoOrder(all);
  for (const module of all) await module.register(app, ctx);
}

/**
 * The modules with a demo, each after those its `after` names, otherwise in the order given (by name, as loaded).
 * Throws when `after` names a module without a demo among them, or when the demos wait on each other in a circle.
 */
export function demoOrder(modules: readonly ServerModule[]): ServerModule[] {
  const waiting = modules.filter((m) => m.demo);
  const names = new Set(waiting.map((m) => m.name));
  for (const m of waiting) {
    const unknown = (m.demo!.after ?? []).filter((name) => !names.has(name));
    if (unknown.length)
      throw new Error(`modules/${m.name}: demo.after names ${unknown.join(', ')}, which is not a module with a demo`);
  }
  const done = new Set<string>();
  const ordered: ServerModule[] = [];
  while (waiting.length) {
    const next = waiting.findIndex((m) => (m.demo!.after ?? []).every((name) => done.has(name)));
    if (next < 0)
      throw new Error(
        `demo.after makes a cycle: no order writes the demos of ${waiting.map((m) => m.name).join(', ')}`,
      );
    const [module] = waiting.splice(next, 1);
    done.add(module.name);
    ordered.push(module);
  }
  return ordered;
}

/** Every module's demo data, each after the demos it names. */
export async function seedModuleDemos(app: App, log?: FastifyBaseLogger, modules?: ServerModule[]): Promise<void> {
  const withDemo = demoOrder(modules ?? (await loadModules()));
  // the demo goes through the API as members would; those requests are not client traffic, so not in the request log
  await quietRequests(app, async () => {
    for (const module of withDemo) await module.demo!.seed(app, log);
  });
}
