import { defineEntity, f, type EntityDef, type EntityRoutes, type Field, type FlowTitleFact } from './define.ts';
import { APPLICATION_STATUS, HALF_DAY, QUIT_TYPE } from './options.ts';

/**
 * An OA application (请假, 转正, 离职 …): a member's form submitted into its approval flow as it is created, from
 * the approval centre's 发起申请. All of them are listed under OA记录 and opened by `oaRecordDetail` /
 * `applicationInfo`; 审批状态 follows the run.
 */
function application<const F extends readonly Field[]>(def: {
  key: string;
  controller: string;
  title: string;
  table: string;
  titleField: F[number]['key'];
  flowType: number;
  add: string;
  fields: F;
  /** what its approval's title says after its name (请假 · 年假 · 11-27 至 11-28 · 2天) */
  flowTitle: readonly FlowTitleFact<F[number]['key']>[];
}): EntityDef {
  const { fields, add, ...rest } = def;
  const status = f.enumOf('status', '审批状态', APPLICATION_STATUS, {
    writable: false,
    defaultValue: 1,
    list: true,
    filter: true,
    index: true,
  });
  const all: readonly Field<F[number]['key'] | typeof status.key>[] = [...fields, status];
  return defineEntity<typeof all, EntityRoutes>({
    ...rest,
    idKey: `${def.key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_id`,
    node: 'personnel_oaRecord',
    owned: true,
    ownerLabel: '申请人',
    fields: all,
    sections: [
      { title: `${def.title}信息`, fields: fields.map((x: F[number]) => x.key) },
      { title: '审批', fields: ['status'] },
    ],
    defaultSort: { field: 'create_time', order: 'desc' },
    features: { log: true, export: true },
    routes: { list: 'oaRecord', add, info: 'oaRecordDetail' },
  });
}

/** 请假: 时长（天） is the server's, from the dates and half days */
export const leaveEntity = /* @__PURE__ */ application({
  key: 'leave',
  controller: 'Leave',
  title: '请假',
  table: 'oa_leave',
  titleField: 'reason',
  flowType: 14,
  add: 'leaveAdd',
  flowTitle: ['leave_type', { from: 'start_date', to: 'end_date' }, { field: 'duration', unit: '天' }],
  fields: [
    f.dict('leave_type', '请假类型', 'leave_type', { required: '请选择请假类型', list: true, filter: true }),
    f.date('start_date', '开始日期', { required: '请选择开始日期', list: true, filter: true, sort: true, index: true }),
    f.enumOf('start_half', '开始时段', HALF_DAY, { required: '请选择开始时段', defaultValue: 1, list: true }),
    f.date('end_date', '结束日期', { required: '请选择结束日期', list: true, sort: true }),
    f.enumOf('end_half', '结束时段', HALF_DAY, { required: '请选择结束时段', defaultValue: 2, list: true }),
    f.money('duration', '时长（天）', { writable: false, list: true, sort: true }),
    f.longText('reason', '请假事由', { required: '请输入请假事由', max: 1000, list: true, search: true }),
    f.attachments('attachments', '附件'),
  ],
});

/** 转正 */
export const becomeMemberEntity = /* @__PURE__ */ application({
  key: 'becomeMember',
  controller: 'BecomeMember',
  title: '转正',
  table: 'oa_become_member',
  titleField: 'post',
  flowType: 15,
  add: 'becomeMemberAdd',
  flowTitle: ['post', { field: 'become_date', lead: '转正日期 ' }],
  fields: [
    f.text('post', '岗位', { required: '请输入岗位', max: 50, list: true, search: true }),
    f.date('entry_date', '入职日期', { required: '请选择入职日期', list: true, sort: true }),
    f.date('become_date', '转正日期', { required: '请选择转正日期', list: true, sort: true, filter: true }),
    f.longText('summary', '试用期工作总结', { required: '请输入试用期工作总结', max: 2000 }),
    f.longText('plan', '转正后工作计划', { max: 2000 }),
    f.attachments('attachments', '附件'),
  ],
});

