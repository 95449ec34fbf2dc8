import { Form } from 'antd';
import type { QueryParams } from '../../api/http.ts';
import { RecordPickerInput, type RecordPickerInputProps } from './RecordPickerInput.tsx';

type Props = Extract<RecordPickerInputProps, { multiple?: false }> & {
  /** the dialog's filters from the form: target parameter → the form field holding its value */
  from: Readonly<Record<string, string>>;
};

/** A record picker whose dialog is narrowed by other fields of its form (the contacts of the customer chosen above). */
export function ScopedRecordPickerInput({ from, ...props }: Props) {
  const form = Form.useFormInstance();
  const values = Form.useWatch(
    (all: Record<string, unknown>) => Object.fromEntries(Object.values(from).map((k) => [k, all?.[k]])),
    { form, preserve: true },
  );
  const params: QueryParams = {};
  for (const [param, key] of Object.entries(from)) {
    const v = values?.[key];
    if (typeof v === 'number' || typeof v === 'string') params[param] = v;
  }
  return <RecordPickerInput {...props} params={params} />;
}
