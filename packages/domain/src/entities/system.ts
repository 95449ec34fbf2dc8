import { defineEntity, f } from './define.ts';
import { YES_NO_OPTIONS } from './options.ts';

/** 公告 publish status: a draft is seen only on the management pages; publish and withdraw move between them */
export const NOTICE_STATUS = { 1: '草稿', 2: '已发布' } as const;
export const NOTICE_DRAFT = 1;
export const NOTICE_PUBLISHED = 2;

/** Which business form a remark template is written for */
export const REMARK_CATEGORY = { 1: '合同', 2: '报价', 3: '发票' } as const;
export const LEGAL_CATEGORY = { 1: '合同范本', 2: '保密协议', 3: '授权委托书', 4: '律师函', 5: '其他' } as const;
export const TEMPLATE_STATUS = { 1: '启用', 2: '禁用' } as const;
export const TEMPLATE_ENABLED = 1;

/** 公告: published to the staff (all, or one department and its sub-departments) until its expiry date */
export const noticeEntity = /* @__PURE__ */ defineEntity({
  key: 'notice',
  controller: 'Notice',
  title: '公告',
  table: 'sys_notice',
  idKey: 'notice_id',
  titleField: 'title',
  node: 'system_notice',
  owned: false,
  fields: [
    f.text('title', '公告标题', { required: '请输入公告标题', max: 100, list: true, search: true, sort: true }),
    f.enumOf('publish_status', '发布状态', NOTICE_STATUS, {
      writable: false,
      defaultValue: NOTICE_DRAFT,
      list: true,
      filter: true,
      index: true,
    }),
    f.enumOf('is_top', '置顶', YES_NO_OPTIONS, { defaultValue: 1, list: true, filter: true }),
    f.datetime('publish_time', '发布时间', { writable: false, list: true, sort: true }),
    f.date('expire_date', '过期日期', { list: true, filter: true, sort: true }),
    f.department('visible_dept_id', '可见范围', {
      list: true,
      placeholder: '不选则全体员工可见',
      emptyText: '全体员工',
    }),
    f.richText('content', '公告内容', { required: '请输入公告内容', max: 50000 }),
  ],
  sections: [
    {
      title: '公告信息',
      fields: ['title', 'is_top', 'expire_date', 'visible_dept_id', 'publish_status', 'publish_time'],
    },
    { title: '公告内容', fields: ['content'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'notice', add: 'addNotice', edit: 'editNotice', info: 'noticeInfo' },
});

/** 备注模板: standard remarks inserted into contract, quote and invoice forms */
export const remarkTemplateEntity = /* @__PURE__ */ defineEntity({
  key: 'remarkTemplate',
  controller: 'RemarkTemplate',
  title: '备注模板',
  table: 'sys_remark_template',
  idKey: 'template_id',
  titleField: 'name',
  node: 'system_remarkTemplate',
  owned: false,
  fields: [
    f.text('name', '模板名称', { required: '请输入模板名称', max: 50, list: true, search: true, sort: true }),
    f.enumOf('category', '适用模块', REMARK_CATEGORY, { defaultValue: 1, list: true, filter: true, index: true }),
    f.enumOf('status', '状态', TEMPLATE_STATUS, { defaultValue: TEMPLATE_ENABLED, list: true, filter: true }),
    f.integer('sort', '排序', { min: 0, max: 9999, defaultValue: 0, list: true, sort: true }),
    f.longText('content', '模板内容', { required: '请输入模板内容', max: 2000 }),
  ],
  sections: [{ title: '模板信息', fields: ['name', 'category', 'status', 'sort', 'content'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'remarkTemplate', add: 'addRemarkTemplate', edit: 'editRemarkTemplate', info: 'remarkTemplateInfo' },
});

/** 法务模板: contract templates and other legal documents, with their files */
export const legalTemplateEntity = /* @__PURE__ */ defineEntity({
  key: 'legalTemplate',
  controller: 'LegalTemplate',
  title: '法务模板',
  table: 'sys_legal_template',
  idKey: 'template_id',
  titleField: 'name',
  node: 'system_legalTemplate',
  owned: false,
  fields: [
    f.text('name', '模板名称', { required: '请输入模板名称', max: 100, list: true, search: true, sort: true }),
    f.enumOf('category', '模板分类', LEGAL_CATEGORY, { defaultValue: 1, list: true, filter: true, index: true }),
    f.enumOf('status', '状态', TEMPLATE_STATUS, { defaultValue: TEMPLATE_ENABLED, list: true, filter: true }),
    f.longText('remark', '说明', { max: 500 }),
    f.richText('content', '模板内容', { max: 50000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '模板信息', fields: ['name', 'category', 'status', 'remark'] },
    { title: '内容与附件', fields: ['content', 'attachments'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'legalTemplate', add: 'addLegalTemplate', edit: 'editLegalTemplate', info: 'legalTemplateInfo' },
});
