import { crm_contract, crm_contract_change, crm_contract_plan, crm_contract_refund, crm_receivable } from '../../db/entity-tables.ts';
import { columnsOf } from '../../core/engine/table.ts';

// The engine tables of the money chain, with their columns by name.

export const contractTable = crm_contract;
export const contract = columnsOf(crm_contract);
export const planTable = crm_contract_plan;
export const plan = columnsOf(crm_contract_plan);
export const receivableTable = crm_receivable;
export const receivable = columnsOf(crm_receivable);
export const refundTable = crm_contract_refund;
export const refund = columnsOf(crm_contract_refund);
export const changeTable = crm_contract_change;
export const change = columnsOf(crm_contract_change);
