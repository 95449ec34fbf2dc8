import { DatePicker } from 'antd';
import type { ComponentProps } from 'react';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { RegionCascader } from '../../components/region/RegionCascader.tsx';
import { DATE_FORMAT } from '../../lib/format.ts';

// The list filters built on large pickers (dates, the department tree, regions), loaded when such a filter first
// shows (FilterInput.tsx) rather than with every list. Each takes what its form item gives it (value, onChange, id).

export function DateRangeFilter(props: ComponentProps<typeof DatePicker.RangePicker>) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      format={DATE_FORMAT}
      placeholder={['开始日期', '结束日期']}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

export function DepartmentFilter(props: ComponentProps<typeof DepartmentSelect>) {
  return <DepartmentSelect placeholder="全部" {...props} />;
}

export function RegionFilter(props: ComponentProps<typeof RegionCascader>) {
  return <RegionCascader changeOnSelect placeholder="全部" {...props} />;
}
