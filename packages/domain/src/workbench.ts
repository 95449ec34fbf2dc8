// 工作台 and reminders: shared by the server's to-do hub and jobs and the web's workbench and reminder gate.

/** Items a to-do section lists; its total counts them all. */
export const TODO_SECTION_LIMIT = 5;
/**
 * A section's total is counted up to this many (the card's badge reads 99+ beyond 99): a member with a large
 * backlog costs an index walk of a hundred entries, not of ten thousand. `capped` says the total was cut there.
 */
export const TODO_COUNT_CAP = 100;

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

/** What the workbench's to-do hub and the abnormal reminder list (their shapes are the answers' contracts). */
export type { AbnormalItem, TodoItem, TodoSection } from './contracts/home.ts';
