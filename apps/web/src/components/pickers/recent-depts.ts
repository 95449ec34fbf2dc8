import { STORAGE_KEYS } from '@suwork/domain';

/** A department picked lately, as kept in localStorage (habitDeptList). */
export type RecentDept = { value: number; label: string };

/** Recent departments kept (spec: max 10). */
export const RECENT_DEPTS_MAX = 10;

const isRecent = (x: unknown): x is RecentDept =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as RecentDept).value === 'number' &&
  typeof (x as RecentDept).label === 'string';

/** The departments picked lately, most recent first; a damaged entry reads as none. */
export function readRecentDepts(): RecentDept[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.habitDeptList) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_DEPTS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a picked department first (once), keeping at most RECENT_DEPTS_MAX; returns the new list. */
export function rememberDept(dept: RecentDept): RecentDept[] {
  const next = [
    { value: dept.value, label: dept.label },
    ...readRecentDepts().filter((d) => d.value !== dept.value),
  ].slice(0, RECENT_DEPTS_MAX);
  try {
    localStorage.setItem(STORAGE_KEYS.habitDeptList, JSON.stringify(next));
  } catch {
    // storage full or blocked: the pick itself still counts
  }
  return next;
}