/** 离职 */
export const quitEntity = /* @__PURE__ */ application({
  key: 'quit',
  controller: 'QuitApply',
  title: '离职',
  table: 'oa_quit',
  titleField: 'reason',
  flowType: 16,
  add: 'quitApplyAdd',
  flowTitle: ['quit_type', { field: 'quit_date', lead: '预计离职 ' }],
  fields: [
    f.enumOf('quit_type', '离职类型', QUIT_TYPE, { required: '请选择离职类型', list: true, filter: true }),
    f.date('entry_date', '入职日期', { required: '请选择入职日期', list: true }),
    f.date('quit_date', '预计离职日期', { required: '请选择预计离职日期', list: true, sort: true, filter: true }),
    f.member('handover_user_id', '工作交接人', { list: true, dialog: true }),
    f.longText('reason', '离职原因', { required: '请输入离职原因', max: 1000, list: true, search: true }),
    f.attachments('attachments', '附件'),
  ],
});

/** 离职交接: what a leaving member hands to a colleague */
export const quitHandoverEntity = /* @__PURE__ */ application({
  key: 'quitHandover',
  controller: 'QuitHandover',
  title: '离职交接',
  table: 'oa_quit_handover',
  titleField: 'work_content',
  flowType: 17,
  add: 'quitHandoverAdd',
  flowTitle: ['quit_user_id', { field: 'receiver_id', lead: '交接给' }, 'handover_date'],
  fields: [
    f.member('quit_user_id', '离职人员', { required: '请选择离职人员', list: true, filter: true, dialog: true }),
    f.member('receiver_id', '交接人', { required: '请选择交接人', list: true, filter: true, dialog: true }),
    f.date('handover_date', '交接日期', { required: '请选择交接日期', list: true, sort: true }),
    f.longText('work_content', '工作交接', { required: '请输入工作交接内容', max: 2000, list: true, search: true }),
    f.longText('items', '物品交接', { max: 2000 }),
    f.attachments('attachments', '附件'),
  ],
});

/** 用车 */
export const useCarEntity = /* @__PURE__ */ application({
  key: 'useCar',
  controller: 'UseCar',
  title: '用车',
  table: 'oa_use_car',
  titleField: 'reason',
  flowType: 18,
  add: 'useCarAdd',
  flowTitle: ['car', { from: 'start_time', to: 'end_time' }, { field: 'destination', lead: '前往' }],
  fields: [
    f.text('car', '车辆', { required: '请输入车辆', max: 50, list: true, search: true, placeholder: '车牌号或车型' }),
    f.datetime('start_time', '开始时间', { required: '请选择开始时间', list: true, sort: true, filter: true }),
    f.datetime('end_time', '结束时间', { required: '请选择结束时间', list: true }),
    f.text('origin', '出发地', { required: '请输入出发地', max: 100, list: true }),
    f.text('destination', '目的地', { required: '请输入目的地', max: 100, list: true }),
    f.integer('passengers', '乘车人数', { min: 1, max: 99, defaultValue: 1 }),
    f.longText('reason', '用车事由', { required: '请输入用车事由', max: 1000, search: true }),
  ],
});

/** 用印 */
export const useSealEntity = /* @__PURE__ */ application({
  key: 'useSeal',
  controller: 'UseSeal',
  title: '用印',
  table: 'oa_use_seal',
  titleField: 'file_name',
  flowType: 19,
  add: 'useSealAdd',
  flowTitle: ['seal_type', 'file_name', { field: 'copies', unit: '份' }],
  fields: [
    f.dict('seal_type', '印章类型', 'seal_type', { required: '请选择印章类型', list: true, filter: true }),
    f.text('file_name', '文件名称', { required: '请输入文件名称', max: 100, list: true, search: true }),
    f.integer('copies', '用印份数', { required: '请输入用印份数', min: 1, max: 9999, defaultValue: 1, list: true }),
    f.date('use_date', '用印日期', { required: '请选择用印日期', list: true, sort: true, filter: true }),
    f.longText('purpose', '用印事由', { required: '请输入用印事由', max: 1000 }),
    f.attachments('attachments', '用印文件'),
  ],
});

