import { defineEntity, f } from './define.ts';
import { COMPLAINT_LEVEL, COMPLAINT_STATUS, COMPLAINT_TYPE, VISIT_STATUS } from './options.ts';

/** 拜访计划 */
export const visitorPlanEntity = /* @__PURE__ */ defineEntity({
  key: 'visitorPlan',
  controller: 'VisitorPlan',
  title: '拜访计划',
  table: 'crm_visit_plan',
  idKey: 'plan_id',
  titleField: 'purpose',
  node: 'customer_visitorPlan',
  owned: true,
  fields: [
    f.text('purpose', '拜访目的', { required: '请输入拜访目的', max: 200, list: true, search: true }),
    f.reference('enterprise_id', '客户', 'customer', { required: '请选择客户', list: true, filter: true, index: true }),
    f.datetime('visit_time', '拜访时间', { required: '请选择拜访时间', list: true, sort: true, filter: true }),
    f.text('contact_name', '拜访对象', { max: 50, list: true }),
    f.enumOf('status', '状态', VISIT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.longText('result', '拜访结果', { max: 2000 }),
  ],
  sections: [
    { title: '拜访信息', fields: ['purpose', 'enterprise_id', 'visit_time', 'contact_name', 'status', 'result'] },
  ],
  defaultSort: { field: 'visit_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'visitorPlan', add: 'addVisitorPlan', edit: 'editVisitorPlan', info: 'visitorPlanInfo' },
});

/** 客诉 */
export const complaintEntity = /* @__PURE__ */ defineEntity({
  key: 'complaint',
  controller: 'Complaint',
  title: '客诉',
  table: 'crm_complaint',
  idKey: 'complaint_id',
  titleField: 'title',
  node: 'customer_complaint',
  owned: true,
  fields: [
    f.text('title', '客诉标题', { required: '请输入客诉标题', max: 100, list: true, search: true }),
    f.reference('enterprise_id', '客户', 'customer', { required: '请选择客户', list: true, filter: true, index: true }),
    f.enumOf('complaint_type', '客诉类型', COMPLAINT_TYPE, { list: true, filter: true }),
    f.enumOf('level', '紧急程度', COMPLAINT_LEVEL, { defaultValue: 1, list: true, filter: true, sort: true }),
    f.enumOf('status', '处理状态', COMPLAINT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.member('handler_id', '处理人', { list: true, filter: true }),
    f.longText('content', '客诉内容', { required: '请输入客诉内容', max: 2000 }),
    f.longText('result', '处理结果', { max: 2000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '客诉信息', fields: ['title', 'enterprise_id', 'complaint_type', 'level', 'content', 'attachments'] },
    { title: '处理', fields: ['handler_id', 'status', 'result'] },
  ],
  defaultSort: { field: 'create_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'complaint', add: 'addComplaint', edit: 'editComplaint', info: 'complaintInfo' },
});
