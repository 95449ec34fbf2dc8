import type { EntityDef } from '@suwork/domain/entities';
import { CATALOGUE } from '@suwork/domain';
import { registerExport } from '../excel/export.ts';
import { featureTarget } from '../excel/feature-target.ts';
import { registerImport } from '../excel/import.ts';
import type { App } from '../types.ts';
import { registerDuplicateCheck } from './duplicate-check.ts';
import type { EntityService } from './entity-service.ts';

/**
 * Export and import of an entity (or of its public pool, under the pool's controller and node), each only
 * when the entity declares it and the node tree has its action; the duplicate check once per entity.
 */
export function registerFeatureRoutes(app: App, def: EntityDef, service: EntityService) {
  const target = featureTarget(def, service.view);
  const has = (action: string) => CATALOGUE.byName.has(`${target.node}_${action}`);
  if (def.features.export && has('export')) registerExport(app, service, target);
  if (def.features.import && has('import')) registerImport(app, service, target);
  if (def.features.duplicateCheck?.length && service.view === 'owned') registerDuplicateCheck(app, def, service);
}
