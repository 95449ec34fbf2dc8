import { describe, expect, it } from 'vitest';
import {
  companyNow,
  last30Days,
  last7Days,
  month,
  PERIOD_SWITCH_LABELS,
  periodRange,
  quarter,
  quarterMonths,
  quarterOf,
  quarterRange,
  TIME_SELECTOR_LABELS,
  timeSelectorRange,
  today,
  week,
  year,
  yesterday,
} from './dates.ts';

// A Wednesday in the second quarter of a leap year.
const REF = '2024-05-15 10:20:30';

describe('day helpers', () => {
  it('yesterday, today, last 7 and 30 days (today included)', () => {
    expect(yesterday(REF)).toEqual(['2024-05-14', '2024-05-14']);
    expect(today(REF)).toEqual(['2024-05-15', '2024-05-15']);
    expect(last7Days(REF)).toEqual(['2024-05-09', '2024-05-15']);
    expect(last30Days(REF)).toEqual(['2024-04-16', '2024-05-15']);
  });

  it('crosses a year boundary', () => {
    expect(yesterday('2024-01-01')).toEqual(['2023-12-31', '2023-12-31']);
  });
});

describe('weeks start on Monday', () => {
  it('previous, current and next week', () => {
    expect(week(0, REF)).toEqual(['2024-05-13', '2024-05-19']);
    expect(week(-1, REF)).toEqual(['2024-05-06', '2024-05-12']);
    expect(week(1, REF)).toEqual(['2024-05-20', '2024-05-26']);
  });

  it('a Sunday belongs to the week that began the Monday before', () => {
    expect(week(0, '2024-05-19')).toEqual(['2024-05-13', '2024-05-19']);
    expect(week(0, '2024-05-13')).toEqual(['2024-05-13', '2024-05-19']);
  });
});

describe('months, quarters, years', () => {
  it('previous, current and next month, with month ends', () => {
    expect(month(0, REF)).toEqual(['2024-05-01', '2024-05-31']);
    expect(month(-1, REF)).toEqual(['2024-04-01', '2024-04-30']);
    expect(month(1, REF)).toEqual(['2024-06-01', '2024-06-30']);
    expect(month(-1, '2024-03-31')).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('previous, current and next quarter', () => {
    expect(quarter(0, REF)).toEqual(['2024-04-01', '2024-06-30']);
    expect(quarter(-1, REF)).toEqual(['2024-01-01', '2024-03-31']);
    expect(quarter(1, REF)).toEqual(['2024-07-01', '2024-09-30']);
    expect(quarter(-1, '2024-02-10')).toEqual(['2023-10-01', '2023-12-31']);
  });

  it('previous, current and next year', () => {
    expect(year(0, REF)).toEqual(['2024-01-01', '2024-12-31']);
    expect(year(-1, REF)).toEqual(['2023-01-01', '2023-12-31']);
    expect(year(1, REF)).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('quarters map to months 01-03, 04-06, 07-09, 10-12', () => {
    expect([1, 2, 3, 4].map(quarterMonths)).toEqual([
      ['01', '03'],
      ['04', '06'],
      ['07', '09'],
      ['10', '12'],
    ]);
    expect(quarterRange(2024, 4)).toEqual(['2024-10-01', '2024-12-31']);
    expect(quarterRange(2023, 1)).toEqual(['2023-01-01', '2023-03-31']);
    expect(quarterOf('2024-09-30')).toBe(3);
    expect(quarterOf('2024-10-01')).toBe(4);
    expect(() => quarterMonths(5)).toThrow();
  });
});

describe('period types', () => {
  it('switch labels for current and previous', () => {
    expect(PERIOD_SWITCH_LABELS).toEqual({
      1: { current: '本月', previous: '上月' },
      2: { current: '本季', previous: '上季' },
      3: { current: '本年', previous: '去年' },
      5: { current: '本周', previous: '上周' },
    });
  });

  it('1 month, 2 quarter, 3 year, 4 custom range, 5 week', () => {
    expect(periodRange(1, 'previous', REF)).toEqual(['2024-04-01', '2024-04-30']);
    expect(periodRange(2, 'current', REF)).toEqual(['2024-04-01', '2024-06-30']);
    expect(periodRange(3, 'previous', REF)).toEqual(['2023-01-01', '2023-12-31']);
    expect(periodRange(4, 'current', REF, ['2024-02-01', '2024-02-10'])).toEqual(['2024-02-01', '2024-02-10']);
    expect(periodRange(5, 'previous', REF)).toEqual(['2024-05-06', '2024-05-12']);
  });
});

describe('time selector', () => {
  it('1 this year … 6 last year, 7 custom', () => {
    expect(([1, 2, 3, 4, 5, 6] as const).map((c) => timeSelectorRange(c, REF))).toEqual([
      ['2024-01-01', '2024-12-31'],
      ['2024-04-01', '2024-06-30'],
      ['2024-05-01', '2024-05-31'],
      ['2024-04-01', '2024-04-30'],
      ['2024-01-01', '2024-03-31'],
      ['2023-01-01', '2023-12-31'],
    ]);
    expect(timeSelectorRange(7, REF, ['2024-01-05', '2024-01-06'])).toEqual(['2024-01-05', '2024-01-06']);
    expect(TIME_SELECTOR_LABELS[1]).toBe('本年');
    expect(TIME_SELECTOR_LABELS[7]).toBe('自定义');
  });
});

describe('the company clock', () => {
  it('reads now as the company does (+08:00), whatever the browser’s zone', () => {
    // 04:02 UTC is 12:02 in the company: the default of a form and the greeting say 12:02, not 04:02
    expect(companyNow(Date.UTC(2026, 10, 25, 4, 2, 30)).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-25 12:02:30');
    // past 16:00 UTC it is already tomorrow in the company
    expect(companyNow(Date.UTC(2026, 10, 25, 16, 30)).format('YYYY-MM-DD HH:mm')).toBe('2026-11-26 00:30');
  });
});
