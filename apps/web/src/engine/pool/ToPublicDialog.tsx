import { Form, Input } from 'antd';
import { FormModal } from '../../components/FormDialog.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';

type Props = {
  /** how many records go back */
  count: number;
  poolTitle: string;
  /** resolves when done (the dialog closes); rejects to keep it open with the reason */
  onOk: (reason: string) => Promise<void>;
  onCancel: () => void;
};

export const REASON_REQUIRED = '请输入退回原因';
const REASON_MAX = 200;

/** 放入公海: asks the reason (required) for returning the records to the public pool. */
export function ToPublicDialog({ count, poolTitle, onOk, onCancel }: Props) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [busy, send] = useBusyAction(onOk);
  const submit = async () => {
    let reason: string;
    try {
      reason = ((await form.validateFields()).reason ?? '').trim();
    } catch {
      return;
    }
    await send(reason);
  };
  return (
    <FormModal
      form={form}
      onClose={onCancel}
      title="放入公海"
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      width={480}
    >
      <p>
        将选中的 {count} 条数据放入{poolTitle}，负责人和协同人将被清空。
      </p>
      <Form form={form} layout="vertical" aria-label="放入公海">
        <Form.Item
          name="reason"
          label="退回原因"
          rules={[{ required: true, whitespace: true, message: REASON_REQUIRED }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={REASON_MAX} showCount placeholder={REASON_REQUIRED} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
