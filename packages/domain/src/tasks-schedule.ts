// 任务 and 日程 (办公): states, choices and messages shared by the server and the web.

export const TASK_PRIORITY = { 1: '低', 2: '中', 3: '高', 4: '紧急' } as const;
export const TASK_STATUS = { 1: '未开始', 2: '进行中', 3: '已完成', 4: '已取消' } as const;
/** statuses a task is still open in */
export const TASK_OPEN_STATUSES = [1, 2] as const;
/** 列表筛选: 1 我负责的, 2 我参与的, 3 我创建的 (0 全部可见) */
export const TASK_MINE = { 1: '我负责的', 2: '我参与的', 3: '我创建的' } as const;
export const TASK_TITLE_MAX = 100;

export const TASK_MSG = {
  titleRequired: '请输入任务标题',
  titleTooLong: `任务标题不能超过${TASK_TITLE_MAX}个字`,
  assigneeRequired: '请选择负责人',
  priorityInvalid: '请选择正确的优先级',
  statusInvalid: '请选择正确的任务状态',
  dueBeforeStart: '截止时间不能早于开始时间',
  timeInvalid: '时间格式应为 YYYY-MM-DD HH:mm',
  notFound: '任务不存在或无权查看',
  noEdit: '只有创建人和负责人可以修改任务',
  noDelete: '只有创建人可以删除任务',
  memberMissing: '所选成员不存在',
  subtaskRequired: '请输入子任务标题',
  subtaskNotFound: '子任务不存在',
  commentRequired: '请输入评论内容',
  overdue: '已逾期',
  assigned: (by: string, title: string) => `${by}给您分配了任务「${title}」`,
  commented: (by: string, title: string) => `${by}评论了任务「${title}」`,
} as const;

/** 提醒: minutes before the start; 0 = 不提醒 */
export const SCHEDULE_REMIND = {
  0: '不提醒',
  5: '提前5分钟',
  15: '提前15分钟',
  30: '提前30分钟',
  60: '提前1小时',
  1440: '提前1天',
} as const;
export const SCHEDULE_REPEAT = { none: '不重复', daily: '每天', weekly: '每周', monthly: '每月' } as const;
export type ScheduleRepeat = keyof typeof SCHEDULE_REPEAT;
export const SCHEDULE_TITLE_MAX = 100;
/** the longest range one list call expands */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

export const SCHEDULE_MSG = {
  titleRequired: '请输入日程标题',
  titleTooLong: `日程标题不能超过${SCHEDULE_TITLE_MAX}个字`,
  startRequired: '请选择开始时间',
  endRequired: '请选择结束时间',
  endBeforeStart: '结束时间不能早于开始时间',
  remindInvalid: '请选择正确的提醒时间',
  repeatInvalid: '请选择正确的重复规则',
  repeatEndBeforeStart: '重复截止日期不能早于开始日期',
  rangeInvalid: '请选择正确的日期范围',
  rangeTooLong: `日期范围不能超过${SCHEDULE_RANGE_MAX_DAYS}天`,
  notFound: '日程不存在或无权查看',
  noEdit: '只有创建人可以修改日程',
  invited: (by: string, title: string) => `${by}邀请您参加日程「${title}」`,
  reminder: (title: string, start: string) => `日程提醒：「${title}」将于${start}开始`,
} as const;
