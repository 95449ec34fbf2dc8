import type { Db } from '../../db/client.ts';
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

const registry = new Map<string, EntityHooks>();

export function defineHooks(entityKey: string, hooks: EntityHooks): void {
  registry.set(entityKey, { ...registry.get(entityKey), ...hooks });
}

export const hooksOf = (entityKey: string): EntityHooks => registry.get(entityKey) ?? {};
