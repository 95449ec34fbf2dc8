import type { Field } from '@suwork/domain/entities';
import { Select } from 'antd';
import { enumOptions, type ChoicePurpose } from '../field-options.ts';
import { useDictionaries } from './choices-api.ts';

type Common = {
  field: Field;
  purpose?: ChoicePurpose;
  id?: string;
  autoFocus?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};
type Single = Common & { multiple?: false; value?: number | null; onChange?: (v: number | undefined) => void };
type Multiple = Common & { multiple: true; value?: number[] | null; onChange?: (v: number[]) => void };

/** The select of an enum field; a dictionary field offers the dictionary's current options (选项配置). */
export function EnumSelect(props: Single | Multiple) {
  const { field, purpose = 'input', id, autoFocus, placeholder, className } = props;
  const dictionaries = useDictionaries();
  const options = enumOptions(field, field.dict ? dictionaries.data?.get(field.dict) : undefined, purpose);
  const common = {
    id,
    autoFocus,
    placeholder,
    className,
    'aria-label': props['aria-label'],
    options,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' },
  };
  if (props.multiple)
    return (
      <Select<number[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={props.value ?? undefined}
        onChange={(v) => props.onChange?.(v)}
      />
    );
  return <Select<number> {...common} value={props.value ?? undefined} onChange={(v) => props.onChange?.(v)} />;
}
