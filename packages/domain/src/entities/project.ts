import { MESSAGE_CHANNEL, MESSAGE_TYPE } from '../message-centre.ts';
import { defineEntity, f } from './define.ts';

export const PROJECT_STATUS = { 1: '进行中', 2: '已完成', 3: '已暂停' } as const;
export const PROJECT_PRIORITY = { 1: '低', 2: '中', 3: '高' } as const;

/**
 * 项目: the 负责人 and the 项目成员 (collaborators) work on it; both reach its 项目空间 in 云文档.
 * The picker (关联项目) lists 10 a page and filters by name and status (进行中 / 已完成).
 */
export const projectEntity = /* @__PURE__ */ defineEntity({
  key: 'project',
  controller: 'Project',
  title: '项目',
  table: 'pm_project',
  idKey: 'project_id',
  titleField: 'project_name',
  node: 'project_project',
  owned: true,
  fields: [
    f.text('project_name', '项目名称', {
      required: '请输入项目名称',
      max: 100,
      list: true,
      search: true,
      sort: true,
      unique: true,
    }),
    f.text('project_no', '项目编号', { max: 32, list: true, search: true }),
    f.reference('enterprise_id', '关联客户', 'customer', { list: true, filter: true, index: true }),
    f.enumOf('status', '项目状态', PROJECT_STATUS, {
      required: '请选择项目状态',
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.enumOf('priority', '优先级', PROJECT_PRIORITY, { defaultValue: 2, list: true, filter: true }),
    f.date('start_date', '开始日期', { required: '请选择开始日期', list: true, sort: true }),
    f.date('end_date', '结束日期', { list: true, sort: true }),
    f.money('budget', '项目预算（元）', { list: true }),
    f.longText('description', '项目描述', { max: 2000 }),
  ],
  sections: [
    { title: '基本信息', fields: ['project_name', 'project_no', 'enterprise_id', 'status', 'priority'] },
    { title: '计划', fields: ['start_date', 'end_date', 'budget', 'description'] },
  ],
  defaultSort: { field: 'create_time', order: 'desc' },
  features: { log: true, team: true, export: true },
  routes: { list: 'project', add: 'addProject', edit: 'editProject', info: 'projectDetail' },
  messages: { type: MESSAGE_TYPE.office, channel: MESSAGE_CHANNEL.project },
  picker: {
    path: '/api/project/index',
    params: { project_name: 'project_name', status: 'status' },
    tabs: { param: 'status', values: [1, 2] },
    // the module asking (spec §3): the list is the same for every module
    ignored: ['auth_module'],
    pageSize: 10,
    columns: ['project_name', 'project_no', 'status', 'start_date', 'end_date'],
  },
});
