import { defineEntity, f } from './define.ts';
import { HALF_DAY, LEAVE_STATUS } from './options.ts';

/** 请假: a member's leave, submitted into approval (flow_type 14) as it is created; 时长 and 状态 are the server's */
export const leaveEntity = /* @__PURE__ */ defineEntity({
  key: 'leave',
  controller: 'Leave',
  title: '请假',
  table: 'oa_leave',
  idKey: 'leave_id',
  titleField: 'reason',
  node: 'personnel_oaRecord',
  owned: true,
  fields: [
    f.dict('leave_type', '请假类型', 'leave_type', { required: '请选择请假类型', list: true, filter: true }),
    f.date('start_date', '开始日期', { required: '请选择开始日期', list: true, filter: true, sort: true, index: true }),
    f.enumOf('start_half', '开始时段', HALF_DAY, { required: '请选择开始时段', defaultValue: 1, list: true }),
    f.date('end_date', '结束日期', { required: '请选择结束日期', list: true, sort: true }),
    f.enumOf('end_half', '结束时段', HALF_DAY, { required: '请选择结束时段', defaultValue: 2, list: true }),
    f.money('duration', '时长（天）', { writable: false, list: true, sort: true }),
    f.longText('reason', '请假事由', { required: '请输入请假事由', max: 1000, list: true, search: true }),
    f.attachments('attachments', '附件'),
    f.enumOf('status', '审批状态', LEAVE_STATUS, { writable: false, defaultValue: 1, list: true, filter: true, index: true }),
  ],
  sections: [
    { title: '请假信息', fields: ['leave_type', 'start_date', 'start_half', 'end_date', 'end_half', 'duration', 'reason', 'attachments'] },
    { title: '审批', fields: ['status'] },
  ],
  defaultSort: { field: 'create_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'oaRecord', add: 'leaveAdd', info: 'leaveInfo' },
  flowType: 14,
});

/** Days from start to end, half days counting 0.5; undefined when the end is before the start. */
export function leaveDays(startDate: string, startHalf: number, endDate: string, endHalf: number): number | undefined {
  const day = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
  const halves = (day(endDate) - day(startDate)) * 2 + (endHalf - startHalf) + 1;
  return halves > 0 ? halves / 2 : undefined;
}
