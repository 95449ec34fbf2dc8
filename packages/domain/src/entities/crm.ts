import { MESSAGE_CHANNEL, MESSAGE_TYPE } from '../message-centre.ts';
import { defineEntity, f, poolFields } from './define.ts';
import { CLUE_STATUS, DEAL_STATUS, GENDER, YES_NO_OPTIONS } from './options.ts';

/** 客户 (the enterprise a company sells to) */
export const customerEntity = /* @__PURE__ */ defineEntity({
  key: 'customer',
  controller: 'Customer',
  title: '客户',
  table: 'crm_customer',
  idKey: 'enterprise_id',
  titleField: 'enterprise_name',
  node: 'customer_customer',
  owned: true,
  fields: [
    f.text('enterprise_name', '客户名称', { required: '请输入客户名称', max: 100, list: true, search: true, sort: true, index: true, mask: 'name' }),
    f.dict('source', '客户来源', 'customer_source', { list: true, filter: true }),
    // 所属行业 and 最后跟进时间 wait in 列设置, so that 电话 and 标签 fit a 1440 px screen with the menu open
    f.dict('industry', '所属行业', 'industry', { list: true, listHidden: true, filter: true }),
    f.dict('level', '客户级别', 'customer_level', { list: true, filter: true, sort: true }),
    f.enumOf('deal_status', '成交状态', DEAL_STATUS, { writable: false, defaultValue: 1, list: true, filter: true }),
    // a new customer's 联系人 also becomes its first contact record (modules/crm/customer.hooks.ts)
    f.text('contact_name', '联系人', { max: 50, list: true, search: true, placeholder: '请输入联系人姓名（新建时同时建为联系人）' }),
    f.phone('phone', '电话', { list: true, search: true, mask: 'phone' }),
    f.phone('mobile', '手机', { search: true, mask: 'phone' }),
    f.email('email', '邮箱'),
    f.text('website', '网址', { max: 200 }),
    f.region('region', '所在地区', { filter: true }),
    f.text('address', '详细地址', { max: 200 }),
    f.tags('tags', '标签', { list: true, filter: true }),
    f.datetime('next_follow_time', '下次联系时间', { list: true, filter: true, sort: true }),
    f.datetime('last_follow_time', '最后跟进时间', { writable: false, list: true, listHidden: true, sort: true }),
    f.longText('remark', '备注', { max: 1000 }),
    f.attachments('attachments', '附件'),
    ...poolFields(),
  ],
  sections: [
    { title: '基本信息', fields: ['enterprise_name', 'source', 'industry', 'level', 'contact_name', 'phone', 'mobile', 'email', 'website'] },
    { title: '地址信息', fields: ['region', 'address'] },
    { title: '其他信息', fields: ['tags', 'next_follow_time', 'remark', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, team: true, export: true, import: { key: 'enterprise_name' }, duplicateCheck: ['enterprise_name', 'phone', 'mobile'] },
  routes: { list: 'customer', add: 'addCustomer', edit: 'editCustomer', info: 'customerInfo' },
  followContacts: { entity: 'contact', field: 'enterprise_id' },
  related: [
    { entity: 'contact', field: 'enterprise_id' },
    { entity: 'opportunity', field: 'enterprise_id' },
    { entity: 'offer', field: 'enterprise_id' },
    { entity: 'contract', field: 'enterprise_id' },
    { entity: 'receivable', field: 'enterprise_id' },
  ],
  picker: {
    params: { company_name: 'enterprise_name', contact_name: 'contact_name' },
    fixed: { roles_name: 1 },
    ignored: ['select_type'],
    pageSize: 5,
    columns: ['enterprise_name', 'contact_name', 'phone', 'level', 'deal_status'],
  },
  pool: {
    controller: 'PublicCustomer',
    node: 'customer_publicCustomer',
    title: '公海客户',
    routes: { list: 'publicCustomer', add: 'addPublicCustomer', edit: 'editPublicCustomer', info: 'publicCustomerInfo' },
  },
});

/** 联系人 of a customer */
export const contactEntity = /* @__PURE__ */ defineEntity({
  key: 'contact',
  controller: 'Contacts',
  title: '联系人',
  table: 'crm_contact',
  idKey: 'contact_id',
  titleField: 'contact_name',
  node: 'customer_contactsUser',
  owned: true,
  fields: [
    f.text('contact_name', '姓名', { required: '请输入联系人姓名', max: 50, list: true, search: true, sort: true }),
    f.reference('enterprise_id', '客户名称', 'customer', { required: '请选择客户', list: true, filter: true, index: true }),
    f.phone('mobile', '手机', { list: true, search: true, index: true, mask: 'phone' }),
    f.phone('phone', '电话', { list: true, search: true }),
    f.email('email', '邮箱', { list: true }),
    f.text('position', '职务', { max: 50, list: true }),
    f.enumOf('is_decision_maker', '关键决策人', YES_NO_OPTIONS, { defaultValue: 1, list: true, filter: true }),
    f.enumOf('gender', '性别', GENDER),
    f.date('birthday', '生日'),
    f.tags('tags', '标签', { list: true, filter: true }),
    f.text('address', '地址', { max: 200 }),
    f.datetime('next_follow_time', '下次联系时间', { list: true, sort: true }),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [
    { title: '基本信息', fields: ['contact_name', 'enterprise_id', 'mobile', 'phone', 'email', 'position', 'is_decision_maker', 'gender', 'birthday'] },
    { title: '其他信息', fields: ['tags', 'address', 'next_follow_time', 'remark'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, export: true, import: { key: 'mobile' } },
  routes: { list: 'contactsUser', add: 'addContactsUser', edit: 'editContactsUser', info: 'contactsUserInfo' },
  picker: {
    params: { contact_name: 'contact_name', enterprise_id: 'enterprise_id' },
    fixed: { enterprise_role: 3, select: 1 },
    pageSize: 5,
    columns: ['contact_name', 'enterprise_id', 'mobile', 'position'],
  },
});

/** 线索: a lead not yet qualified as a customer */
export const clueEntity = /* @__PURE__ */ defineEntity({
  key: 'clue',
  controller: 'Clue',
  title: '线索',
  table: 'crm_clue',
  idKey: 'clue_id',
  titleField: 'clue_name',
  node: 'customer_clues',
  owned: true,
  fields: [
    f.text('clue_name', '线索名称', { required: '请输入线索名称', max: 100, list: true, search: true, sort: true, index: true, mask: 'name' }),
    /** the company the clue is about: the customer it becomes is named after it */
    f.text('company_name', '公司名称', { max: 100, list: true, search: true, mask: 'name' }),
    f.text('contact_name', '联系人', { max: 50, list: true, search: true }),
    f.phone('mobile', '手机', { list: true, search: true, mask: 'phone' }),
    f.phone('phone', '电话', { search: true }),
    f.email('email', '邮箱'),
    f.dict('source', '线索来源', 'customer_source', { list: true, filter: true }),
    f.dict('industry', '所属行业', 'industry', { list: true, filter: true }),
    f.dict('level', '客户级别', 'customer_level', { filter: true }),
    f.enumOf('status', '线索状态', CLUE_STATUS, { writable: false, defaultValue: 1, list: true, filter: true }),
    f.tags('tags', '标签', { list: true, filter: true }),
    f.region('region', '所在地区', { filter: true }),
    f.text('address', '详细地址', { max: 200 }),
    f.datetime('next_follow_time', '下次联系时间', { list: true, filter: true, sort: true }),
    f.datetime('last_follow_time', '最后跟进时间', { writable: false, list: true, sort: true }),
    f.longText('remark', '备注', { max: 1000 }),
    /** the customer it became (线索转客户) */
    f.reference('customer_id', '转化客户', 'customer', { writable: false, list: true }),
    ...poolFields(),
  ],
  sections: [
    { title: '基本信息', fields: ['clue_name', 'company_name', 'contact_name', 'mobile', 'phone', 'email', 'source', 'industry', 'level'] },
    { title: '地址信息', fields: ['region', 'address'] },
    { title: '其他信息', fields: ['tags', 'next_follow_time', 'remark'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, team: true, export: true, import: { key: 'clue_name' }, duplicateCheck: ['clue_name', 'mobile'] },
  // 已转客户: the clue is history, its follow-ups and its future live on the customer
  readOnlyWhen: { field: 'status', values: [3], reason: '已转化为客户' },
  routes: { list: 'clues', add: 'addClue', edit: 'editClue', info: 'clueInfo' },
  messages: { type: MESSAGE_TYPE.customer, channel: MESSAGE_CHANNEL.clue },
  pool: { controller: 'PublicClue', node: 'customer_publicClues', title: '公海线索', routes: { list: 'publicClues', info: 'publicClueInfo' } },
});
