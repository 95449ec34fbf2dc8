// One Drizzle table per declared entity, exported by name so migrations see it (drizzle-kit reads exports).
import {
  channelContactEntity,
  channelDemandEntity,
  channelEntity,
  clueEntity,
  complaintEntity,
  contactEntity,
  customerEntity,
  inquiryEntity,
  becomeMemberEntity,
  goOutEntity,
  leaveEntity,
  legalTemplateEntity,
  marketEntity,
  noticeEntity,
  productEntity,
  productTypeEntity,
  projectEntity,
  quitEntity,
  quitHandoverEntity,
  remarkTemplateEntity,
  useCarEntity,
  useSealEntity,
  visitorPlanEntity,
  workerEntity,
  workHandoverEntity,
  type EntityDef,
} from '@suwork/domain/entities';
import { entityTable, type EntityTable } from '../core/engine/table.ts';

export const crm_customer = entityTable(customerEntity);
export const crm_contact = entityTable(contactEntity);
export const crm_clue = entityTable(clueEntity);
export const crm_channel = entityTable(channelEntity);
export const crm_channel_demand = entityTable(channelDemandEntity);
export const crm_channel_contact = entityTable(channelContactEntity);
export const crm_market = entityTable(marketEntity);
export const crm_inquiry = entityTable(inquiryEntity);
export const crm_visit_plan = entityTable(visitorPlanEntity);
export const crm_complaint = entityTable(complaintEntity);
export const prd_type = entityTable(productTypeEntity);
export const prd_product = entityTable(productEntity);
export const sys_notice = entityTable(noticeEntity);
export const sys_remark_template = entityTable(remarkTemplateEntity);
export const sys_legal_template = entityTable(legalTemplateEntity);
export const hr_worker = entityTable(workerEntity);
export const pm_project = entityTable(projectEntity);
export const oa_leave = entityTable(leaveEntity);
export const oa_become_member = entityTable(becomeMemberEntity);
export const oa_quit = entityTable(quitEntity);
export const oa_quit_handover = entityTable(quitHandoverEntity);
export const oa_use_car = entityTable(useCarEntity);
export const oa_use_seal = entityTable(useSealEntity);
export const oa_go_out = entityTable(goOutEntity);
export const oa_work_handover = entityTable(workHandoverEntity);

const byTable: Record<string, EntityTable> = {
  pm_project,
  crm_customer,
  crm_contact,
  crm_clue,
  crm_channel,
  crm_channel_demand,
  crm_channel_contact,
  crm_market,
  crm_inquiry,
  crm_visit_plan,
  crm_complaint,
  prd_type,
  prd_product,
  sys_notice,
  sys_remark_template,
  sys_legal_template,
  hr_worker,
  oa_leave,
  oa_become_member,
  oa_quit,
  oa_quit_handover,
  oa_use_car,
  oa_use_seal,
  oa_go_out,
  oa_work_handover,
};

export function tableOf(def: EntityDef): EntityTable {
  const t = byTable[def.table];
  if (!t) throw new Error(`entity ${def.key} has no table export in entity-tables.ts`);
  return t;
}
