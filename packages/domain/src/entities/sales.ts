import { MESSAGE_CHANNEL, MESSAGE_TYPE } from '../message-centre.ts';
import { defineEntity, f } from './define.ts';
import {
  BUSINESS_PROJECT_STATUS,
  CHANCE_STATUS,
  OFFER_STATUS,
  PROPOSAL_STATUS,
  TAX_RATE,
  THREAT_LEVEL,
} from './options.ts';

// The sales pipeline: 商机 and what hangs from it (商机项目, 报价, 方案建议书), and the competition (竞争对手, 竞品).

/** 商机: a chance to sell to a customer, moved through the stages of its stage group until won or lost */
export const opportunityEntity = /* @__PURE__ */ defineEntity({
  key: 'opportunity',
  controller: 'Chance',
  title: '商机',
  table: 'crm_chance',
  idKey: 'chance_id',
  titleField: 'chance_name',
  node: 'customer_opportunities',
  owned: true,
  fields: [
    f.text('chance_name', '商机名称', {
      required: '请输入商机名称',
      max: 100,
      list: true,
      search: true,
      sort: true,
      index: true,
    }),
    f.reference('enterprise_id', '客户', 'customer', { required: '请选择客户', filter: true, index: true }),
    // the customer's name as the opportunity rows and the 关联商机 dialog show it, kept by the server
    f.text('company_name', '客户名称', { writable: false, max: 100, list: true, search: true }),
    f.reference('contact_id', '联系人', 'contact', { pickerParams: { enterprise_id: 'enterprise_id' } }),
    f.dict('chance_source', '商机来源', 'chance_source', { list: true, filter: true }),
    // the stage group (商机阶段设置) and a stage of it; their names are kept beside them for lists and exports
    f.integer('stage_group_id', '阶段组', { min: 1 }),
    f.text('stage_group_name', '阶段组', { writable: false, max: 50 }),
    f.integer('stage_id', '商机阶段', { min: 1, index: true }),
    f.text('stage_name', '商机阶段', { writable: false, max: 50, list: true }),
    f.percent('expect_success', '赢率', { list: true, sort: true }),
    f.money('amount', '预计金额（元）', { min: 0, list: true, sort: true }),
    f.date('expect_date', '预计成交日期', { list: true, sort: true, filter: true }),
    f.lines('product_lines', '产品明细', { sumInto: 'amount' }),
    f.enumOf('status', '商机状态', CHANCE_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.text('status_reason', '输单/无效原因', { writable: false, max: 200 }),
    f.datetime('close_time', '结束时间', { writable: false, index: true }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '基本信息',
      fields: [
        'chance_name',
        'enterprise_id',
        'contact_id',
        'chance_source',
        'stage_group_id',
        'stage_id',
        'expect_success',
        'amount',
        'expect_date',
      ],
    },
    { title: '产品明细', fields: ['product_lines'] },
    { title: '其他信息', fields: ['status', 'status_reason', 'close_time', 'remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, team: true, export: true },
  routes: { list: 'opportunities', add: 'addOpportunity', edit: 'editOpportunity', info: 'opportunityDetails' },
  card: { facts: ['company_name', 'stage_name', 'amount', 'expect_date'], tag: 'status' },
  figures: ['amount', 'expect_success', 'expect_date', 'status'],
  followContacts: { entity: 'contact', field: 'enterprise_id', via: 'enterprise_id' },
  related: [
    { entity: 'offer', field: 'chance_id' },
    { entity: 'businessProject', field: 'chance_id' },
    { entity: 'planProposal', field: 'chance_id' },
  ],
  messages: { type: MESSAGE_TYPE.customer, channel: MESSAGE_CHANNEL.chance },
  picker: {
    params: {
      company_name: 'company_name',
      chance_name: 'chance_name',
      chance_source: 'chance_source',
      enterprise_id: 'enterprise_id',
    },
    pageSize: 5,
    columns: ['chance_name', 'company_name', 'expect_success'],
  },
});

/** 报价: a priced offer to a customer, numbered, versioned and printable */
export const offerEntity = /* @__PURE__ */ defineEntity({
  key: 'offer',
  controller: 'Offer',
  title: '报价',
  table: 'crm_offer',
  idKey: 'offer_id',
  titleField: 'title',
  node: 'customer_offer',
  owned: true,
  fields: [
    f.text('offer_no', '报价单号', { writable: false, max: 40, list: true, search: true, unique: true }),
    f.text('title', '报价主题', { required: '请输入报价主题', max: 100, list: true, search: true, sort: true }),
    f.reference('enterprise_id', '客户', 'customer', { required: '请选择客户', list: true, filter: true, index: true }),
    f.reference('chance_id', '商机', 'opportunity', { list: true, filter: true, index: true }),
    f.reference('contact_id', '联系人', 'contact', { pickerParams: { enterprise_id: 'enterprise_id' } }),
    f.date('valid_until', '有效期至', { required: '请选择有效期', list: true, sort: true, filter: true }),
    f.lines('product_lines', '产品明细', { sumInto: 'lines_amount' }),
    f.money('lines_amount', '产品合计（元）', { writable: false }),
    f.percent('discount', '整单折扣（%）', { defaultValue: '0' }),
    f.enumOf('tax_rate', '税率', TAX_RATE, { required: '请选择税率', defaultValue: 13 }),
    f.money('before_tax', '税前金额（元）', { writable: false }),
    f.money('tax_amount', '税额（元）', { writable: false }),
    f.money('after_tax', '含税总计（元）', { writable: false, list: true, sort: true }),
    f.richText('terms', '报价条款', { max: 20000 }),
    f.enumOf('status', '状态', OFFER_STATUS, {
      writable: false,
      defaultValue: 1,
      list: true,
      filter: true,
      index: true,
    }),
    f.integer('version', '版本', { writable: false, defaultValue: 1, list: true }),
    // the first version: every version of a quote names it (the first names itself)
    f.reference('root_id', '原报价', 'offer', { writable: false, index: true }),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [
    {
      title: '报价信息',
      fields: ['offer_no', 'title', 'enterprise_id', 'chance_id', 'contact_id', 'valid_until', 'status', 'version'],
    },
    { title: '产品明细', fields: ['product_lines'] },
    { title: '金额', fields: ['lines_amount', 'discount', 'tax_rate', 'before_tax', 'tax_amount', 'after_tax'] },
    { title: '条款与备注', fields: ['terms', 'remark'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, team: true, export: true },
  routes: { list: 'offer', add: 'addOffer', edit: 'editOffer', info: 'offerInfo' },
  card: { facts: ['offer_no', 'enterprise_id', 'after_tax', 'valid_until'], tag: 'status' },
  figures: ['after_tax', 'valid_until', 'status'],
});

/** 商机项目: a sub-project of an opportunity (a phase, a site, a department of the customer) */
export const businessProjectEntity = /* @__PURE__ */ defineEntity({
  key: 'businessProject',
  controller: 'BusinessProject',
  title: '商机项目',
  table: 'crm_business_project',
  idKey: 'business_project_id',
  titleField: 'project_name',
  node: 'customer_businessProject',
  owned: true,
  fields: [
    f.text('project_name', '项目名称', { required: '请输入项目名称', max: 100, list: true, search: true, sort: true }),
    f.reference('chance_id', '商机', 'opportunity', { required: '请选择商机', list: true, filter: true, index: true }),
    f.money('budget', '项目预算（元）', { min: 0, list: true, sort: true }),
    f.date('decision_date', '预计决策日期', { list: true, sort: true, filter: true }),
    f.references('decision_maker_ids', '关键决策人', 'contact', { list: true }),
    f.enumOf('status', '项目状态', BUSINESS_PROJECT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.richText('requirements', '需求描述', { max: 20000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    {
      title: '项目信息',
      fields: ['project_name', 'chance_id', 'budget', 'decision_date', 'decision_maker_ids', 'status'],
    },
    { title: '需求', fields: ['requirements', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: {
    list: 'businessProject',
    add: 'addBusinessProject',
    edit: 'editBusinessProject',
    info: 'businessProjectInfo',
  },
});

/** 方案建议书: the proposal written for an opportunity */
export const planProposalEntity = /* @__PURE__ */ defineEntity({
  key: 'planProposal',
  controller: 'PlanProposal',
  title: '方案建议书',
  table: 'crm_plan_proposal',
  idKey: 'proposal_id',
  titleField: 'title',
  node: 'customer_planProposal',
  owned: true,
  fields: [
    f.text('title', '方案标题', { required: '请输入方案标题', max: 100, list: true, search: true, sort: true }),
    f.reference('chance_id', '商机', 'opportunity', { required: '请选择商机', list: true, filter: true, index: true }),
    f.text('version', '版本号', { max: 20, defaultValue: 'V1.0', list: true }),
    f.enumOf('status', '状态', PROPOSAL_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.richText('content', '方案内容', { required: '请输入方案内容', max: 200000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '方案信息', fields: ['title', 'chance_id', 'version', 'status'] },
    { title: '方案内容', fields: ['content', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'planProposal', add: 'addPlanProposal', edit: 'editPlanProposal', info: 'planProposalInfo' },
});

/** 竞争对手: a company we meet in deals; its record against us comes from the opportunities it is linked to */
export const rivalEntity = /* @__PURE__ */ defineEntity({
  key: 'rival',
  controller: 'Rival',
  title: '竞争对手',
  table: 'crm_rival',
  idKey: 'rival_id',
  titleField: 'rival_name',
  node: 'customer_rival',
  owned: false,
  fields: [
    f.text('rival_name', '对手名称', { required: '请输入对手名称', max: 100, list: true, search: true, sort: true }),
    f.text('website', '官网', { max: 200 }),
    f.text('scale', '公司规模', { max: 50, list: true }),
    f.enumOf('threat_level', '威胁程度', THREAT_LEVEL, { defaultValue: 2, list: true, filter: true, sort: true }),
    f.longText('strengths', '优势', { max: 2000 }),
    f.longText('weaknesses', '劣势', { max: 2000 }),
    f.longText('price_strategy', '价格策略', { max: 2000 }),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [
    { title: '对手信息', fields: ['rival_name', 'website', 'scale', 'threat_level'] },
    { title: '分析', fields: ['strengths', 'weaknesses', 'price_strategy', 'remark'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'rival', add: 'addRival', edit: 'editRival', info: 'rivalInfo' },
  related: [{ entity: 'competeProduct', field: 'rival_id' }],
  picker: {
    params: { rival_name: 'rival_name' },
    multiple: true,
    pageSize: 5,
    columns: ['rival_name', 'scale', 'threat_level'],
  },
});

/** 竞品: a rival's product, compared with ours */
export const competeProductEntity = /* @__PURE__ */ defineEntity({
  key: 'competeProduct',
  controller: 'CompeteProduct',
  title: '竞品',
  table: 'crm_compete_product',
  idKey: 'compete_id',
  titleField: 'product_name',
  node: 'customer_competeProduct',
  owned: false,
  fields: [
    f.text('product_name', '竞品名称', { required: '请输入竞品名称', max: 100, list: true, search: true, sort: true }),
    f.reference('rival_id', '竞争对手', 'rival', { required: '请选择竞争对手', list: true, filter: true, index: true }),
    f.money('price', '价格（元）', { min: 0, list: true, sort: true }),
    f.reference('our_product_id', '对标我方产品', 'product', { list: true }),
    f.longText('features', '功能特点', { max: 2000 }),
    f.richText('comparison', '与我方产品对比', { max: 20000 }),
  ],
  sections: [
    { title: '竞品信息', fields: ['product_name', 'rival_id', 'price', 'our_product_id', 'features'] },
    { title: '对比', fields: ['comparison'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'competeProduct', add: 'addCompeteProduct', edit: 'editCompeteProduct', info: 'competeProductInfo' },
});
