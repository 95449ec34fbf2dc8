import { Tree } from 'antd';
import { useMemo } from 'react';
import type { PermNode } from './org-api.ts';
import { permTreeData, tickedLeaves } from './perm-tree.ts';

type Props = {
  tree: readonly PermNode[];
  /** saved ids (parents included) */
  value: readonly number[];
  /** ticked and half-ticked ids, so a page keeps its module */
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  label: string;
};

/** A checkable tree of modules, pages and actions. */
export function PermissionTree({ tree, value, onChange, disabled, label }: Props) {
  const data = useMemo(() => permTreeData(tree), [tree]);
  const checked = useMemo(() => tickedLeaves(tree, new Set(value)), [tree, value]);
  return (
    <div role="group" aria-label={label}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={data}
        checkedKeys={checked}
        onCheck={(keys, info) => {
          const ticked = Array.isArray(keys) ? keys : keys.checked;
          onChange([...ticked, ...(info.halfCheckedKeys ?? [])].map(Number));
        }}
      />
    </div>
  );
}
