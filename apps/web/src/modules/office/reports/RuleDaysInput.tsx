import { WEEKDAY_LABEL } from '@suwork/domain';
import { Checkbox, InputNumber, Select } from 'antd';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: WEEKDAY_LABEL[d] }));

type Props = { type: number; value?: number[]; onChange?: (days: number[]) => void };

/** When a report is due: 日报 some weekdays, 周报 one weekday, 月报 one day of the month (31: the last day). */
export function RuleDaysInput({ type, value = [], onChange }: Props) {
  if (type === 1)
    return <Checkbox.Group options={WEEKDAYS} value={value} onChange={(v) => onChange?.(v.map(Number))} />;
  if (type === 2)
    return (
      <Select
        aria-label="每周提交日"
        style={{ width: 160 }}
        placeholder="请选择"
        options={WEEKDAYS}
        value={value[0]}
        onChange={(v: number) => onChange?.([v])}
      />
    );
  return (
    <InputNumber
      aria-label="每月提交日"
      min={1}
      max={31}
      precision={0}
      prefix="每月"
      suffix="日"
      style={{ width: 160 }}
      value={value[0]}
      onChange={(v) => onChange?.(v ? [v] : [])}
    />
  );
}

export const daysText = (type: number, days: readonly number[]) =>
  type === 3
    ? `每月${days[0] === 31 ? '最后一' : days[0]}日`
    : `${type === 2 ? '每' : ''}${days.map((d) => WEEKDAY_LABEL[d]).join('、')}`;
