import { TAG_NAME_MAX } from '@suwork/domain/entities';
import { ColorPicker, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';
import type { TagGroup } from '../../engine/choices/choices-api.ts';

export type TagGroupValues = { group_name: string; color: string };
type Props = { group?: TagGroup; onSave: (v: TagGroupValues) => Promise<boolean>; onClose: () => void };

const NAME_MSG = '请输入标签组名称';
/** colours offered first; any other may be picked */
const PRESETS = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#8c8c8c'];

/** 新建标签组 / 编辑标签组: a name and an optional colour its tags are shown in. */
export function TagGroupDialog({ group, onSave, onClose }: Props) {
  const [form] = Form.useForm<TagGroupValues>();
  const [saving, setSaving] = useState(false);
  const title = group ? '编辑标签组' : '新建标签组';
  const submit = async (v: TagGroupValues) => {
    setSaving(true);
    const done = await onSave({ group_name: v.group_name.trim(), color: v.color ?? '' });
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
      <Form<TagGroupValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={{ group_name: group?.group_name ?? '', color: group?.color ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="group_name"
          label="标签组名称"
          rules={[{ required: true, whitespace: true, message: NAME_MSG }]}
        >
          <Input maxLength={TAG_NAME_MAX} showCount placeholder={NAME_MSG} autoFocus />
        </Form.Item>
        <Form.Item
          name="color"
          label="颜色（可选）"
          getValueFromEvent={(c: { toHexString: () => string } | null) => (c ? c.toHexString() : '')}
          getValueProps={(v: string) => ({ value: v || undefined })}
        >
          <ColorPicker
            allowClear
            disabledAlpha
            showText={(c) => (c.cleared ? '默认' : c.toHexString())}
            presets={[{ label: '常用颜色', colors: PRESETS }]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
