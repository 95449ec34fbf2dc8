import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { entityByKey, type EntityDef } from '@suwork/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Input, Modal, Spin, Tabs, Tree, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { QueryParams } from '../../api/http.ts';
import { findNode, subtreeValues, useDeptTree } from '../../components/pickers/dept-tree.ts';
import type { Picked } from '../../components/pickers/pick-selection.ts';
import { PickTable } from '../../components/pickers/PickTable.tsx';
import { entityApi, type EntityRow } from '../entity-api.ts';
import { displayText } from '../field-model.ts';
import { routePath } from '../route-paths.ts';
import { entityTree, pickerModel, type EntityTreeNode, type PickerTree } from './picker-model.ts';

export type RecordPickerDialogProps = {
  /** the entity picked from (customer, contact, product …) */
  entity: string;
  /** several records (default: the entity's declaration; customers one, products several) */
  multiple?: boolean;
  /** ids picked already, checked when the dialog opens */
  value?: readonly number[];
  /** context sent with every request: enterprise_id of the contacts, contract_id of the products … */
  params?: QueryParams;
  /** the named route 新建 goes to (with query step=1); no 新建 button without it */
  addRoute?: string;
  title?: string;
  /** the picked records (those picked before and not shown since come as { id } only) */
  onOk: (records: EntityRow[]) => void;
  onCancel: () => void;
};

/** A node id, or a subtree of ids: the list filter (idList, at most 100) of a tree pick. */
const MAX_IDS = 100;
/** The filter value of a tree pick: the node and everything below it; the root (value 0) filters nothing. */
function treeFilter(nodes: readonly EntityTreeNode[], value: number | undefined): string | undefined {
  if (!value) return undefined;
  const node = findNode(nodes, value);
  return (node ? subtreeValues(node) : [value]).slice(0, MAX_IDS).join(',');
}

type TreeItem = { key: number; title: string; children?: TreeItem[] };
const toItem = (n: EntityTreeNode): TreeItem => ({ key: n.value, title: n.label, children: n.children?.map(toItem) });

/** One tree beside the list (产品分类, 部门): its nodes under a root of value 0 (全公司 / 全部…). */
function useTreeNodes(tree: PickerTree): { nodes: EntityTreeNode[]; loading: boolean } {
  const dept = useDeptTree();
  const target = tree.source.kind === 'entity' ? tree.source.def : undefined;
  const entity = useQuery({
    queryKey: ['entity', target?.key, 'tree'],
    queryFn: ({ signal }) => entityTree(target!, { signal }),
    enabled: target !== undefined,
    staleTime: 60_000,
    select: (res) => res.data,
  });
  if (!target) return { nodes: dept.data ?? [], loading: dept.isLoading };
  return {
    nodes: [{ value: 0, label: `全部${target.title}`, parent_id: -1, children: entity.data ?? [] }],
    loading: entity.isLoading,
  };
}

function TreeFilter({
  tree,
  value,
  onChange,
}: {
  tree: PickerTree;
  value: number | undefined;
  onChange: (value: number, nodes: EntityTreeNode[]) => void;
}) {
  const { nodes, loading } = useTreeNodes(tree);
  const items = useMemo(() => nodes.map(toItem), [nodes]);
  const label = tree.source.kind === 'entity' ? tree.source.def.title : tree.field.label;
  return (
    <section aria-label={label} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ maxHeight: 220, overflow: 'auto', marginTop: 4 }}>
        {loading ? (
          <Spin size="small" />
        ) : (
          <Tree<TreeItem>
            treeData={items}
            defaultExpandedKeys={[0, ...nodes.map((n) => n.value)]}
            selectedKeys={[value ?? 0]}
            onSelect={(_, { node }) => onChange(Number(node.key), nodes)}
          />
        )}
      </div>
    </section>
  );
}

/**
 * The picker dialog of an entity (选择客户, 选择联系人, 选择产品 …): server-side search by the declared picker
 * parameters (Enter searches), the declared trees beside the list, paging by the declared page sizes, radio or
 * multiple; in radio mode a double-click or Enter on a row picks it.
 */
