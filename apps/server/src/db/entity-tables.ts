// One Drizzle table per declared entity, exported by name so migrations see it (drizzle-kit reads exports).
import { clueEntity, contactEntity, customerEntity, type EntityDef } from '@suwork/domain/entities';
import { entityTable, type EntityTable } from '../core/engine/table.ts';

export const crm_customer = entityTable(customerEntity);
export const crm_contact = entityTable(contactEntity);
export const crm_clue = entityTable(clueEntity);

const byTable: Record<string, EntityTable> = { crm_customer, crm_contact, crm_clue };

export function tableOf(def: EntityDef): EntityTable {
  const t = byTable[def.table];
  if (!t) throw new Error(`entity ${def.key} has no table export in entity-tables.ts`);
  return t;
}
