import type { EntityDef } from '@suwork/domain/entities';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import type { WithRegistries } from '../registries.ts';
import type { SessionUser } from '../sessions.ts';
import { andAll } from './list-query.ts';
import { scopePredicate } from './scope.ts';
import type { EntityTable } from './table.ts';

/** Owned records (the normal lists) or the entity's public pool. */
export type EntityView = 'owned' | 'pool';

/** What a service needs of its app: the registries (entity hooks, file guards) and the clock. */
export type EngineApp = WithRegistries & { readonly config: { now: () => Date } };

/** What the reads, writes and reference checks of one entity work with (entity-service.ts assembles them). */
export type EntityContext = {
  readonly def: EntityDef;
  readonly db: Db;
  /** the zone offset in minutes times are shown in */
  readonly tz: number;
  readonly view: EntityView;
  /** whose entity hooks, file guards and clock apply */
  readonly app: EngineApp;
  readonly table: EntityTable;
  readonly cols: Record<string, PgColumn>;
};

export function entityContext(def: EntityDef, db: Db, tz: number, view: EntityView, app: EngineApp): EntityContext {
  const table = tableOf(def);
  return { def, db, tz, view, app, table, cols: getTableColumns(table) as Record<string, PgColumn> };
}

/**
 * The data scope: owned records the member may see; for the pool, every pooled record (holding the
 * pool's node is what grants it).
 */
export function recordScope(ctx: EntityContext, user: SessionUser, teamIds?: readonly number[]) {
  const { def, table, cols, view } = ctx;
  if (!def.pool) return scopePredicate(def, table, user, teamIds);
  const pooled = eq(cols.in_pool, view === 'pool' ? 2 : 1);
  return view === 'pool' ? pooled : andAll([scopePredicate(def, table, user, teamIds), pooled]);
}