/** 外出: 时长（小时） is the server's, from the times */
export const goOutEntity = /* @__PURE__ */ application({
  key: 'goOut',
  controller: 'GoOut',
  title: '外出',
  table: 'oa_go_out',
  titleField: 'place',
  flowType: 20,
  add: 'goOut',
  flowTitle: ['place', { from: 'start_time', to: 'end_time' }, { field: 'hours', unit: '小时' }],
  fields: [
    f.datetime('start_time', '开始时间', { required: '请选择开始时间', list: true, sort: true, filter: true }),
    f.datetime('end_time', '结束时间', { required: '请选择结束时间', list: true }),
    f.money('hours', '时长（小时）', { writable: false, list: true }),
    f.text('place', '外出地点', { required: '请输入外出地点', max: 100, list: true, search: true }),
    f.longText('reason', '外出事由', { required: '请输入外出事由', max: 1000 }),
  ],
});

/** 工作交接 (a member's work handed to a colleague, e.g. before a long leave or a change of post) */
export const workHandoverEntity = /* @__PURE__ */ application({
  key: 'workHandover',
  controller: 'WorkHandover',
  title: '工作交接',
  table: 'oa_work_handover',
  titleField: 'content',
  flowType: 21,
  add: 'workHandover',
  flowTitle: [{ field: 'receiver_id', lead: '交接给' }, 'handover_date'],
  fields: [
    f.member('receiver_id', '接收人', { required: '请选择接收人', list: true, filter: true, dialog: true }),
    f.date('handover_date', '交接日期', { required: '请选择交接日期', list: true, sort: true }),
    f.longText('content', '交接内容', { required: '请输入交接内容', max: 2000, list: true, search: true }),
    f.longText('pending', '未完成事项', { max: 2000 }),
    f.attachments('attachments', '附件'),
  ],
});

/** The OA applications, in the order of the 发起申请 menu and the OA记录 tabs. */
export const APPLICATIONS: readonly EntityDef[] = [
  leaveEntity,
  becomeMemberEntity,
  quitEntity,
  quitHandoverEntity,
  useCarEntity,
  useSealEntity,
  goOutEntity,
  workHandoverEntity,
];

/** Days from start to end, half days counting 0.5; undefined when the end is before the start. */
export function leaveDays(startDate: string, startHalf: number, endDate: string, endHalf: number): number | undefined {
  const day = (d: string) => Math.round(Date.parse(`${d}T00:00:00Z`) / 86_400_000);
  const halves = (day(endDate) - day(startDate)) * 2 + (endHalf - startHalf) + 1;
  return halves > 0 ? halves / 2 : undefined;
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * What the server derives from an application's values (请假 时长（天）, 外出 时长（小时）); undefined when the
 * dates or times are out of order. The form's approval preview derives the same.
 */
export function derivedValues(key: string, v: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  if (key === 'leave') {
    const days = leaveDays(String(v.start_date), Number(v.start_half), String(v.end_date), Number(v.end_half));
    return days === undefined ? undefined : { duration: days.toFixed(1) };
  }
  if (key === 'goOut') {
    const hours = v.start_time && v.end_time ? hoursBetween(toDate(v.start_time), toDate(v.end_time)) : undefined;
    return hours === undefined ? undefined : { hours: hours.toFixed(1) };
  }
  return {};
}

/** Hours from start to end, to one decimal (rounded up); undefined unless the end is after the start. */
export function hoursBetween(start: Date, end: Date): number | undefined {
  const ms = end.getTime() - start.getTime();
  return ms > 0 ? Math.ceil(ms / 360_000) / 10 : undefined;
}

export const OA_MSG = {
  formDisabled: '该申请已停用，请联系管理员',
  attachmentsRequired: '请上传附件',
  notApplicant: '只有申请人可以重新提交',
  endBeforeStart: '结束时间不能早于开始时间',
  endNotAfterStart: '结束时间必须晚于开始时间',
  becomeBeforeEntry: '转正日期不能早于入职日期',
  quitBeforeEntry: '离职日期不能早于入职日期',
  receiverIsQuitter: '交接人不能是离职人员本人',
  receiverIsSelf: '接收人不能是自己',
  noticeTooLong: '填写说明不能超过500个字',
  unknownForm: '申请类型不存在',
} as const;

export const OA_NOTICE_MAX = 500;

/** OA配置 of one application form: 1 启用 / 2 停用, the 填写说明 shown above the form, 附件必填 (1 是 / 2 否). */
export type OaFormSetting = {
  flow_type: number;
  title: string;
  enabled: number;
  notice: string;
  attachments_required: number;
  has_attachments: boolean;
};
