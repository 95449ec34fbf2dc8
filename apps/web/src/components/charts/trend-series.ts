import dayjs from 'dayjs';
import type { ChartOption } from './EChart.tsx';
import type { DateRange } from '../../lib/dates.ts';
import { DATE_FORMAT, formatAxisValue, MONTH_FORMAT } from '../../lib/format.ts';

// Trend charts over the days (or months) of a period: the labels, series filled with 0 where the server lists
// nothing, and the chart's option.

/** A period's step: a day, or a month for longer periods. */
export type Granularity = 'day' | 'month';

/** Every day (or month) of the period, labelled as the server labels them (YYYY-MM-DD, YYYY-MM). */
export function periodLabels(granularity: Granularity, [start, end]: DateRange): string[] {
  const unit = granularity === 'day' ? 'day' : 'month';
  const format = unit === 'day' ? DATE_FORMAT : MONTH_FORMAT;
  const labels: string[] = [];
  for (let d = dayjs(start).startOf(unit), last = dayjs(end).startOf(unit); !d.isAfter(last); d = d.add(1, unit))
    labels.push(d.format(format));
  return labels;
}

/**
 * A series over `labels`: the server lists only the days (or months) with records, `at` with their `values`
 * (numbers, or decimal strings for money); the others are 0.
 */
export function fillSeries(
  labels: readonly string[],
  at: readonly string[],
  values: readonly (number | string)[],
): number[] {
  const byLabel = new Map(at.map((l, i) => [l, Number(values[i] ?? 0)]));
  return labels.map((l) => byLabel.get(l) ?? 0);
}

/** One series of a trend chart. */
export type TrendSeries = { name: string; type: 'line' | 'bar'; data: readonly number[] };

/** A trend chart over the labels of a period: its series, their colours, and how the tooltip writes a value. */
export type TrendSpec = {
  granularity: Granularity;
  labels: readonly string[];
  series: readonly TrendSeries[];
  colors: readonly string[];
  /** the smallest step of the value axis (1 for counts) */
  minInterval?: number;
  /** how the tooltip writes a value (default as is) */
  valueFormatter?: (value: number) => string;
};

/** Days show as MM-DD on the axis (the year is in the period); months as YYYY-MM. */
const axisLabel = (label: string, granularity: Granularity) => (granularity === 'day' ? label.slice(5) : label);

/** A trend chart: lines smooth, bars narrow, a legend of the series; axis values above 10000 in W. */
export function seriesTrendOption(spec: TrendSpec): ChartOption {
  const format = spec.valueFormatter;
  return {
    color: [...spec.colors],
    tooltip: {
      trigger: 'axis',
      ...(format ? { valueFormatter: (v) => (typeof v === 'number' ? format(v) : String(v)) } : {}),
    },
    legend: { top: 0, data: spec.series.map((s) => s.name) },
    grid: { left: 8, right: 16, top: 40, bottom: 8 },
    xAxis: {
      type: 'category',
      data: spec.labels.map((l) => axisLabel(l, spec.granularity)),
      axisTick: { alignWithLabel: true },
    },
    yAxis: {
      type: 'value',
      ...(spec.minInterval ? { minInterval: spec.minInterval } : {}),
      axisLabel: { formatter: (v: number) => formatAxisValue(v) },
    },
    series: spec.series.map((s) =>
      s.type === 'line'
        ? { name: s.name, type: 'line', smooth: true, symbolSize: 6, data: [...s.data] }
        : { name: s.name, type: 'bar', barMaxWidth: 24, data: [...s.data] },
    ),
  };
}
