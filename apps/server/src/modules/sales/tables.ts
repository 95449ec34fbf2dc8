import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { crm_chance, crm_customer, crm_offer } from '../../db/entity-tables.ts';
import type { EntityTable } from '../../core/engine/table.ts';

// The engine tables the sales module reads and writes beside the engine, with their columns by name.

const columnsOf = (t: EntityTable) => getTableColumns(t) as Record<string, PgColumn>;

export const chanceTable = crm_chance;
export const chance = columnsOf(crm_chance);
export const offerTable = crm_offer;
export const offer = columnsOf(crm_offer);
export const customerTable = crm_customer;
export const customer = columnsOf(crm_customer);
