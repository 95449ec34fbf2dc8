import { FOLLOW_TYPE_FIELD } from '@suwork/domain/entities';
import { EnumSelect } from '../choices/EnumSelect.tsx';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../lib/format.ts';
import type { FollowFilters } from './follow-api.ts';
import styles from './follow.module.css';

type Props = { value: FollowFilters; onChange: (next: FollowFilters) => void };

/** Filters of the feed: follow type (电话 … 其他) and a date range of the follow time. */
export function FollowFilterBar({ value, onChange }: Props) {
  const range = (dates: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = dates ?? [null, null];
    onChange({ ...value, start_time: start?.format(DATE_FORMAT), end_time: end?.format(DATE_FORMAT) });
  };
  return (
    <div className={styles.filters}>
      <EnumSelect
        field={FOLLOW_TYPE_FIELD}
        purpose="filter"
        aria-label="跟进类型"
        className={styles.typeFilter}
        placeholder="全部类型"
        value={value.follow_type}
        onChange={(t) => onChange({ ...value, follow_type: t })}
      />
      <DatePicker.RangePicker
        aria-label="跟进日期"
        className={styles.dateFilter}
        allowEmpty={[true, true]}
        format={DATE_FORMAT}
        placeholder={['开始日期', '结束日期']}
        onChange={(dates) => range(dates)}
      />
    </div>
  );
}
