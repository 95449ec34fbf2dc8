import { Decimal, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { formatAmount } from '../../../lib/format.ts';
import { moneyInputProblem } from '../../../lib/money-input.ts';
import { contractApi, refreshMoneyChain } from './contract-api.ts';

type Values = { actual_amount: string };

/** 确认到账 of a collection: finance enters what actually arrived (the collection's amount unless told otherwise). */
export function ConfirmReceiptButton({ row }: { row: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>确认到账</Button>
      {open && <ConfirmReceiptDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function ConfirmReceiptDialog({ row, onClose }: { row: EntityRow; onClose: () => void }) {
  const amount = String(row.amount ?? '0');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, submit] = useBusyAction(async () => {
    const { actual_amount } = await form.validateFields();
    const res = await contractApi.confirmReceipt(row.id, new Decimal(actual_amount.trim()).toFixed(2));
    message.success(res.msg || MSG.ok);
    onClose();
    await refreshMoneyChain(queryClient);
  });
  return (
    <FormModal form={form} onClose={onClose} title="确认到账" okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit()}>
      <Typography.Paragraph type="secondary">回款金额 {formatAmount(amount)} 元，请填写实际到账的金额。</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ actual_amount: amount }}>
        <Form.Item
          name="actual_amount"
          label="实际到账金额（元）"
          required
          rules={[
            {
              validator: (_, v?: string) => {
                const problem = moneyInputProblem(v ?? '', { label: '实际到账金额', max: amount, maxLabel: '回款金额', zero: true });
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" maxLength={16} placeholder="请输入实际到账金额" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
