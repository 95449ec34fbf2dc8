import type { FormInstance } from 'antd';
import { HttpError } from '../../api/http.ts';

/**
 * A refusal the server says is about one field of the form (HttpError.field: 纳税人识别号's format) is shown under
 * that field, which is scrolled into view; true when it was. The field's next change clears it.
 */
export function showFieldError<V>(form: FormInstance<V>, fieldKeys: readonly string[], error: unknown): boolean {
  if (!(error instanceof HttpError) || !error.field || !fieldKeys.includes(error.field)) return false;
  form.setFields([{ name: error.field, errors: [error.message] }] as Parameters<FormInstance<V>['setFields']>[0]);
  form.scrollToField(error.field, { block: 'center' });
  return true;
}
