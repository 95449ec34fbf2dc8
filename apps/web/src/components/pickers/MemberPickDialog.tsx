import { App, Form } from 'antd';
import { useState } from 'react';
import { FormModal } from '../FormDialog.tsx';
import { MemberSelect, useMemberOptions } from './MemberSelect.tsx';

export type PickedMember = { id: number; name: string };

type Props = {
  title: string;
  label: string;
  /** several members (default one) */
  multiple?: boolean;
  /** message when nothing is picked */
  required: string;
  /** members not offered */
  exclude?: readonly number[];
  okText?: string;
  /** resolves when done (the dialog closes); rejects to keep it open */
  onOk: (members: PickedMember[]) => Promise<void>;
  onCancel: () => void;
};

type Values = { one?: number; many?: number[] };

/** A dialog picking one or several members (转移负责人, 添加协同人, 分配). */
export function MemberPickDialog({
  title,
  label,
  multiple = false,
  required,
  exclude,
  okText = '确定',
  onOk,
  onCancel,
}: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const { data: options = [] } = useMemberOptions();
  const [busy, setBusy] = useState(false);
  const nameOf = (id: number) => options.find((o) => o.value === id)?.label ?? String(id);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const ids = multiple ? (values.many ?? []) : values.one ? [values.one] : [];
    if (ids.length === 0) {
      message.warning(required);
      return;
    }
    setBusy(true);
    try {
      await onOk(ids.map((id) => ({ id, name: nameOf(id) })));
    } catch {
      // the caller has shown why; the dialog stays open with the pick
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormModal
      form={form}
      onClose={onCancel}
      title={title}
      okText={okText}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      width={440}
    >
      <Form form={form} layout="vertical" aria-label={title}>
        {multiple ? (
          <Form.Item name="many" label={label} rules={[{ required: true, message: required }]}>
            <MemberSelect multiple exclude={exclude} placeholder={required} />
          </Form.Item>
        ) : (
          <Form.Item name="one" label={label} rules={[{ required: true, message: required }]}>
            <MemberSelect exclude={exclude} placeholder={required} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
