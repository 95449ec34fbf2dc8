import { COMPANY_TZ_OFFSET_MINUTES } from '@suwork/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from './format.ts';

/**
 * Now as the company's clock reads it (+08:00), whatever the browser's time zone: a dayjs whose local fields are the
 * company's date and time, so defaults, pickers, "today" and greetings agree with the times the pages show.
 */
export function companyNow(at: number = Date.now()): Dayjs {
  const w = new Date(at + COMPANY_TZ_OFFSET_MINUTES * 60_000);
  return dayjs(
    new Date(
      w.getUTCFullYear(),
      w.getUTCMonth(),
      w.getUTCDate(),
      w.getUTCHours(),
      w.getUTCMinutes(),
      w.getUTCSeconds(),
      w.getUTCMilliseconds(),
    ),
  );
}

/** [first day, last day], both 'YYYY-MM-DD' and inclusive. */
export type DateRange = readonly [start: string, end: string];
type DayInput = Dayjs | Date | string | number;

const day = (ref?: DayInput): Dayjs => (ref === undefined ? companyNow() : dayjs(ref)).startOf('day');
const range = (start: Dayjs, end: Dayjs): DateRange => [start.format(DATE_FORMAT), end.format(DATE_FORMAT)];

/** Monday of the week holding `d` (weeks start on Monday). */
const mondayOf = (d: Dayjs): Dayjs => d.subtract((d.day() + 6) % 7, 'day');
const quarterStart = (d: Dayjs): Dayjs => d.startOf('month').month(Math.floor(d.month() / 3) * 3);

export const yesterday = (ref?: DayInput): DateRange => range(day(ref).subtract(1, 'day'), day(ref).subtract(1, 'day'));
export const today = (ref?: DayInput): DateRange => range(day(ref), day(ref));
/** The last 7 days up to and including today. */
export const last7Days = (ref?: DayInput): DateRange => range(day(ref).subtract(6, 'day'), day(ref));
/** The last 30 days up to and including today. */
export const last30Days = (ref?: DayInput): DateRange => range(day(ref).subtract(29, 'day'), day(ref));

/** offset 0 the current week (Monday to Sunday), -1 the previous, 1 the next. */
export function week(offset = 0, ref?: DayInput): DateRange {
  const monday = mondayOf(day(ref)).add(offset, 'week');
  return range(monday, monday.add(6, 'day'));
}
export function month(offset = 0, ref?: DayInput): DateRange {
  const start = day(ref).startOf('month').add(offset, 'month');
  return range(start, start.endOf('month'));
}
export function quarter(offset = 0, ref?: DayInput): DateRange {
  const start = quarterStart(day(ref)).add(offset * 3, 'month');
  return range(start, start.add(2, 'month').endOf('month'));
}
export function year(offset = 0, ref?: DayInput): DateRange {
  const start = day(ref).startOf('year').add(offset, 'year');
  return range(start, start.endOf('year'));
}

/** Quarter (1–4) of a date. */
export const quarterOf = (ref?: DayInput): number => Math.floor(day(ref).month() / 3) + 1;

/** First and last month of a quarter: 1 → ['01', '03'], 2 → ['04', '06'], 3 → ['07', '09'], 4 → ['10', '12']. */
export function quarterMonths(q: number): readonly [first: string, last: string] {
  if (!Number.isInteger(q) || q < 1 || q > 4) throw new RangeError(`quarter ${q}`);
  const first = (q - 1) * 3 + 1;
  return [String(first).padStart(2, '0'), String(first + 2).padStart(2, '0')];
}

/** The days of quarter `q` of `y`: (2024, 2) → ['2024-04-01', '2024-06-30']. */
export function quarterRange(y: number, q: number): DateRange {
  const [first, last] = quarterMonths(q);
  return range(dayjs(`${y}-${first}-01`), dayjs(`${y}-${last}-01`).endOf('month'));
}

/** Period types of the statistics pages. */
export const PERIOD_TYPE = { month: 1, quarter: 2, year: 3, custom: 4, week: 5 } as const;
export type PeriodType = (typeof PERIOD_TYPE)[keyof typeof PERIOD_TYPE];
export type PeriodSwitch = 'current' | 'previous';

/** Labels of the current / previous switch for each period type with one. */
export const PERIOD_SWITCH_LABELS: Readonly<Record<Exclude<PeriodType, 4>, Readonly<Record<PeriodSwitch, string>>>> = {
  1: { current: '本月', previous: '上月' },
  2: { current: '本季', previous: '上季' },
  3: { current: '本年', previous: '去年' },
  5: { current: '本周', previous: '上周' },
};

/** The days of the current or previous period; a custom range (type 4) is returned as given. */
export function periodRange(
  type: PeriodType,
  which: PeriodSwitch,
  ref?: DayInput,
  custom?: DateRange,
): DateRange | undefined {
  const offset = which === 'current' ? 0 : -1;
  switch (type) {
    case 1:
      return month(offset, ref);
    case 2:
      return quarter(offset, ref);
    case 3:
      return year(offset, ref);
    case 5:
      return week(offset, ref);
    case 4:
      return custom;
  }
}

/** The time selector: 1 this year … 7 custom dates. */
export const TIME_SELECTOR = {
  thisYear: 1,
  thisQuarter: 2,
  thisMonth: 3,
  lastMonth: 4,
  lastQuarter: 5,
  lastYear: 6,
  custom: 7,
} as const;
export type TimeSelector = (typeof TIME_SELECTOR)[keyof typeof TIME_SELECTOR];

export const TIME_SELECTOR_LABELS: Readonly<Record<TimeSelector, string>> = {
  1: '本年',
  2: '本季度',
  3: '本月',
  4: '上月',
  5: '上季度',
  6: '去年',
  7: '自定义',
};

/** The days a time-selector choice stands for; 7 (custom) returns the given range. */
export function timeSelectorRange(choice: TimeSelector, ref?: DayInput, custom?: DateRange): DateRange | undefined {
  switch (choice) {
    case 1:
      return year(0, ref);
    case 2:
      return quarter(0, ref);
    case 3:
      return month(0, ref);
    case 4:
      return month(-1, ref);
    case 5:
      return quarter(-1, ref);
    case 6:
      return year(-1, ref);
    case 7:
      return custom;
  }
}
