import { MSG } from '@suwork/domain';
import { opportunityEntity } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { salesApi } from './sales-api.ts';

/** 3 输单, 4 无效: the closing statuses that need a reason. */
export type ClosingStatus = 3 | 4;
const WORD: Record<ClosingStatus, string> = { 3: '输单', 4: '无效' };
const REASON_MAX = 200;

/** 输单 / 无效 of an open opportunity: asks the reason, then closes it. */
export function CloseChanceButton({ chanceId, status }: { chanceId: number; status: ClosingStatus }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{WORD[status]}</Button>
      {open && <CloseChanceDialog chanceId={chanceId} status={status} onClose={() => setOpen(false)} />}
    </>
  );
}

function CloseChanceDialog({
  chanceId,
  status,
  onClose,
}: {
  chanceId: number;
  status: ClosingStatus;
  onClose: () => void;
}) {
  const word = WORD[status];
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, submit] = useBusyAction(async () => {
    const { reason } = await form.validateFields();
    const res = await salesApi.changeChanceStatus(chanceId, status, reason.trim());
    message.success(res.msg || MSG.ok);
    onClose();
    await queryClient.invalidateQueries({ queryKey: ['entity', opportunityEntity.key] });
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`标记为${word}`}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={`${word}原因`}
          rules={[
            { required: true, whitespace: true, message: `请填写${word}原因` },
            { max: REASON_MAX, message: `${word}原因不能超过${REASON_MAX}个字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder={`请填写${word}原因`} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
