import type { EntityDef } from '@suwork/domain/entities';

/** Which records a page shows: the members' own records, or the entity's public pool (公海). */
export type EntityView = 'owned' | 'pool';

/**
 * The declaration as the pages of one view use it: in the pool view the pool's controller, page node,
 * title and routes take the place of the entity's own (fields, features and key stay).
 */
export function viewDef(def: EntityDef, view: EntityView): EntityDef {
  if (view === 'owned' || !def.pool) return def;
  const { controller, node, title, routes } = def.pool;
  return { ...def, controller, node, title, routes };
}

/** Query-cache key of a view's data; everything of an entity is invalidated with ['entity', def.key]. */
export const viewKey = (def: EntityDef, view: EntityView, ...rest: readonly unknown[]): unknown[] => [
  'entity',
  def.key,
  view,
  ...rest,
];
