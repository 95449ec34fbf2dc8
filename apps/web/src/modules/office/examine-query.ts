import { DEFAULT_PAGE_SIZE } from '@suwork/domain';
import type { ExamineCount, ExamineQuery, ExamineTab } from './examine-api.ts';

/** The approval centre's tabs, with the count of each in GET /api/flow/examineCount. */
export const EXAMINE_TABS: readonly { tab: ExamineTab; label: string; count: keyof ExamineCount }[] = [
  { tab: 1, label: '待我审批', count: 'pending' },
  { tab: 2, label: '我已审批', count: 'done' },
  { tab: 3, label: '我发起的', count: 'mine' },
  { tab: 4, label: '抄送我的', count: 'copied' },
];

const positive = (v: string | null, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const isTab = (n: number): n is ExamineTab => EXAMINE_TABS.some((t) => t.tab === n);

/** The list state kept in the URL query: tab, flow_type, start_time, end_time, page, limit. */
export function readExamineQuery(search: URLSearchParams): ExamineQuery {
  const tab = positive(search.get('tab'), 1);
  return {
    tab: isTab(tab) ? tab : 1,
    flow_type: search.get('flow_type') || undefined,
    start_time: search.get('start_time') || undefined,
    end_time: search.get('end_time') || undefined,
    page: positive(search.get('page'), 1),
    limit: positive(search.get('limit'), DEFAULT_PAGE_SIZE),
  };
}

/** The URL query of a list state (empty filters left out). */
export function examineSearch(q: ExamineQuery): Record<string, string> {
  const entries = Object.entries(q).filter(([, v]) => v !== undefined && v !== '');
  return Object.fromEntries(entries.map(([k, v]) => [k, String(v)]));
}
