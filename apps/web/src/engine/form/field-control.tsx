import { entityByKey, type Field } from '@suwork/domain/entities';
import { DatePicker, Input, InputNumber, type FormRule } from 'antd';
import type { ReactElement } from 'react';
import { isEmptyHtml } from '../../components/editor/html-text.ts';
import { DepartmentSelect } from '../../components/pickers/DepartmentSelect.tsx';
import { MemberPickerInput } from '../../components/pickers/MemberPickerInput.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import { RegionCascader } from '../../components/region/RegionCascader.tsx';
import type { AttachedFile } from '../../components/upload/attached-files.ts';
import { FileIdsUploader } from '../../components/upload/FileIdsUploader.tsx';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../lib/format.ts';
import { EnumSelect } from '../choices/EnumSelect.tsx';
import { TagSelect } from '../choices/TagSelect.tsx';
import { RecordPickerInput } from '../pickers/RecordPickerInput.tsx';
import { ScopedRecordPickerInput } from '../pickers/ScopedRecordPickerInput.tsx';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';
import { linesProblem, type EditableLine } from './product-line-values.ts';
import { ProductLinesInput } from './ProductLinesInput.tsx';
import { rowsProblem } from './row-values.ts';
import { RowsInput } from './RowsInput.tsx';
import type { FormRow } from './form-values.ts';

type Options = {
  autoFocus?: boolean;
  /** the current value's display name (from the record, see nameKey), for pickers */
  name?: string;
  /** for `members`: the current members' names */
  known?: readonly { value: number; label: string }[];
  /** for `attachments`: the files the record already holds (info's `<key>_files`) */
  files?: readonly AttachedFile[];
  /** for `attachments`: true while a file is still uploading */
  onBusyChange?: (busy: boolean) => void;
};

const TEXT_MAX = 255;
const LONG_TEXT_MAX = 2000;
/** the server takes at most 20 characters */
const PHONE_MAX = 20;
/** as the server stores them: integer columns are 32-bit, money has at most 12 digits before the point */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;
const MONEY_MAX = 999_999_999_999.99;
/** the server's limit of rich text (its HTML) when the field declares none */
const RICH_TEXT_MAX = 50_000;
const EMAIL_MAX = 100;

const placeholderOf = (f: Field, verb: '请输入' | '请选择') => f.placeholder ?? `${verb}${f.label}`;

