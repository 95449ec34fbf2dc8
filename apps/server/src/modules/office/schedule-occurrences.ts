import type { ScheduleRepeat } from '@suwork/domain';

export type Repeating = {
  start_time: Date;
  end_time: Date;
  repeat_rule: string;
  /** company date 'YYYY-MM-DD' */ repeat_until: string | null;
};
export type Occurrence = { start: Date; end: Date };

const MINUTE = 60_000;
const DAY = 86_400_000;
/** a guard for rules that would otherwise run far past the range */
const MAX_STEPS = 5000;

/** The n-th occurrence's start, stepping in company local time (tz minutes east of UTC); null when that month lacks the day. */
function nthStart(first: Date, rule: ScheduleRepeat, n: number, tz: number): Date | null {
  if (rule === 'daily') return new Date(first.getTime() + n * DAY);
  if (rule === 'weekly') return new Date(first.getTime() + n * 7 * DAY);
  const local = new Date(first.getTime() + tz * MINUTE);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + n;
  const day = local.getUTCDate();
  const shifted = new Date(Date.UTC(y, m, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()));
  if (shifted.getUTCDate() !== day) return null;
  return new Date(shifted.getTime() - tz * MINUTE);
}

/** Last instant an occurrence may start at: the end of the repeat_until day in company time. */
const untilOf = (s: Repeating, tz: number) =>
  s.repeat_until ? Date.parse(`${s.repeat_until}T00:00:00Z`) - tz * MINUTE + DAY : Infinity;

/**
 * The occurrences of an event that overlap [from, to): the event itself when it does not repeat, otherwise one
 * per day, week or month (same day of the month; months without that day are skipped) up to repeat_until.
 */
export function occurrencesIn(s: Repeating, from: Date, to: Date, tz: number): Occurrence[] {
  const length = s.end_time.getTime() - s.start_time.getTime();
  const overlaps = (start: Date) => start < to && start.getTime() + Math.max(length, 1) > from.getTime();
  const rule = s.repeat_rule as ScheduleRepeat;
  if (rule !== 'daily' && rule !== 'weekly' && rule !== 'monthly')
    return overlaps(s.start_time) ? [{ start: s.start_time, end: s.end_time }] : [];
  const until = untilOf(s, tz);
  const out: Occurrence[] = [];
  // skip whole periods before the range for daily and weekly rules
  const period = rule === 'daily' ? DAY : rule === 'weekly' ? 7 * DAY : 0;
  let n = period ? Math.max(0, Math.floor((from.getTime() - length - s.start_time.getTime()) / period)) : 0;
  for (let steps = 0; steps < MAX_STEPS; steps++, n++) {
    const start = nthStart(s.start_time, rule, n, tz);
    if (!start) continue;
    if (start >= to || start.getTime() >= until) break;
    if (overlaps(start)) out.push({ start, end: new Date(start.getTime() + length) });
  }
  return out;
}
