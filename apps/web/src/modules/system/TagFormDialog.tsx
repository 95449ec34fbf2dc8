import { TAG_NAME_MAX } from '@suwork/domain/entities';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';
import type { Tag, TagGroup } from '../../engine/choices/choices-api.ts';

export type TagValues = { tag_name: string; group_id: number };
type Props = {
  groups: readonly TagGroup[];
  groupId: number;
  tag?: Tag;
  onSave: (v: TagValues) => Promise<boolean>;
  onClose: () => void;
};

const NAME_MSG = '请输入标签名称';

/** 新建标签 / 编辑标签: its name (unique in its group) and, when editing, the group it belongs to. */
export function TagFormDialog({ groups, groupId, tag, onSave, onClose }: Props) {
  const [form] = Form.useForm<TagValues>();
  const [saving, setSaving] = useState(false);
  const title = tag ? '编辑标签' : '新建标签';
  const submit = async (v: TagValues) => {
    setSaving(true);
    const done = await onSave({ tag_name: v.tag_name.trim(), group_id: v.group_id });
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
      <Form<TagValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={{ tag_name: tag?.tag_name ?? '', group_id: groupId }}
        onFinish={submit}
      >
        <Form.Item name="tag_name" label="标签名称" rules={[{ required: true, whitespace: true, message: NAME_MSG }]}>
          <Input maxLength={TAG_NAME_MAX} showCount placeholder={NAME_MSG} autoFocus />
        </Form.Item>
        <Form.Item name="group_id" label="所属标签组" hidden={!tag}>
          <Select<number> options={groups.map((g) => ({ value: g.group_id, label: g.group_name }))} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
