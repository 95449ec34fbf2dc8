import { withProducts, type Field } from '@suwork/domain/entities';
import { Button, Form, Input, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { cloneElement, type ReactElement } from 'react';
import { formatAmount } from '../../lib/format.ts';
import type { FormRow } from './form-values.ts';
import { emptyRow, isBlankRow, rowsTotal, shownColumns } from './row-values.ts';

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
import styles from './product-lines.module.css';

type Props = {
  field: Field;
  /** the widget of a column (the form's own field widgets; given by field-control, which renders this) */
  cellControl: (column: Field) => ReactElement;
  value?: FormRow[];
  onChange?: (rows: FormRow[]) => void;
  disabled?: boolean;
};

/** What a widget's onChange hands over: an input's event, or the value itself (numbers, dates, choices). */
const valueOf = (e: unknown): FormRow[string] =>
  e !== null && typeof e === 'object' && 'target' in e
    ? ((e as { target: { value: string } }).target.value ?? '')
    : (e as FormRow[string]);

const COLUMN_WIDTH: Partial<Record<Field['type'], number>> = {
  date: 150,
  money: 140,
  integer: 110,
  enum: 150,
  text: 200,
  longText: 240,
};

/** A `rows` field in the form (报销明细): one table row per entry, each column its field's own widget; 添加一行 and 删除; the total below. */
export function RowsInput({ field, cellControl, value = [], onChange, disabled }: Props) {
  const columns = shownColumns(field);
  // the form item shows no status of its own (EntityForm): only the cells that are missing turn red
  const failed = Form.Item.useStatus().errors.length > 0;
  const set = (next: FormRow[]) => onChange?.(next);
  const missing = (i: number, column: Field) =>
    failed && column.required !== undefined && !isBlankRow(value[i] ?? {}, field) && isBlank(value[i]?.[column.key]);
  // read-only, yet a named field a screen reader and the keyboard reach like the cells beside it
  const computed = (i: number, column: Field): ReactElement => {
    const v = withProducts(field, value[i] ?? {})[column.key];
    return (
      <Input
        readOnly
        variant="borderless"
        className={styles.computed}
        aria-label={`${field.label}第${i + 1}行${column.label}`}
        value={v ? formatAmount(String(v)) : '—'}
      />
    );
  };
  const cell = (i: number, column: Field): ReactElement =>
    // worked out from the row (金额 = 数量 × 单价): shown, not typed
    column.product
      ? computed(i, column)
      : cloneElement(cellControl(column) as ReactElement<Record<string, unknown>>, {
          value: value[i]?.[column.key] ?? undefined,
          onChange: (e: unknown) => set(value.map((r, j) => (j === i ? { ...r, [column.key]: valueOf(e) } : r))),
          'aria-label': `${field.label}第${i + 1}行${column.label}`,
          status: missing(i, column) ? 'error' : undefined,
          disabled,
        });
  const tableColumns: TableColumnsType<{ i: number }> = [
    { key: 'no', title: '序号', width: 56, align: 'center', render: (_, r) => r.i + 1 },
    ...columns.map((c) => ({
      key: c.key,
      title: c.required ? <span className={styles.required}>{c.label}</span> : c.label,
      align: c.product ? ('right' as const) : undefined,
      width: COLUMN_WIDTH[c.type] ?? 160,
      render: (_: unknown, r: { i: number }) => cell(r.i, c),
    })),
    {
      key: 'actions',
      title: '操作',
      width: 64,
      align: 'center',
      render: (_, r) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${field.label}第${r.i + 1}行`}
          disabled={disabled}
          onClick={() => set(value.filter((_x, j) => j !== r.i))}
        />
      ),
    },
  ];
  return (
    <div className={styles.lines}>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="i"
        columns={tableColumns}
        dataSource={value.map((_r, i) => ({ i }))}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: `暂无${field.label}，请点击「添加一行」` }}
      />

      <div className={styles.footer}>
        <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => set([...value, emptyRow(field)])}>
          添加一行
        </Button>
        {field.sumOf && (
          <span className={styles.total}>
            合计<span className={styles.totalAmount}>{formatAmount(rowsTotal(value, field))}</span>
          </span>
        )}
      </div>
    </div>
  );
}
