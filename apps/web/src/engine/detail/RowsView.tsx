import { nameKeyOf, type Field } from '@suwork/domain/entities';
import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { EntityRow, RowValues } from '../entity-api.ts';
import { displayText, EMPTY_TEXT } from '../field-model.ts';
import { rowsTotal } from '../form/row-values.ts';
import { formatAmount } from '../../lib/format.ts';
import { RecordRefLink } from './RecordRefLink.tsx';
import styles from '../form/product-lines.module.css';

type Numbered = RowValues & { no: number };

/** A column naming a record through `entityBy` (付款明细's 单据): its number and name, as a link to it. */
function recordCell(c: Field, r: Numbered): ReactNode {
  const entity = c.entityBy!.entities[Number(r[c.entityBy!.field])];
  const id = r[c.key];
  const label = r[nameKeyOf(c.key)];
  if (!entity || typeof id !== 'number') return EMPTY_TEXT;
  return <RecordRefLink entity={entity} id={id} text={typeof label === 'string' && label ? label : '（已删除）'} />;
}

/** A `rows` field on the detail page (报销明细): one table row per entry, each column as its field shows, and the total. */
export function RowsView({ field, rows }: { field: Field; rows: readonly RowValues[] }) {
  if (rows.length === 0) return <span>暂无{field.label}</span>;
  const columns: TableColumnsType<Numbered> = [
    { key: 'no', dataIndex: 'no', title: '序号', width: 56, align: 'center' },
    ...(field.columns ?? [])
      .filter((c) => !c.hidden)
      .map((c) => ({
        key: c.key,
        title: c.label,
        align: c.type === 'money' ? ('right' as const) : undefined,
        render: (_: unknown, r: Numbered) =>
          c.entityBy ? recordCell(c, r) : displayText(c, { id: r.no, ...r } as EntityRow) || EMPTY_TEXT,
      })),
  ];
  return (
    <div className={styles.lines}>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="no"
        columns={columns}
        dataSource={rows.map((r, i) => ({ ...r, no: i + 1 }))}
        scroll={{ x: 'max-content' }}
      />
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
