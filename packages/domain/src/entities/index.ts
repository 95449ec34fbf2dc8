// Entity declarations: imported through '@suwork/domain/entities' so the sign-in page never loads them.
import {
  channelContactEntity,
  channelDemandEntity,
  channelEntity,
  inquiryEntity,
  marketEntity,
} from './crm-channels.ts';
import { complaintEntity, visitorPlanEntity } from './crm-service.ts';
import { clueEntity, contactEntity, customerEntity } from './crm.ts';
import {
  contractChangeEntity,
  contractEntity,
  contractRefundEntity,
  receivableEntity,
  recoveryEntity,
} from './contract.ts';
import { DEBT_ENTITIES } from './debt.ts';
import { FINANCE_ENTITIES } from './finance.ts';
import { invoiceEntity } from './invoice.ts';
import { APPLICATIONS, derivedValues, leaveEntity } from './oa.ts';
import { workerEntity } from './personnel.ts';
import {
  productEntity,
  productModuleEntity,
  productSpecEntity,
  productTypeEntity,
  serviceProductEntity,
} from './product.ts';
import {
  businessProjectEntity,
  competeProductEntity,
  offerEntity,
  opportunityEntity,
  planProposalEntity,
  rivalEntity,
} from './sales.ts';
import { projectEntity } from './project.ts';
import { internalPurchaseEntity } from './internal-purchase.ts';
import { PURCHASE_ENTITIES } from './purchase.ts';
import { legalTemplateEntity, noticeEntity, remarkTemplateEntity } from './system.ts';
import type { EntityDef } from './define.ts';

export * from './define.ts';
export * from './row.ts';
export * from './list-columns.ts';
export * from './options.ts';
export * from './dictionaries.ts';
export * from './flow-condition.ts';
export * from './flow-title.ts';
export * from './record-label.ts';
export * from './debt.ts';
export * from './invoice.ts';
export * from './finance.ts';
export * from './purchase.ts';
export * from './internal-purchase.ts';
export * from './row-products.ts';
export {
  LEGAL_CATEGORY,
  NOTICE_DRAFT,
  NOTICE_PUBLISHED,
  NOTICE_STATUS,
  REMARK_CATEGORY,
  TEMPLATE_ENABLED,
  TEMPLATE_STATUS,
} from './system.ts';
export {
  channelContactEntity,
  channelDemandEntity,
  channelEntity,
  clueEntity,
  complaintEntity,
  contactEntity,
  customerEntity,
  inquiryEntity,
  marketEntity,
  productEntity,
  productTypeEntity,
  productSpecEntity,
  productModuleEntity,
  serviceProductEntity,
  opportunityEntity,
  offerEntity,
  businessProjectEntity,
  planProposalEntity,
  rivalEntity,
  competeProductEntity,
  contractEntity,
  recoveryEntity,
  receivableEntity,
  contractRefundEntity,
  contractChangeEntity,
  visitorPlanEntity,
  workerEntity,
};
export { legalTemplateEntity, noticeEntity, remarkTemplateEntity };
export { projectEntity, PROJECT_PRIORITY, PROJECT_STATUS } from './project.ts';
export { APPLICATIONS, derivedValues, leaveEntity };
export {
  becomeMemberEntity,
  goOutEntity,
  OA_MSG,
  OA_NOTICE_MAX,
  quitEntity,
  quitHandoverEntity,
  useCarEntity,
  useSealEntity,
  workHandoverEntity,
  type OaFormSetting,
} from './oa.ts';

export const ENTITIES: readonly EntityDef[] = [
  customerEntity,
  contactEntity,
  clueEntity,
  channelEntity,
  channelDemandEntity,
  channelContactEntity,
  marketEntity,
  inquiryEntity,
  visitorPlanEntity,
  complaintEntity,
  productTypeEntity,
  productEntity,
  productSpecEntity,
  productModuleEntity,
  serviceProductEntity,
  opportunityEntity,
  offerEntity,
  businessProjectEntity,
  planProposalEntity,
  rivalEntity,
  competeProductEntity,
  contractEntity,
  recoveryEntity,
  receivableEntity,
  contractRefundEntity,
  contractChangeEntity,
  noticeEntity,
  remarkTemplateEntity,
  legalTemplateEntity,
  workerEntity,
  projectEntity,
  ...PURCHASE_ENTITIES,
  internalPurchaseEntity,
  ...APPLICATIONS,
  invoiceEntity,
  ...DEBT_ENTITIES,
  ...FINANCE_ENTITIES,
];

export const ENTITY_BY_KEY: ReadonlyMap<string, EntityDef> = new Map(ENTITIES.map((e) => [e.key, e]));

/** Entities and their tag fields (标签管理 removes a deleted tag from these). */
export const TAGGED_FIELDS: readonly { entity: EntityDef; key: string }[] = ENTITIES.flatMap((e) =>
  e.fields.filter((f) => f.type === 'tags').map((f) => ({ entity: e, key: f.key })),
);

export function entityByKey(key: string): EntityDef {
  const e = ENTITY_BY_KEY.get(key);
  if (!e) throw new Error(`unknown entity ${key}`);
  return e;
}
