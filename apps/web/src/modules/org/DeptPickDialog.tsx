import { Form } from 'antd';
import { useState, type ReactNode } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';

type Props<T> = {
  title: string;
  label: string;
  initial?: T;
  rule: string;
  onSave: (value: T) => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
};

/** A one-field dialog (move under another department, choose the leader). */
export function DeptPickDialog<T>({ title, label, initial, rule, onSave, onClose, children }: Props<T>) {
  const [form] = Form.useForm<{ value: T }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ value }: { value: T }) => {
    setSaving(true);
    const done = await onSave(value);
    setSaving(false);
    if (done) onClose();
  };
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" aria-label={title} initialValues={{ value: initial }} onFinish={submit}>
        <Form.Item name="value" label={label} rules={[{ required: true, message: rule }]}>
          {children}
        </Form.Item>
      </Form>
    </FormModal>
  );
}
