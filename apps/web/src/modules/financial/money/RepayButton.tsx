import { Decimal, MSG } from '@suwork/domain';
import { PAY_METHOD } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, DatePicker, Form, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { DATE_FORMAT, formatAmount } from '../../../lib/format.ts';
import { moneyInputProblem } from '../../../lib/money-input.ts';
import { financeApi, refreshMoneyOut } from './finance-api.ts';
import { companyNow } from '../../../lib/dates.ts';

type Values = { amount: string; repay_date: Dayjs; method: number; remark?: string };
const METHODS = Object.entries(PAY_METHOD).map(([value, label]) => ({ value: Number(value), label }));

/** 登记还款 of a borrowing paid out: finance records money back in cash, at most what is still out. */
export function RepayButton({ row }: { row: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>登记还款</Button>
      {open && <RepayDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function RepayDialog({ row, onClose }: { row: EntityRow; onClose: () => void }) {
  const out = String(row.unpayment_received ?? '0');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, submit] = useBusyAction(async () => {
    const v = await form.validateFields();
    const res = await financeApi.repay({
      borrow_id: row.id,
      amount: new Decimal(v.amount.trim()).toFixed(2),
      repay_date: v.repay_date.format(DATE_FORMAT),
      method: v.method,
      remark: v.remark?.trim() || undefined,
    });
    message.success(res.msg || MSG.ok);
    onClose();
    await refreshMoneyOut(queryClient);
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="登记还款"
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Typography.Paragraph type="secondary">未还款 {formatAmount(out)} 元。</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ amount: out, repay_date: companyNow(), method: 1 }}
      >
        <Form.Item
          name="amount"
          label="还款金额（元）"
          required
          rules={[
            {
              validator: (_, v?: string) => {
                const problem = moneyInputProblem(v ?? '', { label: '还款金额', max: out, maxLabel: '未还款金额' });
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={16} placeholder="请输入还款金额" />
        </Form.Item>
        <Form.Item name="repay_date" label="还款日期" rules={[{ required: true, message: '请选择还款日期' }]}>
          <DatePicker
            format={DATE_FORMAT}
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(companyNow(), 'day')}
          />
        </Form.Item>
        <Form.Item name="method" label="还款方式" rules={[{ required: true, message: '请选择还款方式' }]}>
          <Select options={METHODS} />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input maxLength={200} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
