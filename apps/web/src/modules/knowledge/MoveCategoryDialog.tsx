import { Form, TreeSelect } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/FormDialog.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import type { KnowCategory } from './knowledge-api.ts';

type Option = { value: number; title: string; children?: Option[] };
type Props = {
  category: KnowCategory;
  tree: readonly KnowCategory[];
  onOk: (parentId: number) => Promise<unknown>;
  onCancel: () => void;
};

/** The tree without the category itself and what lies under it: where it may go. */
const targetsOf = (list: readonly KnowCategory[], moving: number): Option[] =>
  list
    .filter((c) => c.id !== moving)
    .map((c) => ({ value: c.id, title: c.name, children: targetsOf(c.children, moving) }));

/** 移动分类: pick the new parent (顶级分类 or another category, never itself or one of its own). */
export function MoveCategoryDialog({ category, tree, onOk, onCancel }: Props) {
  const [parent, setParent] = useState(category.parent_id);
  const [busy, submit] = useBusyAction(() => onOk(parent));
  const moved = parent !== category.parent_id;
  return (
    <FormModal
      changed={moved}
      onClose={onCancel}
      title={`移动分类「${category.name}」`}
      okText="移动"
      cancelText="取消"
      confirmLoading={busy}
      okButtonProps={{ disabled: !moved }}
      onOk={() => void submit()}
    >
      <Form layout="vertical">
        <Form.Item label="移动到" htmlFor="know-move-target">
          <TreeSelect
            id="know-move-target"
            treeDefaultExpandAll
            value={parent}
            onChange={(v: number) => setParent(v)}
            treeData={[{ value: 0, title: '顶级分类', children: targetsOf(tree, category.id) }]}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
