import { crm_chance, crm_customer, crm_offer } from '../../db/entity-tables.ts';
import { columnsOf } from '../../core/engine/table.ts';

// The engine tables the sales module reads and writes beside the engine, with their columns by name.

export const chanceTable = crm_chance;
export const chance = columnsOf(crm_chance);
export const offerTable = crm_offer;
export const offer = columnsOf(crm_offer);
export const customerTable = crm_customer;
export const customer = columnsOf(crm_customer);
