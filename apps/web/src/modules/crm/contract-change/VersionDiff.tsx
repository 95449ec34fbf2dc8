import { Table, Tag } from 'antd';
import { formatAmount } from '../../../lib/format.ts';
import type { ContractVersion } from './change-api.ts';
import styles from './change.module.css';

type LineChange = ContractVersion['lines'][number];
type Line = NonNullable<LineChange['before']>;
const KIND: Record<LineChange['kind'], { text: string; color: string }> = {
  added: { text: '新增', color: 'green' },
  removed: { text: '删除', color: 'red' },
  changed: { text: '变更', color: 'orange' },
};
const priced = (l: Line | null) =>
  l
    ? `${formatAmount(l.price)} × ${l.quantity}${l.unit}${Number(l.discount) ? `，折扣 ${l.discount}%` : ''} = ${formatAmount(l.subtotal)}`
    : '—';

/** What an amendment changes: each field before → after, then each product line added, removed or changed. */
export function VersionDiff({ version }: { version: Pick<ContractVersion, 'fields' | 'lines'> }) {
  const fields = version.fields.filter((f) => f.field !== 'product_lines');
  if (version.fields.length === 0) return <p className={styles.muted}>内容与合同一致，没有变化</p>;
  return (
    <div className={styles.diff}>
      {fields.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={fields}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '变更项', dataIndex: 'label' },
            {
              title: '变更前',
              dataIndex: 'before',
              render: (v: string) => <span className={styles.before}>{v || '—'}</span>,
            },
            {
              title: '变更后',
              dataIndex: 'after',
              render: (v: string) => <span className={styles.after}>{v || '—'}</span>,
            },
          ]}
        />
      )}
      {version.lines.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(l) => `${l.kind}:${l.name}:${priced(l.before)}:${priced(l.after)}`}
          dataSource={version.lines}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: '产品明细', dataIndex: 'name' },
            {
              title: '变动',
              dataIndex: 'kind',
              render: (k: LineChange['kind']) => <Tag color={KIND[k].color}>{KIND[k].text}</Tag>,
            },
            {
              title: '变更前',
              key: 'before',
              render: (_, l) => <span className={styles.before}>{priced(l.before)}</span>,
            },
            {
              title: '变更后',
              key: 'after',
              render: (_, l) => <span className={styles.after}>{priced(l.after)}</span>,
            },
          ]}
        />
      )}
    </div>
  );
}
