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

type Values = { actual_amount: string; reason: string };

/**
 * What finance does to the money of a collection: 确认到账 once (what arrived, the amount unless told otherwise);
 * afterwards 更正到账 (a new figure) or 作废 of the confirmed collection, each with a reason the log keeps.
 */
export type ReceiptAction = 'confirm' | 'correct' | 'void';

const TITLES: Record<ReceiptAction, string> = { confirm: '确认到账', correct: '更正到账', void: '作废已到账回款' };

export function ConfirmReceiptButton({ row, action = 'confirm' }: { row: EntityRow; action?: ReceiptAction }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger={action === 'void'} onClick={() => setOpen(true)}>
        {action === 'void' ? '作废' : TITLES[action]}
      </Button>
      {open && <ReceiptDialog row={row} action={action} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReceiptDialog({ row, action, onClose }: { row: EntityRow; action: ReceiptAction; onClose: () => void }) {
  const amount = String(row.amount ?? '0');
  const arrived = String(row.actual_amount ?? '0');
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, submit] = useBusyAction(async () => {
    const { actual_amount, reason } = await form.validateFields();
    const actual = () => new Decimal(actual_amount.trim()).toFixed(2);
    const res =
      action === 'confirm'
        ? await contractApi.confirmReceipt(row.id, actual())
        : action === 'correct'
          ? await contractApi.correctReceipt(row.id, actual(), reason.trim())
          : await contractApi.voidReceivable(row.id, reason.trim());
    message.success(res.msg || MSG.ok);
    onClose();
    await refreshMoneyChain(queryClient);
  });
  const intro =
    action === 'confirm'
      ? `回款金额 ${formatAmount(amount)} 元，请填写实际到账的金额。确认后如有变动，需由财务更正并说明原因。`
      : action === 'correct'
        ? `回款金额 ${formatAmount(amount)} 元，已确认到账 ${formatAmount(arrived)} 元。请填写更正后的实际到账金额和原因，操作记录会保留。`
        : `该回款已确认到账 ${formatAmount(arrived)} 元，作废后不再计入合同已回款。请填写作废原因，操作记录会保留。`;
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={TITLES[action]}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ danger: action === 'void' }}
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ actual_amount: action === 'confirm' ? amount : arrived, reason: '' }}
      >
        {action !== 'void' && (
          <Form.Item
            name="actual_amount"
            label="实际到账金额（元）"
            required
            rules={[
              {
                validator: (_, v?: string) => {
                  const problem = moneyInputProblem(v ?? '', {
                    label: '实际到账金额',
                    max: amount,
                    maxLabel: '回款金额',
                    zero: action === 'confirm',
                  });
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input inputMode="decimal" maxLength={16} placeholder="请输入实际到账金额" />
          </Form.Item>
        )}
        {action !== 'confirm' && (
          <Form.Item
            name="reason"
            label={action === 'correct' ? '更正原因' : '作废原因'}
            rules={[
              { required: true, whitespace: true, message: `请填写${action === 'correct' ? '更正原因' : '作废原因'}` },
            ]}
          >
            <Input.TextArea
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder="如：银行回单金额有误、余款到账、银行退票"
            />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
