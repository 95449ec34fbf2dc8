import type { Dayjs } from 'dayjs';
import type { Occurrence } from './schedule-api.ts';

export type CalendarMode = 'month' | 'week' | 'day';
const DATE = 'YYYY-MM-DD';

/** Monday of the week holding d */
const mondayOf = (d: Dayjs) => d.subtract((d.day() + 6) % 7, 'day').startOf('day');

/** The days a view shows: the month's full weeks (as the month grid), Monday–Sunday, or the one day. */
export function daysOf(mode: CalendarMode, anchor: Dayjs): Dayjs[] {
  if (mode === 'day') return [anchor.startOf('day')];
  if (mode === 'week') return Array.from({ length: 7 }, (_, i) => mondayOf(anchor).add(i, 'day'));
  const first = mondayOf(anchor.startOf('month'));
  const last = mondayOf(anchor.endOf('month')).add(6, 'day');
  return Array.from({ length: last.diff(first, 'day') + 1 }, (_, i) => first.add(i, 'day'));
}

/** start_date and end_date to list for a view */
export function rangeOf(mode: CalendarMode, anchor: Dayjs): { start_date: string; end_date: string } {
  const days = daysOf(mode, anchor);
  return { start_date: days[0].format(DATE), end_date: days[days.length - 1].format(DATE) };
}

/** Occurrences touching a day, all-day first, then by start. */
export function onDay(list: readonly Occurrence[], day: Dayjs): Occurrence[] {
  const d = day.format(DATE);
  return list
    .filter((o) => o.start_time.slice(0, 10) <= d && o.end_time.slice(0, 10) >= d)
    .sort((a, b) => Number(b.all_day) - Number(a.all_day) || a.start_time.localeCompare(b.start_time));
}

/** The step of the 上一/下一 buttons */
export const stepOf = (mode: CalendarMode) => (mode === 'month' ? 'month' : mode === 'week' ? 'week' : 'day');
