import { Decimal } from '@suwork/domain';
import { PURCHASE_REFUND, purchaseEntity } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, InputNumber, Space, Spin, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { entityApi } from '../../../engine/entity-api.ts';
import type { FormRow } from '../../../engine/form/form-values.ts';
import { formatAmount } from '../../../lib/format.ts';

type Props = { value?: FormRow[]; onChange?: (rows: FormRow[]) => void };
type OrderLine = {
  name?: string;
  spec?: string;
  unit?: string;
  unit_price?: string;
  received?: number;
  returned?: number;
};

const orders = entityApi(purchaseEntity);

/** What a line may still send back: what came less what approved returns took. */
const returnable = (l: OrderLine) => Math.max(Number(l.received ?? 0) - Number(l.returned ?? 0), 0);

/**
 * 退货明细 of a 采购退货: the chosen order's lines, each with what came, what went back and what may still go back,
 * and the quantity returned now (the server names and prices the lines from the order); below, the goods' value and
 * what the supplier owes once they are back. 仅退款 takes no lines; 仅退货 no money.
 */
export function ReturnLinesInput({ value = [], onChange }: Props) {
  const form = Form.useFormInstance();
  const purchaseId = Form.useWatch<number | undefined>('purchase_id', form);
  const type = Form.useWatch<number | undefined>('refund_type', form);
  const order = useQuery({
    queryKey: ['entity', purchaseEntity.key, 'info', purchaseId],
    queryFn: ({ signal }) => orders.info(purchaseId!, { signal }).then((r) => r.data),
    enabled: Boolean(purchaseId),
  });
  const moneyOnly = type === PURCHASE_REFUND.money;
  useEffect(() => {
    if (moneyOnly && value.length > 0) onChange?.([]);
  }, [moneyOnly, value.length, onChange]);
  useEffect(() => {
    if (type === PURCHASE_REFUND.goods) form.setFieldValue('refund_amount', 0);
  }, [type, form]);

  if (moneyOnly) return <Typography.Text type="secondary">仅退款无需填写退货明细</Typography.Text>;
  if (!purchaseId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择采购单" />;
  if (order.isLoading) return <Spin aria-label="正在加载采购明细" />;
  const o = order.data;
  const lines = (Array.isArray(o?.items) ? o.items : []) as OrderLine[];
  const quantityOf = (n: number) => Number(value.find((r) => Number(r.line) === n)?.quantity ?? 0);
  const setQuantity = (n: number, q: number | null) => {
    const rest = value.filter((r) => Number(r.line) !== n);
    const next = q && q > 0 ? [...rest, { line: n, quantity: q }] : rest;
    onChange?.(next.sort((a, b) => Number(a.line) - Number(b.line)));
  };
  const total = lines.reduce(
    (s, l, i) => s.plus(new Decimal(String(l.unit_price ?? 0)).times(quantityOf(i + 1))),
    new Decimal(0),
  );
  // what the supplier owes once these goods are back, by the returns and refunds approved so far
  const owed = o
    ? new Decimal(String(o.paid_amount ?? 0))
        .minus(new Decimal(String(o.price ?? 0)).minus(String(o.returned_amount ?? 0)).minus(total))
        .minus(String(o.refunded_amount ?? 0))
    : new Decimal(0);
  const suggested = Decimal.min(Decimal.max(owed, 0), total);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="no"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
        dataSource={lines.map((l, i) => ({ ...l, no: i + 1 }))}
        columns={[
          { key: 'no', title: '序号', dataIndex: 'no', width: 56, align: 'center' },
          { key: 'name', title: '物品名称', render: (_, l) => `${l.name ?? ''}${l.spec ? `（${l.spec}）` : ''}` },
          {
            key: 'price',
            title: '含税单价（元）',
            align: 'right',
            render: (_, l) => formatAmount(l.unit_price ?? null),
          },
          { key: 'received', title: '已收货', align: 'right', render: (_, l) => `${l.received ?? 0}${l.unit ?? ''}` },
          { key: 'returned', title: '已退货', align: 'right', render: (_, l) => `${l.returned ?? 0}${l.unit ?? ''}` },
          {
            key: 'now',
            title: '本次退货',
            width: 140,
            render: (_, l) => (
              <InputNumber<number>
                aria-label={`第${l.no}行退货数量`}
                min={0}
                max={returnable(l)}
                precision={0}
                disabled={returnable(l) === 0}
                placeholder={returnable(l) === 0 ? '无可退' : `最多 ${returnable(l)}`}
                style={{ width: '100%' }}
                value={quantityOf(l.no) || undefined}
                onChange={(q) => setQuantity(l.no, q)}
              />
            ),
          },
        ]}
      />
      <Typography.Text>
        退货金额合计 <Typography.Text strong>¥{formatAmount(total.toFixed(2))}</Typography.Text>
        {type === PURCHASE_REFUND.goodsAndMoney && owed.gt(0) && (
          <>
            ，供应商应退 ¥{formatAmount(Decimal.max(owed, 0).toFixed(2))}
            <Button
              type="link"
              size="small"
              onClick={() => form.setFieldValue('refund_amount', suggested.toNumber())}
              disabled={suggested.lte(0)}
            >
              填入退款金额
            </Button>
          </>
        )}
      </Typography.Text>
      {type === PURCHASE_REFUND.goodsAndMoney && total.gt(0) && !owed.gt(0) && (
        <Typography.Text type="warning">已付款未超过退货后的采购金额，供应商无需退款，请选择「仅退货」</Typography.Text>
      )}
      <Typography.Text type="secondary">
        每行最多退回已收货且尚未退货的数量；已付款超过退货后的采购金额时，供应商应退还差额。
      </Typography.Text>
    </Space>
  );
}
