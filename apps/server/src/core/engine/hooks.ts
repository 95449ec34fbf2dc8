import type { Db } from '../../db/client.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';

type Values = Record<string, unknown>;
export type HookContext = { tx: Db; user: SessionUser };

/**
 * Business rules an entity plugs into the engine by key (see modules/<module>/<entity>.hooks.ts). `R`: its rows
 * (RowOf its declaration, through the typed handle's `hooks`); values and changes hold only the fields given.
 */
export type EntityHooks<R extends object = Values> = {
  /** may change the values or throw an ApiError */
  beforeCreate?: (ctx: HookContext, values: Partial<R>) => Promise<void> | void;
  afterCreate?: (ctx: HookContext, id: number, values: Partial<R>) => Promise<void> | void;
  beforeUpdate?: (ctx: HookContext, before: R, changes: Partial<R>) => Promise<void> | void;
  beforeDelete?: (ctx: HookContext, rows: readonly R[]) => Promise<void> | void;
  /** may change the rows of a list page before they are sent (e.g. mask a field) */
  afterList?: (rows: Values[]) => void;
  /** a follow-up was written on the record */
  afterFollow?: (ctx: HookContext, recordId: number) => Promise<void> | void;
};

type AnyHook = (...args: never[]) => unknown;

/** Both hooks, one after the other (the first awaited when it returns a promise). */
function chain(first: AnyHook, second: AnyHook): AnyHook {
  return ((...args: never[]) => {
    const done = first(...args);
    return done instanceof Promise ? done.then(() => second(...args)) : second(...args);
  }) as AnyHook;
}

/**
 * Adds business rules to an entity of this app. Several modules may add to one entity (a customer renamed is
 * renamed on its opportunities and on its contracts): hooks of the same name run in the order they were added.
 */
export function defineHooks(app: WithRegistries, entityKey: string, hooks: EntityHooks): void {
  const registry = app.registries.hooks;
  const merged: Record<string, AnyHook> = { ...(registry.get(entityKey) as Record<string, AnyHook>) };
  for (const [name, hook] of Object.entries(hooks) as [string, AnyHook][])
    merged[name] = merged[name] ? chain(merged[name], hook) : hook;
  registry.set(entityKey, merged as EntityHooks);
}

export const hooksOf = (app: WithRegistries, entityKey: string): EntityHooks =>
  app.registries.hooks.get(entityKey) ?? {};
