import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import {
  periodRange,
  PERIOD_SWITCH_LABELS,
  PERIOD_TYPE,
  type DateRange,
  type PeriodSwitch as Which,
  type PeriodType,
} from '../lib/dates.ts';
import { DATE_FORMAT } from '../lib/format.ts';
import styles from './PeriodSwitch.module.css';

/** A statistics period: a type (月, 季, 年, 周 or custom) with current / previous, or a custom range. */
export type PeriodValue = { type: PeriodType; which: Which; custom?: DateRange };

type Switchable = Exclude<PeriodType, typeof PERIOD_TYPE.custom>;
/** The order of the switch: week, month, quarter, year. */
const ORDER: readonly Switchable[] = [PERIOD_TYPE.week, PERIOD_TYPE.month, PERIOD_TYPE.quarter, PERIOD_TYPE.year];
const CUSTOM = 'custom';

const keyOf = (v: PeriodValue) => (v.type === PERIOD_TYPE.custom ? CUSTOM : `${v.type}:${v.which}`);
const OPTIONS = [
  ...ORDER.flatMap((type) =>
    (['current', 'previous'] as const).map((which) => ({
      value: `${type}:${which}`,
      label: PERIOD_SWITCH_LABELS[type][which],
    })),
  ),
  { value: CUSTOM, label: '自定义' },
];

/** The days of a period (today as reference); undefined for a custom period without both dates. */
export const periodDays = (v: PeriodValue, ref?: Date | string): DateRange | undefined =>
  periodRange(v.type, v.which, ref, v.custom);

type Props = { value: PeriodValue; onChange: (next: PeriodValue) => void };

/** 本周/上周, 本月/上月, 本季/上季, 本年/去年 and 自定义 (a date range), with the days it stands for. */
export function PeriodSwitch({ value, onChange }: Props) {
  const days = periodDays(value);
  const pick = (key: string) => {
    if (key === CUSTOM) return onChange({ type: PERIOD_TYPE.custom, which: 'current', custom: days });
    const [type, which] = key.split(':');
    onChange({ type: Number(type) as PeriodType, which: which as Which });
  };
  return (
    <div className={styles.bar}>
      <Segmented aria-label="统计周期" options={OPTIONS} value={keyOf(value)} onChange={(k) => pick(String(k))} />
      {value.type === PERIOD_TYPE.custom && (
        <DatePicker.RangePicker
          aria-label="自定义日期"
          format={DATE_FORMAT}
          allowClear={false}
          value={value.custom ? [dayjs(value.custom[0]), dayjs(value.custom[1])] : null}
          onChange={(d) => {
            const [start, end] = d ?? [null, null];
            if (start && end) onChange({ ...value, custom: [start.format(DATE_FORMAT), end.format(DATE_FORMAT)] });
          }}
        />
      )}
      <span className={styles.days}>{days ? `${days[0]} 至 ${days[1]}` : '请选择起止日期'}</span>
    </div>
  );
}
