import { Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';

type Props = {
  title: string;
  initial?: string;
  parentName: string;
  onSave: (name: string) => Promise<boolean>;
  onClose: () => void;
};

const NAME_MSG = '请输入部门名称';

/** 新建部门 / 编辑部门: the department name under its parent. */
export function DeptNameDialog({ title, initial = '', parentName, onSave, onClose }: Props) {
  const [form] = Form.useForm<{ dept_name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ dept_name }: { dept_name: string }) => {
    setSaving(true);
    const done = await onSave(dept_name.trim());
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
      <Form form={form} layout="vertical" aria-label={title} initialValues={{ dept_name: initial }} onFinish={submit}>
        <Form.Item label="上级部门">
          <Input value={parentName} disabled />
        </Form.Item>
        <Form.Item name="dept_name" label="部门名称" rules={[{ required: true, whitespace: true, message: NAME_MSG }]}>
          <Input maxLength={64} placeholder={NAME_MSG} autoFocus />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
