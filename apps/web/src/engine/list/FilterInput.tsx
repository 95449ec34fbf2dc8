import { DatePicker, Form, InputNumber, Input, Select, Space } from 'antd';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { RegionCascader } from '../../components/region/RegionCascader.tsx';
import { DATE_FORMAT } from '../../lib/format.ts';
import type { FilterSpec } from '../list-query.ts';
import { ReferenceSelect } from '../pickers/ReferenceSelect.tsx';
import { EnumSelect } from '../choices/EnumSelect.tsx';
import { TagSelect } from '../choices/TagSelect.tsx';

/** The form item of one list filter. */
export function FilterInput({ spec }: { spec: FilterSpec }) {
  const { key, label, kind, field } = spec;
  switch (kind) {
    case 'choice':
      return (
        <Form.Item name={key} label={label}>
          {field?.type === 'tags' ? <TagSelect placeholder="全部" maxTagCount="responsive" /> : field ? <EnumSelect field={field} multiple purpose="filter" placeholder="全部" /> : <Select disabled />}
        </Form.Item>
      );
    case 'member':
      return (
        <Form.Item name={key} label={label}>
          <MemberSelect placeholder="全部" />
        </Form.Item>
      );
    case 'department':
      return (
        <Form.Item name={key} label={label}>
          <DepartmentSelect placeholder="全部" />
        </Form.Item>
      );
    case 'reference':
      return (
        <Form.Item name={key} label={label}>
          <ReferenceSelect entity={field?.entity ?? ''} placeholder="全部" />
        </Form.Item>
      );
    case 'dateRange':
      return (
        <Form.Item name={key} label={label}>
          <DatePicker.RangePicker allowEmpty={[true, true]} format={DATE_FORMAT} placeholder={['开始日期', '结束日期']} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'numberRange':
      return (
        <Form.Item label={label}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name={`${key}_start`} noStyle>
              <InputNumber<number> placeholder="最小值" style={{ width: '50%' }} />
            </Form.Item>
            <Form.Item name={`${key}_end`} noStyle>
              <InputNumber<number> placeholder="最大值" style={{ width: '50%' }} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      );
    case 'text':
      // a region filter matches by prefix: a province or a city is enough
      if (field?.type === 'region')
        return (
          <Form.Item name={key} label={label}>
            <RegionCascader changeOnSelect placeholder="全部" />
          </Form.Item>
        );
      return (
        <Form.Item name={key} label={label}>
          <Input allowClear placeholder={`请输入${label}`} maxLength={field?.max} />
        </Form.Item>
      );
  }
}
