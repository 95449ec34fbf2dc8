import type { Field } from '@suwork/domain/entities';
import { DatePicker, Input, InputNumber, Select, type FormRule } from 'antd';
import type { ReactElement } from 'react';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../lib/format.ts';
import { enumOptions } from '../field-options.ts';
import { ReferenceSelect } from '../pickers/ReferenceSelect.tsx';

type Options = {
  autoFocus?: boolean;
  /** the current value's display name (from the record, see nameKey), for pickers */
  name?: string;
  /** for `members`: the current members' names */
  known?: readonly { value: number; label: string }[];
};

const TEXT_MAX = 255;
const LONG_TEXT_MAX = 2000;
const PHONE_MAX = 30;
const EMAIL_MAX = 100;

const placeholderOf = (f: Field, verb: '请输入' | '请选择') => f.placeholder ?? `${verb}${f.label}`;

/** The widget of a field; Form.Item gives it value and onChange. */
export function fieldControl(f: Field, { autoFocus, name, known }: Options = {}): ReactElement {
  switch (f.type) {
    case 'longText':
    case 'richText':
      return <Input.TextArea autoFocus={autoFocus} rows={4} maxLength={f.max ?? LONG_TEXT_MAX} showCount placeholder={placeholderOf(f, '请输入')} />;
    case 'integer':
      return <InputNumber<number> autoFocus={autoFocus} precision={0} min={f.min} max={f.max} placeholder={placeholderOf(f, '请输入')} style={{ width: '100%' }} />;
    case 'money':
      return <InputNumber<number> autoFocus={autoFocus} precision={2} min={f.min ?? 0} max={f.max} placeholder={placeholderOf(f, '请输入')} style={{ width: '100%' }} />;
    case 'percent':
      return <InputNumber<number> autoFocus={autoFocus} precision={2} min={0} max={100} suffix="%" placeholder={placeholderOf(f, '请输入')} style={{ width: '100%' }} />;
    case 'date':
      return <DatePicker autoFocus={autoFocus} format={DATE_FORMAT} placeholder={placeholderOf(f, '请选择')} style={{ width: '100%' }} />;
    case 'datetime':
      return <DatePicker autoFocus={autoFocus} showTime format={DATETIME_FORMAT} placeholder={placeholderOf(f, '请选择')} style={{ width: '100%' }} />;
    case 'enum':
      return <Select<number> autoFocus={autoFocus} allowClear options={enumOptions(f)} placeholder={placeholderOf(f, '请选择')} />;
    case 'reference':
      return <ReferenceSelect autoFocus={autoFocus} entity={f.entity ?? ''} initialLabel={name} placeholder={placeholderOf(f, '请选择')} />;
    case 'member':
      return <MemberSelect autoFocus={autoFocus} known={known} placeholder={placeholderOf(f, '请选择')} />;
    case 'members':
      return <MemberSelect autoFocus={autoFocus} multiple known={known} placeholder={placeholderOf(f, '请选择')} />;
    case 'department':
      return <DepartmentSelect autoFocus={autoFocus} placeholder={placeholderOf(f, '请选择')} />;
    case 'region':
      return <Input autoFocus={autoFocus} allowClear maxLength={f.max ?? TEXT_MAX} placeholder={f.placeholder ?? '省/市/区，如 广东省/深圳市/南山区'} />;
    case 'phone':
      return <Input autoFocus={autoFocus} allowClear maxLength={f.max ?? PHONE_MAX} placeholder={placeholderOf(f, '请输入')} />;
    case 'email':
      return <Input autoFocus={autoFocus} allowClear maxLength={f.max ?? EMAIL_MAX} placeholder={placeholderOf(f, '请输入')} />;
    case 'text':
    case 'attachments':
      return <Input autoFocus={autoFocus} allowClear maxLength={f.max ?? TEXT_MAX} placeholder={placeholderOf(f, '请输入')} />;
  }
}

const TEXTUAL = new Set<Field['type']>(['text', 'longText', 'richText', 'phone', 'email', 'region']);

/** The rules of a field: its declared required message verbatim, plus the format of phones and e-mails. */
export function fieldRules(f: Field): FormRule[] {
  const rules: FormRule[] = [];
  // `whitespace` makes the check a string check: only text fields get it, or a picked number would fail.
  if (f.required) rules.push(TEXTUAL.has(f.type) ? { required: true, whitespace: true, message: f.required } : { required: true, message: f.required });
  if (f.type === 'email') rules.push({ type: 'email', message: '请输入正确的邮箱地址' });
  if (f.type === 'phone') rules.push({ pattern: /^[\d\s+\-()转#]*$/, message: '请输入正确的号码' });
  return rules;
}
