import { MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, InputNumber, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { companyNow } from '../../../lib/dates.ts';
import { DATE_FORMAT } from '../../../lib/format.ts';
import { purchaseApi, refreshPurchases } from './purchase-api.ts';

type Line = { name?: string; spec?: string; unit?: string; quantity?: number; received?: number };
type Values = { receive_date: Dayjs; remark?: string; quantities: Record<string, number | null | undefined> };

/** What a line still awaits. */
const leftOf = (l: Line) => Math.max(Number(l.quantity ?? 0) - Number(l.received ?? 0), 0);

/** 收货 of an approved order: a quantity per line (each at most what it still awaits), the day and a note. */
export function ReceiveButton({ row }: { row: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>收货</Button>
      {open && <ReceiveDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReceiveDialog({ row, onClose }: { row: EntityRow; onClose: () => void }) {
  const lines = (Array.isArray(row.items) ? row.items : []) as Line[];
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, submit] = useBusyAction(async () => {
    const v = await form.validateFields();
    const chosen = lines
      .map((_l, i) => ({ line: i + 1, quantity: Number(v.quantities?.[String(i + 1)] ?? 0) }))
      .filter((l) => l.quantity > 0);
    if (chosen.length === 0) {
      message.warning('请至少填写一行收货数量');
      return;
    }
    const res = await purchaseApi.receive({
      purchase_id: row.id,
      receive_date: v.receive_date.format(DATE_FORMAT),
      lines: chosen,
      remark: v.remark?.trim() || undefined,
    });
    message.success(res.msg || MSG.ok);
    onClose();
    await refreshPurchases(queryClient);
  });
  // every line still awaited starts with all of it: the usual receipt is of everything that came
  const initial = Object.fromEntries(lines.map((l, i) => [String(i + 1), leftOf(l) || undefined]));
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="收货"
      width={720}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ receive_date: companyNow(), quantities: initial }}
      >
        <Table
          size="small"
          bordered
          pagination={false}
          rowKey="no"
          scroll={{ x: 'max-content' }}
          dataSource={lines.map((l, i) => ({ ...l, no: i + 1 }))}
          columns={[
            { key: 'no', title: '序号', dataIndex: 'no', width: 56, align: 'center' },
            { key: 'name', title: '物品名称', render: (_, l) => `${l.name ?? ''}${l.spec ? `（${l.spec}）` : ''}` },
            {
              key: 'quantity',
              title: '采购数量',
              align: 'right',
              render: (_, l) => `${l.quantity ?? 0}${l.unit ?? ''}`,
            },
            { key: 'received', title: '已收货', align: 'right', render: (_, l) => `${l.received ?? 0}${l.unit ?? ''}` },
            {
              key: 'now',
              title: '本次收货',
              width: 140,
              render: (_, l) => (
                <Form.Item
                  name={['quantities', String(l.no)]}
                  noStyle
                  rules={[
                    {
                      validator: (_r, v?: number | null) =>
                        v && v > leftOf(l)
                          ? Promise.reject(new Error(`第${l.no}行还可收货 ${leftOf(l)}${l.unit ?? ''}`))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <InputNumber
                    aria-label={`第${l.no}行本次收货数量`}
                    min={0}
                    max={leftOf(l)}
                    precision={0}
                    disabled={leftOf(l) === 0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          填写本次到货的数量，未到货的行留空；每行最多为尚未收货的数量。
        </Typography.Paragraph>
        <Form.Item name="receive_date" label="收货日期" rules={[{ required: true, message: '请选择收货日期' }]}>
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(companyNow(), 'day')}
          />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={200} placeholder="如：外包装完好，已清点" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
