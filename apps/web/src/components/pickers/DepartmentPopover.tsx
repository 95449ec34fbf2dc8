import { DownOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popover, Spin, Tree } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { recentInTree } from './DepartmentSelect.tsx';
import { findNode, useDeptTree, type DeptNode } from './dept-tree.ts';
import { readRecentDepts, rememberDept, type RecentDept } from './recent-depts.ts';
import { RecentDepts } from './RecentDepts.tsx';

type TreeItem = { key: number; title: string; children?: TreeItem[] };

/** The tree with only the nodes whose name contains `text` (and their ancestors). */
export function filterDeptTree(nodes: readonly DeptNode[], text: string): DeptNode[] {
  const t = text.trim();
  if (!t) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterDeptTree(n.children ?? [], t);
    return n.label.includes(t) || children.length > 0 ? [{ ...n, children }] : [];
  });
}
const toItem = (n: DeptNode): TreeItem => ({ key: n.value, title: n.label, children: n.children?.map(toItem) });

type Props = {
  value?: number | null;
  /** the department picked, with its name */
  onChange?: (value: number | undefined, dept?: RecentDept) => void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  /** a trigger of the caller's own (default: a button showing the department's name) */
  children?: ReactNode;
};

/** A department picker in a popover: 最近使用 first, a search box, then the department tree (全公司 at the root). */
export function DepartmentPopover({ value, onChange, placeholder = '请选择部门', disabled, id, children }: Props) {
  const { data: tree = [], isLoading } = useDeptTree();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [recent, setRecent] = useState(readRecentDepts);
  const items = useMemo(() => filterDeptTree(tree, text).map(toItem), [tree, text]);
  const current = value === null || value === undefined ? undefined : findNode(tree, value);

  const pick = (dept: RecentDept) => {
    setRecent(rememberDept(dept));
    setOpen(false);
    setText('');
    onChange?.(dept.value, dept);
  };

  const content = (
    <div style={{ width: 260 }} role="dialog" aria-label="选择部门">
      <RecentDepts depts={recentInTree(recent, tree)} onPick={pick} />
      <Input.Search
        placeholder="搜索部门"
        allowClear
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 300, overflow: 'auto' }}>
        {isLoading ? (
          <Spin size="small" />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        ) : (
          <Tree<TreeItem>
            treeData={items}
            defaultExpandAll
            // a new search result opens fully
            key={text}
            selectedKeys={current ? [current.value] : []}
            onSelect={(_, { node }) => pick({ value: node.key, label: node.title })}
          />
        )}
      </div>
    </div>
  );

  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(o) => {
        if (o) setRecent(readRecentDepts());
        setOpen(o);
      }}
      trigger="click"
      placement="bottomLeft"
      content={content}
      destroyOnHidden
    >
      {children ?? (
        <Button
          id={id}
          disabled={disabled}
          style={{ width: '100%', textAlign: 'left', display: 'flex', justifyContent: 'space-between' }}
        >
          <span style={current ? undefined : { color: 'rgba(0,0,0,0.25)' }}>{current?.label ?? placeholder}</span>
          <DownOutlined style={{ fontSize: 12 }} />
        </Button>
      )}
    </Popover>
  );
}
