import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import type { Role } from './org-api.ts';
import { ENABLED_OPTIONS } from '../../components/enabled-options.ts';
import { FormModal } from '../../components/FormDialog.tsx';

export type RoleValues = { role_name: string; remark: string; status: number };
type Props = { role?: Role; onSave: (values: RoleValues) => Promise<boolean>; onClose: () => void };

const NAME_MSG = '请输入角色名称';

/** 新建角色 / 编辑角色: name, remark and status. */
export function RoleFormDialog({ role, onSave, onClose }: Props) {
  const [form] = Form.useForm<RoleValues>();
  const [saving, setSaving] = useState(false);
  const title = role ? '编辑角色' : '新建角色';
  const submit = async (v: RoleValues) => {
    setSaving(true);
    const done = await onSave({ role_name: v.role_name.trim(), remark: (v.remark ?? '').trim(), status: v.status });
    setSaving(false);
    if (done) onClose();
  };
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
    >
      <Form<RoleValues>
        form={form}
        layout="vertical"
        aria-label={title}
        validateTrigger="onBlur"
        initialValues={
          role ? { role_name: role.role_name, remark: role.remark, status: role.status } : { status: 1, remark: '' }
        }
        onFinish={submit}
      >
        <Form.Item name="role_name" label="角色名称" rules={[{ required: true, whitespace: true, message: NAME_MSG }]}>
          <Input maxLength={64} placeholder={NAME_MSG} autoFocus />
        </Form.Item>
        <Form.Item name="remark" label="备注">
          <Input.TextArea maxLength={255} rows={3} placeholder="请输入备注" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Radio.Group options={ENABLED_OPTIONS} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
