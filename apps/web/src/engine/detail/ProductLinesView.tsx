import { lineSubtotal, linesTotal, type ProductLine } from '@suwork/domain';
import { Table, Tag, type TableColumnsType } from 'antd';
import { usePhone } from '../../components/use-viewport.ts';
import { formatAmount, formatNumber } from '../../lib/format.ts';
import { LineCards } from '../form/LineCards.tsx';
import styles from '../form/product-lines.module.css';

const number = (v: string) => formatNumber(v, 2, '.', '');
const or = (s: string | undefined) => s || '--';

function LineItem({ line }: { line: ProductLine }) {
  const part = [line.spec_name, line.module_name].filter(Boolean).join(' / ');
  return (
    <div className={styles.item}>
      <span className={styles.itemName}>
        {line.service_id ? <Tag color="blue">服务</Tag> : null}
        {line.product_name}
      </span>
      {part && <span className={styles.itemPart}>{part}</span>}
    </div>
  );
}

/** a line and its 序号 (also its row key) */
type NumberedLine = ProductLine & { no: number };

const COLUMNS: TableColumnsType<NumberedLine> = [
  { key: 'no', dataIndex: 'no', title: '序号', width: 56, align: 'center' },
  { key: 'item', title: '产品/服务', width: 220, render: (_, l) => <LineItem line={l} /> },
  { key: 'unit', title: '单位', width: 70, render: (_, l) => or(l.unit) },
  { key: 'price', title: '单价', width: 120, align: 'right', render: (_, l) => formatAmount(l.price) },
  { key: 'quantity', title: '数量', width: 90, align: 'right', render: (_, l) => number(l.quantity) },
  { key: 'discount', title: '折扣(%)', width: 90, align: 'right', render: (_, l) => number(l.discount || '0') },
  {
    key: 'subtotal',
    title: '小计',
    width: 120,
    align: 'right',
    render: (_, l) => formatAmount(l.subtotal || lineSubtotal(l)),
  },
  { key: 'remark', title: '备注', width: 160, render: (_, l) => or(l.remark) },
];

/** 产品明细 on the detail page: the stored lines (the names they were sold under) and their total; a card a line on a phone. */
export function ProductLinesView({ lines }: { lines: readonly ProductLine[] }) {
  const phone = usePhone();
  if (lines.length === 0) return <span>暂无产品明细</span>;
  const numbered = lines.map((l, i) => ({ ...l, no: i + 1 }));
  return (
    <div className={styles.lines}>
      {phone ? (
        <LineCards<NumberedLine>
          label="产品明细"
          columns={COLUMNS}
          lines={numbered}
          rowKey={(l) => l.no}
          main="item"
          wide={['remark']}
        />
      ) : (
        <Table<NumberedLine>
          size="small"
          bordered
          rowKey="no"
          columns={COLUMNS}
          dataSource={numbered}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
      <div className={styles.footer}>
        <p className={styles.total}>
          合计：<span className={styles.totalAmount}>{formatAmount(linesTotal(lines))}</span>
        </p>
      </div>
    </div>
  );
}
