import { MSG } from '@suwork/domain';
import type { EntityDef, Field } from '@suwork/domain/entities';
import { App, Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import {
  cloneElement,
  useCallback,
  useMemo,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useFormDialogClose } from '../../components/FormDialog.tsx';
import { attachedFiles } from '../../components/upload/attached-files.ts';
import { useClickGuard } from '../../components/use-click-guard.ts';
import type { DuplicateMatch, EntityRow } from '../entity-api.ts';
import type { FieldWidget } from '../extensions.ts';
import { isFormField, nameKey, sectionFields } from '../field-model.ts';
import { DuplicateConfirm } from './DuplicateConfirm.tsx';
import { DuplicateHint } from './DuplicateHint.tsx';
import { fieldControl, fieldRules } from './field-control.tsx';
import type { FormValues } from './form-values.ts';
import { useDuplicateCheck } from './use-duplicate-check.ts';
import { useRecordFills } from './use-record-fills.ts';
import styles from './form.module.css';

type Props = {
  def: EntityDef;
  initialValues: FormValues;
  /** the record being edited: names for its pickers */
  row?: EntityRow;
  saving: boolean;
  onSubmit: (values: FormValues) => void;
  onCancel: () => void;
  /** add forms: the entity whose checkDuplicate runs when a declared field loses focus, and its detail page */
  duplicateCheck?: { def: EntityDef; infoPath?: (id: number) => string };
  /** shown under the fields, above the buttons (e.g. a form's approval flow) */
  children?: ReactNode;
  onValuesChange?: (values: FormValues) => void;
  /** the submit button's text (default 保存) */
  submitText?: string;
  /** a module's widgets of some fields (EntityExtension.fieldWidgets) */
  widgets?: Readonly<Record<string, FieldWidget>>;
  /** add forms: the names of references the values start with (`<key>_name`, from the module's addDefaults) */
  names?: Readonly<Record<string, unknown>>;
  /** the form instance, for a FormModal or FormDrawer showing the form */
  form?: FormInstance<FormValues>;
};

const WIDE = new Set<Field['type']>(['longText', 'richText', 'attachments', 'lines', 'rows']);
const COL = { xs: 24, md: 12, xl: 8 } as const;

function known(f: Field, row: EntityRow | undefined): { value: number; label: string }[] | undefined {
  if (!row || (f.type !== 'member' && f.type !== 'members')) return undefined;
  const ids = row[f.key];
  const names = row[nameKey(f)];
  if (typeof names !== 'string') return undefined;
  if (typeof ids === 'number') return [{ value: ids, label: names }];
  const list = Array.isArray(ids) ? ids : typeof ids === 'string' ? ids.split(',').map(Number) : [];
  const labels = names.split('、');
  return list.map((id, i) => ({ value: id, label: labels[i] ?? String(id) }));
}

function pickedName(f: Field, row: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const v = row?.[nameKey(f)];
  return typeof v === 'string' ? v : undefined;
}

/** Enter in a date picker or the region cascader picks there; elsewhere it submits the form. */
function keepPickerEnter(e: KeyboardEvent<HTMLFormElement>) {
  if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('.ant-picker, .ant-cascader'))
    e.preventDefault();
}

