import { Form, Input, TreeSelect } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';
import { MemberSelect } from '../../components/pickers/MemberSelect.tsx';
import type { UserGroup } from './org-api.ts';

export type GroupValues = { group_name: string; parent_id: number; user_ids: number[] };
type Props = {
  group?: UserGroup;
  parentId: number;
  groups: readonly UserGroup[];
  onSave: (v: GroupValues) => Promise<boolean>;
  onClose: () => void;
};

type Option = { value: number; title: string; disabled?: boolean; children?: Option[] };
const NAME_MSG = '请输入用户组名称';

/** Groups as parent options; a group cannot go under itself or its own subgroups. */
const options = (groups: readonly UserGroup[], self?: number, inSelf = false): Option[] =>
  groups.map((g) => {
    const blocked = inSelf || g.group_id === self;
    return {
      value: g.group_id,
      title: g.group_name,
      disabled: blocked,
      children: g.children?.length ? options(g.children, self, blocked) : undefined,
    };
  });

/** 新建用户组 / 编辑用户组: name, parent and members (sent comma-joined). */
export function GroupFormDialog({ group, parentId, groups, onSave, onClose }: Props) {
  const [form] = Form.useForm<GroupValues>();
  const [saving, setSaving] = useState(false);
  const title = group ? '编辑用户组' : '新建用户组';
  const submit = async (v: GroupValues) => {
    setSaving(true);
    const done = await onSave({
      group_name: v.group_name.trim(),
      parent_id: v.parent_id ?? 0,
      user_ids: v.user_ids ?? [],
    });
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
      <Form<GroupValues>
        form={form}
        layout="vertical"
        aria-label={title}
        initialValues={
          group
            ? { group_name: group.group_name, parent_id: group.parent_id, user_ids: group.users.map((u) => u.value) }
            : { parent_id: parentId, user_ids: [] }
        }
        onFinish={submit}
      >
        <Form.Item
          name="group_name"
          label="用户组名称"
          rules={[{ required: true, whitespace: true, message: NAME_MSG }]}
        >
          <Input maxLength={64} placeholder={NAME_MSG} autoFocus />
        </Form.Item>
        <Form.Item name="parent_id" label="上级用户组">
          <TreeSelect<number>
            treeDefaultExpandAll
            treeData={[{ value: 0, title: '无（顶级）' }, ...options(groups, group?.group_id)]}
          />
        </Form.Item>
        <Form.Item name="user_ids" label="成员">
          <MemberSelect multiple placeholder="请选择成员" known={group?.users} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
