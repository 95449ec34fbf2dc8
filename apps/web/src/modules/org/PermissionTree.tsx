import { MSG } from '@suwork/domain';
import { Empty, Input, Switch, Tree, type TreeDataNode } from 'antd';
import { useId, useMemo, useState, type Key, type ReactNode } from 'react';
import type { PermNode } from './org-api.ts';
import styles from './org.module.css';
import { filterTree, indexTree, isAction, parentIds, tick, tickState, withAncestors } from './perm-tree.ts';

type Props = {
  tree: readonly PermNode[];
  /** saved ids (a node's ancestors are implied) */
  value: readonly number[];
  /** what is ticked, ancestors included: exactly what is saved */
  onChange: (ids: number[]) => void;
  disabled?: boolean;
  label: string;
};

type Row = TreeDataNode & { node: PermNode };

const toRows = (nodes: readonly PermNode[]): Row[] =>
  nodes.map((n) => ({
    key: n.node_id,
    title: n.title,
    node: n,
    children: n.children?.length ? toRows(n.children) : undefined,
  }));

/** The title with the searched words marked. */
function marked(title: string, keyword: string): ReactNode {
  const k = keyword.trim().toLowerCase();
  const at = k ? title.toLowerCase().indexOf(k) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <mark className={styles.treeMatch}>{title.slice(at, at + k.length)}</mark>
      {title.slice(at + k.length)}
    </>
  );
}

/**
 * A checkable tree of modules, pages and each page's actions (新建, 编辑, 删除, 导出, 导入 …), with a search and
 * the 父子联动 switch: on (default), ticking a node ticks everything under it; off, each node ticks alone
 * (an action still brings its page, which it cannot work without).
 */
export function PermissionTree({ tree, value, onChange, disabled, label }: Props) {
  const switchId = useId();
  const [linked, setLinked] = useState(true);
  const [keyword, setKeyword] = useState('');
  const index = useMemo(() => indexTree(tree), [tree]);
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const rows = useMemo(() => toRows(shown), [shown]);
  // shown and changed as held: a role saved with a page but not its module holds the module too
  const held = useMemo(() => withAncestors(index, value), [index, value]);
  const ticks = useMemo(() => tickState(index, held, linked), [index, held, linked]);
  // everything open at first and after each search; the member may fold branches in between
  const [expanded, setExpanded] = useState<{ keyword: string; keys: readonly Key[] } | null>(null);
  const expandedKeys = expanded && expanded.keyword === keyword ? expanded.keys : parentIds(shown);

  return (
    <div role="group" aria-label={label}>
      <div className={styles.treeHead}>
        <div className={styles.treeTools}>
          <Input.Search
            allowClear
            placeholder="搜索菜单、页面或按钮"
            aria-label={`搜索${label}`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            className={styles.treeSearch}
          />
          <span className={styles.treeLink}>
            <Switch id={switchId} size="small" checked={linked} onChange={setLinked} />
            <label htmlFor={switchId}>父子联动</label>
          </span>
        </div>
        <p className={styles.treeHint}>
          {linked
            ? '勾选菜单或页面时，其下的页面和按钮一并勾选；取消时一并取消。'
            : '各项单独勾选：勾选页面不勾选其按钮；勾选按钮时其所在页面一并勾选。'}
        </p>
      </div>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword.trim() ? MSG.emptySearch : MSG.empty} />
      ) : (
        <Tree<Row>
          checkable
          checkStrictly
          selectable={false}
          disabled={disabled}
          treeData={rows}
          expandedKeys={[...expandedKeys]}
          onExpand={(keys) => setExpanded({ keyword, keys })}
          checkedKeys={ticks}
          onCheck={(_, info) => onChange(tick(index, held, info.node.node.node_id, info.checked, linked))}
          titleRender={(row) => (
            <span className={isAction(row.node) ? styles.treeAction : undefined}>
              {marked(row.node.title, keyword)}
              {isAction(row.node) && <span className={styles.treeKind}>按钮</span>}
            </span>
          )}
        />
      )}
    </div>
  );
}
