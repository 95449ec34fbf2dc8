import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_PRODUCT_LINES, QUANTITY_MAX } from '@suwork/domain';
import { App, Button, Input, InputNumber, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePhone } from '../../components/use-viewport.ts';
import { formatAmount } from '../../lib/format.ts';
import type { EntityRow } from '../entity-api.ts';
import { RecordPickerDialog } from '../pickers/RecordPickerDialog.tsx';
import {
  editingSubtotal,
  editingTotal,
  lineFromProduct,
  lineFromService,
  ON_SALE,
  withPart,
  type EditableLine,
} from './product-line-values.ts';
import { LineCards } from './LineCards.tsx';
import { ProductPartSelect } from './ProductPartSelect.tsx';
import styles from './product-lines.module.css';

const CATALOGUES = {
  product: { entity: 'product', title: '选择产品', toLine: lineFromProduct },
  service: { entity: 'serviceProduct', title: '选择服务', toLine: lineFromService },
} as const;
type Catalogue = keyof typeof CATALOGUES;

const PRICE_MAX = '999999999999.99';
const REMARK_MAX = 200;

const rowLabel = (index: number) => `第${index + 1}行`;
const NO_LINES = '暂无产品，请点击「添加产品」';

type DecimalInputProps = { label: string; value: string; min: string; max: string; onChange: (value: string) => void };

/** A decimal typed as text (stringMode): no float ever holds an amount. */
function DecimalInput({ label, value, min, max, onChange }: DecimalInputProps) {
  return (
    <InputNumber<string>
      stringMode
      size="small"
      aria-label={label}
      precision={2}
      min={min}
      max={max}
      value={value}
      onChange={(v) => onChange(v ?? '')}
      className={styles.number}
    />
  );
}

/** The product or service of a line; a product's spec and module are chosen here. */
function LineItem({
  line,
  label,
  onChange,
}: {
  line: EditableLine;
  label: string;
  onChange: (line: EditableLine) => void;
}) {
  if (!line.product_id)
    return (
      <div className={styles.item}>
        <span className={styles.itemName}>
          <Tag color="blue">服务</Tag>
          {line.product_name}
        </span>
      </div>
    );
  return (
    <div className={styles.item}>
      <span className={styles.itemName}>{line.product_name}</span>
      <ProductPartSelect
        kind="spec"
        productId={line.product_id}
        value={line.spec_id}
        valueName={line.spec_name}
        rowLabel={label}
        onChange={(p) => onChange(withPart(line, 'spec', p))}
      />
      <ProductPartSelect
        kind="module"
        productId={line.product_id}
        value={line.module_id}
        valueName={line.module_name}
        rowLabel={label}
        onChange={(p) => onChange(withPart(line, 'module', p))}
      />
    </div>
  );
}

function lineColumns(
  edit: (line: EditableLine) => void,
  remove: (line: EditableLine) => void,
): TableColumnsType<EditableLine> {
  const set = (l: EditableLine, patch: Partial<EditableLine>) => edit({ ...l, ...patch });
  return [
    { key: 'index', title: '序号', width: 56, align: 'center', render: (_, __, i) => i + 1 },
    {
      key: 'item',
      title: '产品/服务',
      width: 220,
      render: (_, l, i) => <LineItem line={l} label={rowLabel(i)} onChange={edit} />,
    },
    { key: 'unit', title: '单位', width: 70, render: (_, l) => l.unit || '--' },
    {
      key: 'price',
      title: '单价',
      width: 130,
      render: (_, l, i) => (
        <DecimalInput
          label={`${rowLabel(i)}单价`}
          value={l.price}
          min="0"
          max={PRICE_MAX}
          onChange={(price) => set(l, { price })}
        />
      ),
    },
    {
      key: 'quantity',
      title: '数量',
      width: 110,
      render: (_, l, i) => (
        <DecimalInput
          label={`${rowLabel(i)}数量`}
          value={l.quantity}
          min="0.01"
          max={String(QUANTITY_MAX)}
          onChange={(quantity) => set(l, { quantity })}
        />
      ),
    },
    {
      key: 'discount',
      title: '折扣(%)',
      width: 100,
      render: (_, l, i) => (
        <DecimalInput
          label={`${rowLabel(i)}折扣`}
          value={l.discount}
          min="0"
          max="100"
          onChange={(discount) => set(l, { discount })}
        />
      ),
    },
    { key: 'subtotal', title: '小计', width: 120, align: 'right', render: (_, l) => formatAmount(editingSubtotal(l)) },
    {
      key: 'remark',
      title: '备注',
      width: 160,
      render: (_, l, i) => (
        <Input
          size="small"
          aria-label={`${rowLabel(i)}备注`}
          maxLength={REMARK_MAX}
          value={l.remark ?? ''}
          onChange={(e) => set(l, { remark: e.target.value })}
        />
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 70,
      fixed: 'end',
      render: (_, l, i) => (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${rowLabel(i)}`}
          onClick={() => remove(l)}
        >
          删除
        </Button>
      ),
    },
  ];
}

type Props = {
  /** the field's label, for messages */
  label: string;
  id?: string;
  value?: EditableLine[];
  onChange?: (lines: EditableLine[]) => void;
  /** lines at most (the field's `max`, default MAX_PRODUCT_LINES) */
  max?: number;
};

/**
 * 产品明细 in a form (value / onChange of Form.Item): lines picked from the catalogue, priced and totalled as typed; a
 * card a line on a phone.
 */
export function ProductLinesInput({ label, max = MAX_PRODUCT_LINES, id, value, onChange }: Props) {
  const lines = value ?? [];
  const { message } = App.useApp();
  const [picking, setPicking] = useState<Catalogue>();
  const phone = usePhone();
  const room = max - lines.length;
  const tooMany = room > 0 ? `${label}最多${max}行，还能添加${room}行` : `${label}最多${max}行，不能再添加`;

  const edit = (line: EditableLine) => onChange?.(lines.map((l) => (l.key === line.key ? line : l)));
  const remove = (line: EditableLine) => onChange?.(lines.filter((l) => l.key !== line.key));
  const columns = lineColumns(edit, remove);
  const open = (catalogue: Catalogue) => (room > 0 ? setPicking(catalogue) : void message.warning(tooMany));
  const add = (catalogue: Catalogue, records: EntityRow[]) => {
    // the dialog stays open, so fewer can be picked
    if (records.length > room) return void message.warning(tooMany);
    setPicking(undefined);
    onChange?.([...lines, ...records.map(CATALOGUES[catalogue].toLine)]);
  };

  return (
    <div id={id} className={styles.lines}>
      {phone ? (
        <LineCards<EditableLine>
          label={label}
          columns={columns}
          lines={lines}
          rowKey={(l) => l.key}
          main="item"
          wide={['remark']}
          empty={NO_LINES}
        />
      ) : (
        <Table<EditableLine>
          size="small"
          bordered
          rowKey="key"
          columns={columns}
          dataSource={lines}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: NO_LINES }}
        />
      )}
      <div className={styles.footer}>
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={() => open('product')}>
            添加产品
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => open('service')}>
            添加服务
          </Button>
        </Space>
        <p className={styles.total} aria-live="polite">
          合计：<span className={styles.totalAmount}>{formatAmount(editingTotal(lines))}</span>
        </p>
      </div>
      {picking && (
        <RecordPickerDialog
          entity={CATALOGUES[picking].entity}
          multiple
          params={{ status: ON_SALE }}
          title={CATALOGUES[picking].title}
          onCancel={() => setPicking(undefined)}
          onOk={(records) => add(picking, records)}
        />
      )}
    </div>
  );
}
