import type { EntityDef, RowOf } from '@suwork/domain/entities';
import { getTableColumns } from 'drizzle-orm';
import { tableOf } from '../../db/entity-tables.ts';
import type { WithRegistries } from '../registries.ts';
import type { EntityService } from './entity-service.ts';
import { defineHooks, type EntityHooks } from './hooks.ts';
import type { TableOf } from './table.ts';

// The one road from hand-written code to an entity of the engine: its declaration gives the table, its columns,
// its rows' type, its service and its hooks, all typed from the declaration, so a misspelt column fails tsc.

/** The columns of a declaration's table, by name. */
export type ColumnsOf<D extends EntityDef> = TableOf<D>['_']['columns'];

/** The typed table of a declared entity and its columns (needs no app: usable where a module's file is loaded). */
export type EntityTableOf<D extends EntityDef> = { def: D; table: TableOf<D>; cols: ColumnsOf<D> };

/** An entity of an app: its table and columns, its service (owned view) and a way to add its hooks. */
export type EntityHandle<D extends EntityDef> = EntityTableOf<D> & {
  /** the engine's service of the entity, as registered on the app */
  readonly service: EntityService<D>;
  /** adds business rules to the entity (see defineHooks), its rows typed as RowOf the declaration */
  hooks: (hooks: EntityHooks<RowOf<D>>) => void;
};

const tables = new WeakMap<EntityDef, EntityTableOf<EntityDef>>();

/** The table and columns of a declared entity, typed from its declaration. */
export function entityTableOf<D extends EntityDef>(def: D): EntityTableOf<D> {
  let known = tables.get(def);
  if (!known) {
    // the table entityTable made from this declaration: its columns are the ones TableOf derives from it
    const table = tableOf(def) as unknown as TableOf<EntityDef>;
    tables.set(def, (known = { def, table, cols: getTableColumns(table) }));
  }
  return known as unknown as EntityTableOf<D>;
}

/** The service of an entity on this app (its owned view), read once the engine registered every entity. */
export function serviceOf<D extends EntityDef>(app: WithRegistries, def: D): EntityService<D> {
  const service = app.registries.services.get(def.key);
  if (!service)
    throw new Error(`entity ${def.key} has no service on this app: entities are registered before the modules`);
  return service as unknown as EntityService<D>;
}

/**
 * An entity of this app, typed from its declaration: `entity(app, contractEntity)` gives the contract's table and
 * columns, its service and `hooks({ beforeUpdate(ctx, before, changes) { … } })` with `before` a RowOf the contract.
 * The service is looked up when used, so a handle may be taken while the app is still being set up.
 */
export function entity<D extends EntityDef>(app: WithRegistries, def: D): EntityHandle<D> {
  return {
    ...entityTableOf(def),
    get service() {
      return serviceOf(app, def);
    },
    // the engine hands hooks the rows it read from this table and the values it checked against the declaration
    hooks: (hooks) => defineHooks(app, def.key, hooks as unknown as EntityHooks),
  };
}
