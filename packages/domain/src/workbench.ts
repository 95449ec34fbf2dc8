// 工作台 and reminders: shared by the server's to-do hub and jobs and the web's workbench and reminder gate.

/** Items a to-do section lists; its total counts them all. */
export const TODO_SECTION_LIMIT = 5;

/** The abnormal-reminder check in the shell. */
export const ABNORMAL_REMIND = {
  /** how often the shell looks at the gate */
  checkIntervalMs: 60_000,
  /** the cookie that, while present, holds the call back */
  cookie: 'abnormalRemind',
  /** after showing the reminders */
  shownMs: 30 * 60_000,
  /** 稍后提醒（五小时后） */
  snoozeMs: 18_000_000,
  snoozeLabel: '稍后提醒（五小时后）',
  title: '异常提醒',
} as const;

/** A customer (or clue) that the recycling rule will return to the pool within this many days is warned of. */
export const POOL_WARNING_DAYS = 3;

/** One thing gone wrong for the member, as GET /api/project/getAbnormalRemind lists it. */
export type AbnormalItem = { type: string; type_name: string; id: number; title: string; content: string; time: string | null; path: string; query?: Record<string, string | number> };

/** One line of the workbench's to-do hub; `path` and `query` open the record. */
export type TodoItem = { id: number | string; title: string; time?: string; path: string; query?: Record<string, string | number> };
/** A section of the to-do hub, e.g. 待我审批 or 今日日程. `total` may exceed the items shown. */
export type TodoSection = { key: string; title: string; total: number; items: TodoItem[]; morePath?: string };
