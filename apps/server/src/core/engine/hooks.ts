import type { Db } from '../../db/client.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';

type Values = Record<string, unknown>;
export type HookContext = { tx: Db; user: SessionUser };

/** Business rules an entity plugs into the engine by key (see modules/<module>/<entity>.hooks.ts). */
export type EntityHooks = {
  /** may change the values or throw an ApiError */
  beforeCreate?: (ctx: HookContext, values: Values) => Promise<void> | void;
  afterCreate?: (ctx: HookContext, id: number, values: Values) => Promise<void> | void;
  beforeUpdate?: (ctx: HookContext, before: Values, changes: Values) => Promise<void> | void;
  beforeDelete?: (ctx: HookContext, rows: readonly Values[]) => Promise<void> | void;
  /** may change the rows of a list page before they are sent (e.g. mask a field) */
  afterList?: (rows: Values[]) => void;
  /** a follow-up was written on the record */
  afterFollow?: (ctx: HookContext, recordId: number) => Promise<void> | void;
};

/** Adds business rules to an entity of this app; hooks given again for the same key are merged in. */
export function defineHooks(app: WithRegistries, entityKey: string, hooks: EntityHooks): void {
  const registry = app.registries.hooks;
  registry.set(entityKey, { ...registry.get(entityKey), ...hooks });
}

export const hooksOf = (app: WithRegistries, entityKey: string): EntityHooks => app.registries.hooks.get(entityKey) ?? {};
