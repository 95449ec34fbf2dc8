// Generated from the entity declarations by scripts/write-entity-tables.ts (npm run db:generate); do not edit.
// One Drizzle table per declared entity, exported by name so migrations see it (drizzle-kit reads exports).
import { ENTITIES, type EntityDef } from '@suwork/domain/entities';
import { entityTable, type EntityTable } from '../core/engine/table.ts';

const declared = (table: string): EntityDef => ENTITIES.find((d) => d.table === table)!;

export const crm_business_project = entityTable(declared('crm_business_project'));
export const crm_chance = entityTable(declared('crm_chance'));
export const crm_channel = entityTable(declared('crm_channel'));
export const crm_channel_contact = entityTable(declared('crm_channel_contact'));
export const crm_channel_demand = entityTable(declared('crm_channel_demand'));
export const crm_clue = entityTable(declared('crm_clue'));
export const crm_compete_product = entityTable(declared('crm_compete_product'));
export const crm_complaint = entityTable(declared('crm_complaint'));
export const crm_contact = entityTable(declared('crm_contact'));
export const crm_contract = entityTable(declared('crm_contract'));
export const crm_contract_change = entityTable(declared('crm_contract_change'));
export const crm_contract_plan = entityTable(declared('crm_contract_plan'));
export const crm_contract_refund = entityTable(declared('crm_contract_refund'));
export const crm_customer = entityTable(declared('crm_customer'));
export const crm_inquiry = entityTable(declared('crm_inquiry'));
export const crm_market = entityTable(declared('crm_market'));
export const crm_offer = entityTable(declared('crm_offer'));
export const crm_plan_proposal = entityTable(declared('crm_plan_proposal'));
export const crm_receivable = entityTable(declared('crm_receivable'));
export const crm_rival = entityTable(declared('crm_rival'));
export const crm_visit_plan = entityTable(declared('crm_visit_plan'));
export const fin_borrow = entityTable(declared('fin_borrow'));
export const fin_contract_bad = entityTable(declared('fin_contract_bad'));
export const fin_contract_broken = entityTable(declared('fin_contract_broken'));
export const fin_expense = entityTable(declared('fin_expense'));
export const fin_invoice = entityTable(declared('fin_invoice'));
export const fin_payment = entityTable(declared('fin_payment'));
export const fin_salary = entityTable(declared('fin_salary'));
export const hr_worker = entityTable(declared('hr_worker'));
export const oa_become_member = entityTable(declared('oa_become_member'));
export const oa_go_out = entityTable(declared('oa_go_out'));
export const oa_leave = entityTable(declared('oa_leave'));
export const oa_quit = entityTable(declared('oa_quit'));
export const oa_quit_handover = entityTable(declared('oa_quit_handover'));
export const oa_use_car = entityTable(declared('oa_use_car'));
export const oa_use_seal = entityTable(declared('oa_use_seal'));
export const oa_work_handover = entityTable(declared('oa_work_handover'));
export const pm_project = entityTable(declared('pm_project'));
export const prd_module = entityTable(declared('prd_module'));
export const prd_product = entityTable(declared('prd_product'));
export const prd_service = entityTable(declared('prd_service'));
export const prd_spec = entityTable(declared('prd_spec'));
export const prd_type = entityTable(declared('prd_type'));
export const pur_order = entityTable(declared('pur_order'));
export const pur_refund = entityTable(declared('pur_refund'));
export const pur_requisition = entityTable(declared('pur_requisition'));
export const pur_supplier = entityTable(declared('pur_supplier'));
export const sys_legal_template = entityTable(declared('sys_legal_template'));
export const sys_notice = entityTable(declared('sys_notice'));
export const sys_remark_template = entityTable(declared('sys_remark_template'));

const byTable: Record<string, EntityTable> = { crm_business_project, crm_chance, crm_channel, crm_channel_contact, crm_channel_demand, crm_clue, crm_compete_product, crm_complaint, crm_contact, crm_contract, crm_contract_change, crm_contract_plan, crm_contract_refund, crm_customer, crm_inquiry, crm_market, crm_offer, crm_plan_proposal, crm_receivable, crm_rival, crm_visit_plan, fin_borrow, fin_contract_bad, fin_contract_broken, fin_expense, fin_invoice, fin_payment, fin_salary, hr_worker, oa_become_member, oa_go_out, oa_leave, oa_quit, oa_quit_handover, oa_use_car, oa_use_seal, oa_work_handover, pm_project, prd_module, prd_product, prd_service, prd_spec, prd_type, pur_order, pur_refund, pur_requisition, pur_supplier, sys_legal_template, sys_notice, sys_remark_template };

export function tableOf(def: EntityDef): EntityTable {
  const t = byTable[def.table];
  if (!t) throw new Error(`entity ${def.key} has no table: run npm run db:generate -w apps/server`);
  return t;
}
