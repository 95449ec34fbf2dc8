import type { ExamineCount, ExamineTab } from './examine-api.ts';

/** The approval centre's tabs, with the count of each in GET /api/flow/examineCount. */
export const EXAMINE_TABS: readonly { tab: ExamineTab; label: string; count: keyof ExamineCount }[] = [
  { tab: 1, label: '待我审批', count: 'pending' },
  { tab: 2, label: '我已审批', count: 'done' },
  { tab: 3, label: '我发起的', count: 'mine' },
  { tab: 4, label: '抄送我的', count: 'copied' },
];

/** The tab a URL value names; 待我审批 when it names none. */
export function examineTab(value: string | undefined): ExamineTab {
  return EXAMINE_TABS.find((t) => String(t.tab) === value)?.tab ?? 1;
}
