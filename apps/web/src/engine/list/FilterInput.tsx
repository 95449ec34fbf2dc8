import { Form, InputNumber, Input, Select, Space } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import type { FilterSpec } from '../list-query.ts';
import { ReferenceSelect } from '../pickers/ReferenceSelect.tsx';
import { EnumSelect } from '../choices/EnumSelect.tsx';
import { TagSelect } from '../choices/TagSelect.tsx';

/** What a form item gives its control (value, onChange, id...). */
type Given = Record<string, unknown>;
const pickers = () => import('./PickerFilters.tsx');
const picker = (name: 'DateRangeFilter' | 'DepartmentFilter' | 'RegionFilter') =>
  lazy(() => pickers().then((m) => ({ default: m[name] as ComponentType<Given> })));
const DateRangeFilter = picker('DateRangeFilter');
const DepartmentFilter = picker('DepartmentFilter');
const RegionFilter = picker('RegionFilter');

/** A picker filter, with a disabled box of the same size while its code loads; passes on what its form item gives. */
function Picker({ control: Control, ...given }: { control: ComponentType<Given> } & Given) {
  return (
    <Suspense fallback={<Input disabled placeholder="全部" />}>
      <Control {...given} />
    </Suspense>
  );
}

/** The form item of one list filter. */
export function FilterInput({ spec }: { spec: FilterSpec }) {
  const { key, label, kind, field } = spec;
  switch (kind) {
    case 'choice':
      return (
        <Form.Item name={key} label={label}>
          {field?.type === 'tags' ? (
            <TagSelect placeholder="全部" maxTagCount="responsive" />
          ) : field ? (
            <EnumSelect field={field} multiple purpose="filter" placeholder="全部" />
          ) : (
            <Select disabled />
          )}
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
          <Picker control={DepartmentFilter} />
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
          <Picker control={DateRangeFilter} />
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
            <Picker control={RegionFilter} />
          </Form.Item>
        );
      return (
        <Form.Item name={key} label={label}>
          <Input allowClear placeholder={`请输入${label}`} maxLength={field?.max} />
        </Form.Item>
      );
  }
}