/** Which attachment fields are still uploading: saving waits for them. */
function useUploading() {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const track = useCallback(
    (key: string) => (on: boolean) =>
      setBusy((prev) => {
        if (prev.has(key) === on) return prev;
        const next = new Set(prev);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  return { uploading: busy.size > 0, track };
}

/**
 * The add / edit form of an entity, one block per declared section; Enter submits. Choosing a record in a reference
 * field fills what its declaration names (Field.fills).
 */
export function EntityForm({
  def,
  initialValues,
  row,
  saving,
  onSubmit,
  onCancel,
  duplicateCheck,
  children,
  onValuesChange,
  submitText = '保存',
  widgets,
  names,
  form: given,
}: Props) {
  const [form] = Form.useForm<FormValues>(given);
  // in a form dialog, 取消 closes it as × does: asking first when something was changed
  const cancel = useFormDialogClose() ?? onCancel;
  const duplicates = useDuplicateCheck(duplicateCheck?.def);
  const { uploading, track } = useUploading();
  const formFields = useMemo(() => def.fields.filter(isFormField), [def]);
  const fill = useRecordFills(form, formFields, row === undefined);
  // fields antd does not check again as they change: a server's message under one (showFieldError) goes when it changes
  const ruleless = useMemo(
    () => new Set(formFields.filter((f) => fieldRules(f).length === 0).map((f) => f.key)),
    [formFields],
  );
  const changed = (values: Partial<FormValues>, all: FormValues) => {
    const stale = Object.keys(values).filter((k) => ruleless.has(k) && form.getFieldError(k).length > 0);
    if (stale.length > 0) form.setFields(stale.map((name) => ({ name, errors: [] })));
    onValuesChange?.(all);
  };
  const control = (f: Field): ReactElement => {
    const own = widgets?.[f.key];
    if (own) return own({ field: f, row });
    const el = fieldControl(f, {
      autoFocus: f.key === firstKey,
      name: pickedName(f, row ?? names),
      known: known(f, row),
      ...(f.type === 'attachments' ? { files: attachedFiles(row, f.key), onBusyChange: track(f.key) } : {}),
    });
    // Form.Item calls the child's own onChange after its own: the picked row comes with the value
    if (f.fills)
      return cloneElement(el as ReactElement<{ onChange?: (id?: number, picked?: EntityRow) => void }>, {
        onChange: (id, picked) => void fill(f, id, picked),
      });
    if (!duplicates.fields.has(f.key)) return el;
    // Form.Item keeps the child's own onBlur next to its validation trigger
    return cloneElement(el as ReactElement<{ onBlur?: () => void }>, {
      onBlur: () => void duplicates.check(f.key, form.getFieldValue(f.key)),
    });
  };
  const { message } = App.useApp();
  const { blocked, guard } = useClickGuard();
  // 仍然保存？: the values waiting for the member to confirm a save that duplicates records
  const [confirming, setConfirming] = useState<{ values: FormValues; matches: DuplicateMatch[] }>();
  const finish = async (values: FormValues) => {
    if (uploading) return void message.warning('附件上传中，请稍候');
    const matches = duplicateCheck ? await duplicates.matchesFor(values) : [];
    if (matches.length > 0) setConfirming({ values, matches });
    else onSubmit(values);
  };
  const sections = useMemo(() => sectionFields(def, isFormField), [def]);
  const firstKey = sections[0]?.fields[0]?.key;

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={initialValues}
      onFinish={guard(finish)}
      onFinishFailed={() => message.warning(MSG.fillRequired)}
      scrollToFirstError
      onKeyDown={keepPickerEnter}
      onValuesChange={changed}
      aria-label={`${def.title}表单`}
    >
      {sections.map((s) => (
        <section key={s.title} className={styles.section}>
          <h2 className={styles.sectionTitle}>{s.title}</h2>
          <Row gutter={24}>
            {s.fields.map((f) => (
              <Col key={f.key} {...(WIDE.has(f.type) ? { xs: 24 } : COL)}>
                <Form.Item
                  name={f.key}
                  label={f.label}
                  rules={fieldRules(f)}
                  validateTrigger={['onChange', 'onBlur']}
                  // rows colour their own missing cells; the item's error state would colour every cell
                  validateStatus={f.type === 'rows' ? '' : undefined}
                  extra={
                    duplicates.fields.has(f.key) ? (
                      <DuplicateHint matches={duplicates.matches[f.key] ?? []} infoPath={duplicateCheck?.infoPath} />
                    ) : undefined
                  }
                >
                  {control(f)}
                </Form.Item>
              </Col>
            ))}
          </Row>
        </section>
      ))}
      {children}
      {confirming && (
        <DuplicateConfirm
          matches={confirming.matches}
          infoPath={duplicateCheck?.infoPath}
          onCancel={() => setConfirming(undefined)}
          onSave={() => {
            setConfirming(undefined);
            onSubmit(confirming.values);
          }}
        />
      )}
      <div className={styles.footer}>
        <Space>
          <Button onClick={cancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={(blocked && !saving) || uploading}>
            {submitText}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
