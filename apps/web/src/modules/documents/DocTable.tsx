import { MSG } from '@suwork/domain';
import { Button, Empty, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { formatSize, type DocItem } from './doc-api.ts';
import { DocIcon } from './DocIcon.tsx';
import styles from './documents.module.css';
import { selectAllTitle } from '../../components/VisibleOnly.tsx';

type Props = {
  items: readonly DocItem[];
  loading?: boolean;
  onOpen: (item: DocItem) => void;
  actions?: (item: DocItem) => ReactNode;
  selected?: number[];
  onSelect?: (ids: number[]) => void;
  /** extra columns after 名称 (e.g. 剩余天数 in the 回收站) */
  extra?: TableColumnsType<DocItem>;
  empty?: string;
};

/** Items of a space: icon and name (opens it), size, who changed it last and when, and the row's actions. */
export function DocTable({
  items,
  loading,
  onOpen,
  actions,
  selected,
  onSelect,
  extra = [],
  empty = MSG.empty,
}: Props) {
  const columns: TableColumnsType<DocItem> = [
    {
      title: '名称',
      key: 'name',
      ellipsis: true,
      render: (_, item) => (
        <Button
          type="link"
          className={styles.name}
          icon={<DocIcon kind={item.kind} ext={item.ext} />}
          onClick={() => onOpen(item)}
        >
          {item.name}
        </Button>
      ),
    },
    ...extra,
    { title: '大小', key: 'size', width: 110, render: (_, item) => (item.kind === 2 ? formatSize(item.size) : '—') },
    { title: '修改人', dataIndex: 'update_user_name', width: 120 },
    { title: '修改时间', dataIndex: 'update_time', width: 180 },
    ...(actions
      ? [{ title: '操作', key: 'actions', width: 220, render: (_: unknown, item: DocItem) => actions(item) }]
      : []),
  ];
  return (
    <Table<DocItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...items]}
      loading={loading}
      pagination={false}
      rowSelection={
        onSelect
          ? { selectedRowKeys: selected, columnTitle: selectAllTitle, onChange: (keys) => onSelect(keys.map(Number)) }
          : undefined
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}
