import { defineEntity, f } from './define.ts';
import {
  ACTIVITY_STATUS,
  ACTIVITY_TYPE,
  CHANNEL_LEVEL,
  CHANNEL_TYPE,
  COOPERATION_STATUS,
  DEMAND_STATUS,
  DEMAND_TYPE,
  INQUIRY_STATUS,
} from './options.ts';

/** 渠道: agents, dealers and partners that bring business */
export const channelEntity = /* @__PURE__ */ defineEntity({
  key: 'channel',
  controller: 'Channel',
  title: '渠道',
  table: 'crm_channel',
  idKey: 'channel_id',
  titleField: 'channel_name',
  node: 'customer_channel',
  owned: true,
  fields: [
    f.text('channel_name', '渠道名称', {
      required: '请输入渠道名称',
      max: 100,
      list: true,
      search: true,
      sort: true,
      index: true,
    }),
    f.enumOf('channel_type', '渠道类型', CHANNEL_TYPE, { list: true, filter: true }),
    f.enumOf('channel_level', '渠道级别', CHANNEL_LEVEL, { list: true, filter: true }),
    f.enumOf('cooperation_status', '合作状态', COOPERATION_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.text('contact_name', '联系人', { max: 50, list: true, search: true }),
    f.phone('mobile', '联系电话', { list: true, search: true, mask: 'phone' }),
    f.region('region', '所在地区', { filter: true }),
    f.text('address', '详细地址', { max: 200 }),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [
    {
      title: '基本信息',
      fields: ['channel_name', 'channel_type', 'channel_level', 'cooperation_status', 'contact_name', 'mobile'],
    },
    { title: '地址与备注', fields: ['region', 'address', 'remark'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, followUps: true, export: true, import: { key: 'channel_name' } },
  routes: { list: 'channel', add: 'addChannel', edit: 'editChannel', info: 'channelInfo' },
});

/** 渠道需求 raised by a channel */
export const channelDemandEntity = /* @__PURE__ */ defineEntity({
  key: 'channelDemand',
  controller: 'ChannelDemand',
  title: '渠道需求',
  table: 'crm_channel_demand',
  idKey: 'demand_id',
  titleField: 'demand_title',
  node: 'customer_channelDemand',
  owned: true,
  fields: [
    f.text('demand_title', '需求标题', { required: '请输入需求标题', max: 100, list: true, search: true }),
    f.reference('channel_id', '渠道', 'channel', { required: '请选择渠道', list: true, filter: true, index: true }),
    f.enumOf('demand_type', '需求类型', DEMAND_TYPE, { list: true, filter: true }),
    f.enumOf('status', '处理状态', DEMAND_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.date('expect_date', '期望完成日期', { list: true, sort: true, filter: true }),
    f.longText('content', '需求内容', { max: 2000 }),
  ],
  sections: [
    { title: '需求信息', fields: ['demand_title', 'channel_id', 'demand_type', 'status', 'expect_date', 'content'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'channelDemand', add: 'addChannelDemand', edit: 'editChannelDemand', info: 'channelDemandInfo' },
});

/** 渠道联系人 */
export const channelContactEntity = /* @__PURE__ */ defineEntity({
  key: 'channelContact',
  controller: 'ChannelContact',
  title: '渠道联系人',
  table: 'crm_channel_contact',
  idKey: 'channel_contact_id',
  titleField: 'contact_name',
  node: 'customer_channelContact',
  owned: true,
  fields: [
    f.text('contact_name', '姓名', { required: '请输入联系人姓名', max: 50, list: true, search: true, sort: true }),
    f.reference('channel_id', '渠道', 'channel', { required: '请选择渠道', list: true, filter: true, index: true }),
    f.phone('mobile', '手机', { list: true, search: true, mask: 'phone' }),
    f.email('email', '邮箱', { list: true }),
    f.text('position', '职务', { max: 50, list: true }),
    f.longText('remark', '备注', { max: 1000 }),
  ],
  sections: [{ title: '基本信息', fields: ['contact_name', 'channel_id', 'mobile', 'email', 'position', 'remark'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true, import: { key: 'mobile' } },
  routes: { list: 'channelContact', add: 'addChannelContact', edit: 'editChannelContact', info: 'channelContactInfo' },
});

/** 市场活动 that produce clues */
export const marketEntity = /* @__PURE__ */ defineEntity({
  key: 'market',
  controller: 'Market',
  title: '市场活动',
  table: 'crm_market',
  idKey: 'market_id',
  titleField: 'activity_name',
  node: 'customer_market',
  owned: true,
  fields: [
    f.text('activity_name', '活动名称', { required: '请输入活动名称', max: 100, list: true, search: true, sort: true }),
    f.enumOf('activity_type', '活动类型', ACTIVITY_TYPE, { list: true, filter: true }),
    f.enumOf('status', '活动状态', ACTIVITY_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.date('start_date', '开始日期', { required: '请选择开始日期', list: true, sort: true, filter: true }),
    f.date('end_date', '结束日期', { list: true }),
    f.text('place', '活动地点', { max: 200 }),
    f.money('budget', '预算（元）', { min: 0, list: true, sort: true }),
    f.money('actual_cost', '实际花费（元）', { min: 0, list: true }),
    f.integer('expected_clues', '预计线索数', { min: 0 }),
    f.richText('content', '活动内容', { max: 20000 }),
    f.attachments('attachments', '附件'),
  ],
  sections: [
    { title: '活动信息', fields: ['activity_name', 'activity_type', 'status', 'start_date', 'end_date', 'place'] },
    { title: '预算与效果', fields: ['budget', 'actual_cost', 'expected_clues'] },
    { title: '活动内容', fields: ['content', 'attachments'] },
  ],
  defaultSort: { field: 'start_date', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'market', add: 'addMarket', edit: 'editMarket', info: 'marketInfo' },
});

/** 询盘: inbound enquiries from the website, ads and exhibitions */
export const inquiryEntity = /* @__PURE__ */ defineEntity({
  key: 'inquiry',
  controller: 'Inquiry',
  title: '询盘',
  table: 'crm_inquiry',
  idKey: 'inquiry_id',
  titleField: 'contact_name',
  node: 'customer_inquiries',
  owned: true,
  fields: [
    f.text('contact_name', '联系人', { required: '请输入联系人', max: 50, list: true, search: true }),
    f.text('company_name', '公司名称', { max: 100, list: true, search: true }),
    f.phone('mobile', '手机', { list: true, search: true, mask: 'phone' }),
    f.email('email', '邮箱'),
    f.dict('source', '询盘来源', 'customer_source', { list: true, filter: true }),
    f.enumOf('status', '处理状态', INQUIRY_STATUS, { writable: false, defaultValue: 1, list: true, filter: true }),
    f.longText('content', '询盘内容', { required: '请输入询盘内容', max: 2000 }),
  ],
  sections: [{ title: '询盘信息', fields: ['contact_name', 'company_name', 'mobile', 'email', 'source', 'content'] }],
  defaultSort: { field: 'create_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'inquiries', add: 'addInquiry', edit: 'editInquiry', info: 'inquiryInfo' },
});
