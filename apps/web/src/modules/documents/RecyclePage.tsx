import { DOC_TRASH_DAYS, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useState } from 'react';
import { askConfirm } from '../../components/ask-confirm.ts';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { DOC_KEY, docApi } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import styles from './documents.module.css';

/** Rows a page of the 回收站 shows unless the member picks another size. */
const RECYCLE_PAGE_SIZE = 100;

/** 回收站: 恢复 or 彻底删除 (after a confirmation); items go for good by themselves after DOC_TRASH_DAYS days. */
export function RecyclePage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number[]>([]);
  const { rows, list, pager } = usePagedList({
    queryKey: [...DOC_KEY, 'recycle'],
    defaultLimit: RECYCLE_PAGE_SIZE,
    load: (q, signal) => docApi.recycleList(q, { signal }),
  });
  const [, run] = useBusyAction(async (call: () => Promise<{ msg: string }>) => {
    message.success((await call()).msg || MSG.ok);
    setSelected([]);
    await queryClient.invalidateQueries({ queryKey: DOC_KEY });
  });
  const destroy = async (ids: number[]) => {
    if (await askConfirm(modal, `彻底删除后无法恢复，确定删除这 ${ids.length} 项吗？`, { danger: true }))
      await run(() => docApi.destroy(ids));
  };
  return (
    <div className={styles.page}>
      <Alert
        type="info"
        showIcon
        title={`回收站中的文件保留 ${DOC_TRASH_DAYS} 天，之后自动彻底删除；回收站中的文件仍占用空间容量。`}
        style={{ marginBottom: 12 }}
      />
      <Space style={{ marginBottom: 12 }}>
        <Button disabled={selected.length === 0} onClick={() => void run(() => docApi.restore(selected))}>
          恢复
        </Button>
        <Button danger disabled={selected.length === 0} onClick={() => void destroy(selected)}>
          彻底删除
        </Button>
      </Space>
      <DocTable
        items={rows}
        loading={list.isFetching}
        onOpen={() => undefined}
        selected={selected}
        onSelect={setSelected}
        empty="回收站是空的"
        extra={[
          { title: '删除时间', dataIndex: 'deleted_time', width: 180 },
          { title: '剩余天数', dataIndex: 'days_left', width: 100, render: (d: number) => `${d} 天` },
        ]}
        actions={(item) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void run(() => docApi.restore([item.id]))}>
              恢复
            </Button>
            <Button type="link" size="small" danger onClick={() => void destroy([item.id])}>
              彻底删除
            </Button>
          </Space>
        )}
      />
      <ListPager {...pager} className={styles.pager} />
    </div>
  );
}
