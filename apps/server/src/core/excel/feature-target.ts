import type { EntityDef } from '@suwork/domain/entities';
import type { EntityView } from '../engine/entity-service.ts';

/** Where an entity's feature endpoints live: its own controller and node, or those of its public pool. */
export type FeatureTarget = { controller: string; node: string; title: string };

export function featureTarget(def: EntityDef, view: EntityView): FeatureTarget {
  const { controller, node, title } = view === 'pool' && def.pool ? def.pool : def;
  return { controller, node, title };
}