/** The widget of a field; Form.Item gives it value and onChange. */
export function fieldControl(f: Field, { autoFocus, name, known, files, onBusyChange }: Options = {}): ReactElement {
  switch (f.type) {
    case 'richText':
      return (
        <LazyRichTextEditor
          autoFocus={autoFocus}
          ariaLabel={f.label}
          imageUpload
          placeholder={placeholderOf(f, '请输入')}
        />
      );
    case 'attachments':
      return <FileIdsUploader files={files} onBusyChange={onBusyChange} buttonText={`上传${f.label}`} />;
    case 'longText':
      return (
        <Input.TextArea
          autoFocus={autoFocus}
          rows={4}
          maxLength={f.max ?? LONG_TEXT_MAX}
          showCount
          placeholder={placeholderOf(f, '请输入')}
        />
      );
    case 'integer':
      return (
        <InputNumber<number>
          autoFocus={autoFocus}
          precision={0}
          min={f.min ?? INT_MIN}
          max={f.max ?? INT_MAX}
          placeholder={placeholderOf(f, '请输入')}
          style={{ width: '100%' }}
        />
      );
    case 'money':
      return (
        <InputNumber<number>
          autoFocus={autoFocus}
          precision={2}
          min={f.min ?? 0}
          max={f.max ?? MONEY_MAX}
          placeholder={placeholderOf(f, '请输入')}
          style={{ width: '100%' }}
        />
      );
    case 'percent':
      return (
        <InputNumber<number>
          autoFocus={autoFocus}
          precision={2}
          min={0}
          max={100}
          suffix="%"
          placeholder={placeholderOf(f, '请输入')}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return (
        <DatePicker
          autoFocus={autoFocus}
          format={DATE_FORMAT}
          placeholder={placeholderOf(f, '请选择')}
          style={{ width: '100%' }}
        />
      );
    case 'datetime':
      return (
        <DatePicker
          autoFocus={autoFocus}
          showTime
          format={DATETIME_FORMAT}
          placeholder={placeholderOf(f, '请选择')}
          style={{ width: '100%' }}
        />
      );
    case 'enum':
      return <EnumSelect field={f} autoFocus={autoFocus} placeholder={placeholderOf(f, '请选择')} />;
    case 'tags':
      return <TagSelect autoFocus={autoFocus} placeholder={placeholderOf(f, '请选择')} />;
    case 'reference':
      // the picker dialog of the target; its 新建 opens the target's add page (step=1)
      if (f.pickerParams)
        return (
          <ScopedRecordPickerInput
            from={f.pickerParams}
            autoFocus={autoFocus}
            entity={f.entity ?? ''}
            addRoute={entityByKey(f.entity ?? '').routes.add}
            initialLabel={name}
            placeholder={placeholderOf(f, '请选择')}
          />
        );
      return (
        <RecordPickerInput
          autoFocus={autoFocus}
          entity={f.entity ?? ''}
          addRoute={entityByKey(f.entity ?? '').routes.add}
          initialLabel={name}
          placeholder={placeholderOf(f, '请选择')}
        />
      );
    case 'references':
      return (
        <RecordPickerInput
          multiple
          autoFocus={autoFocus}
          entity={f.entity ?? ''}
          addRoute={entityByKey(f.entity ?? '').routes.add}
          placeholder={placeholderOf(f, '请选择')}
        />
      );
    case 'member':
      if (f.dialog)
        return (
          <MemberPickerInput
            autoFocus={autoFocus}
            title={`选择${f.label}`}
            known={known}
            placeholder={placeholderOf(f, '请选择')}
          />
        );
      return <MemberSelect autoFocus={autoFocus} known={known} placeholder={placeholderOf(f, '请选择')} />;
    case 'members':
      return <MemberSelect autoFocus={autoFocus} multiple known={known} placeholder={placeholderOf(f, '请选择')} />;
    case 'department':
      return <DepartmentSelect autoFocus={autoFocus} placeholder={placeholderOf(f, '请选择')} />;
    case 'region':
      return <RegionCascader autoFocus={autoFocus} placeholder={f.placeholder ?? '请选择省 / 市 / 区'} />;
    case 'phone':
      return (
        <Input
          autoFocus={autoFocus}
          allowClear
          maxLength={f.max ?? PHONE_MAX}
          placeholder={placeholderOf(f, '请输入')}
        />
      );
    case 'email':
      return (
        <Input
          autoFocus={autoFocus}
          allowClear
          maxLength={f.max ?? EMAIL_MAX}
          placeholder={placeholderOf(f, '请输入')}
        />
      );
    case 'text':
      return (
        <Input
          autoFocus={autoFocus}
          allowClear
          maxLength={f.max ?? TEXT_MAX}
          placeholder={placeholderOf(f, '请输入')}
        />
      );
    case 'lines':
      return <ProductLinesInput label={f.label} max={f.max} />;
    case 'rows':
      return <RowsInput field={f} cellControl={(column) => fieldControl(column)} />;
  }
}

const rejectIf = (problem: string | undefined) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());

const TEXTUAL = new Set<Field['type']>(['text', 'longText', 'phone', 'email', 'region']);

/** The rules of a field: its declared required message verbatim, plus the format of phones and e-mails; product lines line by line. */
export function fieldRules(f: Field): FormRule[] {
  if (f.type === 'lines')
    return [
      {
        required: f.required !== undefined,
        validator: (_, v: EditableLine[] | undefined) => rejectIf(linesProblem(v ?? [], f)),
      },
    ];
  if (f.type === 'rows')
    return [
      {
        required: f.required !== undefined,
        validateTrigger: 'onChange',
        validator: (_, v: FormRow[] | undefined) => rejectIf(rowsProblem(v ?? [], f, true)),
      },
      // on sending only (a rule with no trigger runs in validateFields alone)
      { validateTrigger: [], validator: (_, v: FormRow[] | undefined) => rejectIf(rowsProblem(v ?? [], f)) },
    ];
  const rules: FormRule[] = [];
  const message = f.required;
  // an editor showing nothing ('<p></p>', spaces only) is empty; `required` stays for the asterisk
  if (message && f.type === 'richText')
    rules.push({
      required: true,
      message,
      validator: (_, v: string | undefined) =>
        isEmptyHtml(v) ? Promise.reject(new Error(message)) : Promise.resolve(),
    });
  // `whitespace` makes the check a string check: only text fields get it, or a picked number would fail.
  else if (message)
    rules.push(TEXTUAL.has(f.type) ? { required: true, whitespace: true, message } : { required: true, message });
  if (f.type === 'richText') {
    const max = f.max ?? RICH_TEXT_MAX;
    rules.push({
      validator: (_, v: string | undefined) =>
        (v ?? '').length > max
          ? Promise.reject(new Error(`${f.label}内容过长（不能超过${max}个字符，含格式）`))
          : Promise.resolve(),
    });
  }
  if (f.type === 'email') rules.push({ type: 'email', message: '请输入正确的邮箱地址' });
  if (f.type === 'phone') rules.push({ pattern: /^[\d\s+\-()转#]*$/, message: '请输入正确的号码' });
  return rules;
}
