import { TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { findNode, useDeptTree, type DeptNode } from './dept-tree.ts';
import { readRecentDepts, rememberDept, type RecentDept } from './recent-depts.ts';
import { RecentDepts } from './RecentDepts.tsx';

type Props = { value?: number | null; onChange?: (value: number | undefined) => void; placeholder?: string; id?: string; autoFocus?: boolean; disabled?: boolean };

type TreeOption = { value: number; title: string; children?: TreeOption[] };
const toOption = (n: DeptNode): TreeOption => ({ value: n.value, title: n.label, children: n.children?.map(toOption) });

/** Recent departments still in the tree, with their current names. */
export function recentInTree(recent: readonly RecentDept[], tree: readonly DeptNode[]): RecentDept[] {
  return recent.flatMap((d) => {
    const n = findNode(tree, d.value);
    return n ? [{ value: n.value, label: n.label }] : [];
  });
}

/**
 * A department picker over GET /api/Department/getDeptTree (root 全公司, value 0); the departments picked
 * lately (habitDeptList) are offered first.
 */
export function DepartmentSelect({ value, onChange, placeholder = '请选择部门', id, autoFocus, disabled }: Props) {
  const { data: tree = [], isLoading } = useDeptTree();
  const options = useMemo(() => tree.map(toOption), [tree]);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState(readRecentDepts);
  const pick = (v: number | undefined) => {
    const node = v === undefined ? undefined : findNode(tree, v);
    if (node) setRecent(rememberDept({ value: node.value, label: node.label }));
    onChange?.(v);
  };
  return (
    <TreeSelect<number>
      id={id}
      autoFocus={autoFocus}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v) => pick(v ?? undefined)}
      open={open}
      onOpenChange={(o) => {
        // another picker may have added a department since
        if (o) setRecent(readRecentDepts());
        setOpen(o);
      }}
      treeData={options}
      loading={isLoading}
      placeholder={placeholder}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      popupRender={(menu) => (
        <>
          <RecentDepts
            depts={recentInTree(recent, tree)}
            onPick={(d) => {
              pick(d.value);
              setOpen(false);
            }}
          />
          {menu}
        </>
      )}
      style={{ width: '100%' }}
    />
  );
}
