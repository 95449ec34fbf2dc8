import type { Field } from '@suwork/domain/entities';
import { Table, type TableColumnsType } from 'antd';
import type { EntityRow, RowValues } from '../entity-api.ts';
import { displayText, EMPTY_TEXT } from '../field-model.ts';
import { rowsTotal } from '../form/row-values.ts';
import { formatAmount } from '../../lib/format.ts';
import styles from '../form/product-lines.module.css';

type Numbered = RowValues & { no: number };

/** A `rows` field on the detail page (报销明细): one table row per entry, each column as its field shows, and the total. */
export function RowsView({ field, rows }: { field: Field; rows: readonly RowValues[] }) {
  if (rows.length === 0) return <span>暂无{field.label}</span>;
  const columns: TableColumnsType<Numbered> = [
    { key: 'no', dataIndex: 'no', title: '序号', width: 56, align: 'center' },
    ...(field.columns ?? []).map((c) => ({
      key: c.key,
      title: c.label,
      align: c.type === 'money' ? ('right' as const) : undefined,
      render: (_: unknown, r: Numbered) => displayText(c, { id: r.no, ...r } as EntityRow) || EMPTY_TEXT,
    })),
  ];
  return (
    <div className={styles.lines}>
      <Table size="small" bordered pagination={false} rowKey="no" columns={columns} dataSource={rows.map((r, i) => ({ ...r, no: i + 1 }))} scroll={{ x: 'max-content' }} />
      {field.sumOf && (
        <div className={styles.footer}>
          <span className={styles.total}>
            合计<span className={styles.totalAmount}>{formatAmount(rowsTotal(rows, field))}</span>
          </span>
        </div>
      )}
    </div>
  );
}
