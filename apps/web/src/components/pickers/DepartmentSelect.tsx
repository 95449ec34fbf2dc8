import { TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { findNode, useDeptTree, type DeptNode } from './dept-tree.ts';
import { readRecentDepts, rememberDept, type RecentDept } from './recent-depts.ts';
import { RecentDepts } from './RecentDepts.tsx';

/** `aria-label`: its name where no label names it (a filter bar) */
type Common = { placeholder?: string; id?: string; 'aria-label'?: string; autoFocus?: boolean; disabled?: boolean };
type Single = Common & { multiple?: false; value?: number | null; onChange?: (value: number | undefined) => void };
/** several departments, each ticked on its own (a parent does not tick its children) */
type Multiple = Common & { multiple: true; value?: readonly number[] | null; onChange?: (value: number[]) => void };

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
 * A department picker (one or, with `multiple`, several) over GET /api/Department/getDeptTree (root 全公司,
 * value 0); when picking one, the departments picked lately (habitDeptList) are offered first.
 */
export function DepartmentSelect(props: Single | Multiple) {
  const { placeholder = '请选择部门', id, autoFocus, disabled } = props;
  const { data: tree = [], isLoading } = useDeptTree();
  const options = useMemo(() => tree.map(toOption), [tree]);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState(readRecentDepts);
  const common = {
    id,
    'aria-label': props['aria-label'],
    autoFocus,
    disabled,
    loading: isLoading,
    placeholder,
    allowClear: true,
    treeDefaultExpandAll: true,
    showSearch: { treeNodeFilterProp: 'title' },
    style: { width: '100%' },
  };

  if (props.multiple) {
    const { onChange } = props;
    // 全公司 is not a department one can be scoped to
    const depts = options.flatMap((root) => (root.value === 0 ? (root.children ?? []) : [root]));
    return (
      <TreeSelect<number[]>
        {...common}
        treeData={depts}
        multiple
        value={props.value ? [...props.value] : []}
        onChange={(v) => onChange?.(v ?? [])}
      />
    );
  }

  const { onChange } = props;
  const pick = (v: number | undefined) => {
    const node = v === undefined ? undefined : findNode(tree, v);
    if (node) setRecent(rememberDept({ value: node.value, label: node.label }));
    onChange?.(v);
  };
  return (
    <TreeSelect<number>
      {...common}
      treeData={options}
      value={props.value ?? undefined}
      onChange={(v) => pick(v ?? undefined)}
      open={open}
      onOpenChange={(o) => {
        // another picker may have added a department since
        if (o) setRecent(readRecentDepts());
        setOpen(o);
      }}
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
    />
  );
}