export function RecordPickerDialog({
  entity,
  multiple: multipleProp,
  value = [],
  params,
  addRoute,
  title,
  onOk,
  onCancel,
}: RecordPickerDialogProps) {
  const def: EntityDef = entityByKey(entity);
  const model = useMemo(() => pickerModel(def), [def]);
  const multiple = multipleProp ?? model.multiple;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const stub = (id: number): EntityRow => ({ id });

  const searchParams = model.searches?.map((s) => s.param) ?? ['keyword'];
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [treeValues, setTreeValues] = useState<Record<string, string | undefined>>({});
  const [treePicked, setTreePicked] = useState<Record<string, number>>({});
  const [tab, setTab] = useState(model.tabs?.items[0]?.value);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(model.pageSize);
  const [picked, setPicked] = useState<Picked<EntityRow>>(() => new Map(value.map((id) => [id, stub(id)])));

  const query: QueryParams = {
    ...model.fixed,
    ...params,
    page,
    limit,
    // every search parameter goes out, blank when not used (the server ignores blanks)
    ...Object.fromEntries(searchParams.map((p) => [p, applied[p] ?? ''])),
    ...treeValues,
    ...(model.tabs && tab !== undefined ? { [model.tabs.param]: tab } : {}),
  };
  const { data, isFetching } = useQuery({
    queryKey: ['entity', entity, 'picker', query],
    queryFn: ({ signal }) => entityApi(def).pick(query, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];

  const search = () => {
    setApplied(Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, v.trim()])));
    setPage(1);
  };
  const finish = (chosen: Picked<EntityRow>) => {
    if (chosen.size === 0) {
      message.warning(`请选择${def.title}`);
      return;
    }
    onOk([...chosen.values()]);
  };

  const columns: TableColumnsType<EntityRow> = model.columns.map((f) => ({
    key: f.key,
    dataIndex: f.key,
    title: f.label,
    ellipsis: true,
    render: (_: unknown, row: EntityRow) => displayText(f, row) || '--',
  }));

  const searchBoxes = model.searches
    ? model.searches.map((s) => ({ param: s.param, placeholder: `请输入${s.field.label}` }))
    : [{ param: 'keyword', placeholder: '请输入关键词' }];

  return (
    <Modal
      open
      title={title ?? `选择${def.title}`}
      width={model.trees.length > 0 ? 1000 : 760}
      okText="确定"
      cancelText="取消"
      onOk={() => finish(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      {model.tabs && (
        <Tabs
          size="small"
          activeKey={String(tab)}
          onChange={(key) => {
            setTab(Number(key));
            setPage(1);
          }}
          items={model.tabs.items.map((i) => ({ key: String(i.value), label: i.label }))}
        />
      )}
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        {searchBoxes.map((b) => (
          <Input
            key={b.param}
            aria-label={b.placeholder.replace('请输入', '')}
            placeholder={b.placeholder}
            allowClear
            style={{ width: 200 }}
            value={typed[b.param] ?? ''}
            onChange={(e) => setTyped((t) => ({ ...t, [b.param]: e.target.value }))}
            onPressEnter={search}
          />
        ))}
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          搜索
        </Button>
        {addRoute && (
          <Button
            icon={<PlusOutlined />}
            style={{ marginLeft: 'auto' }}
            onClick={() => {
              onCancel();
              navigate(routePath(addRoute, { step: 1 }));
            }}
          >
            新建
          </Button>
        )}
      </Flex>
      <Flex gap={16} align="flex-start">
        {model.trees.length > 0 && (
          <div style={{ width: 220, flex: 'none' }}>
            {model.trees.map((t) => (
              <TreeFilter
                key={t.param}
                tree={t}
                value={treePicked[t.param]}
                onChange={(v, nodes) => {
                  setTreePicked((p) => ({ ...p, [t.param]: v }));
                  setTreeValues((p) => ({ ...p, [t.param]: treeFilter(nodes, v) }));
                  setPage(1);
                }}
              />
            ))}
          </div>
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <PickTable<EntityRow>
            rows={rows}
            columns={columns}
            idOf={(r) => r.id}
            loading={isFetching}
            multiple={multiple}
            blocked={model.blocked}
            picked={picked}
            setPicked={setPicked}
            stub={stub}
            confirm={finish}
            page={page}
            pageSize={limit}
            total={data?.count ?? 0}
            totalKind={data}
            pageSizes={model.pageSizes}
            onPage={(p, size) => {
              if (size !== limit) {
                setLimit(size);
                setPage(1);
              } else setPage(p);
            }}
          />
        </div>
      </Flex>
    </Modal>
  );
}
