import { KNOW_TRASH_DAYS, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { askConfirm } from '../../components/ask-confirm.ts';
import { ListPager } from '../../components/ListPager.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { ArticleTable } from './ArticleTable.tsx';
import { KNOW_KEY, knowApi } from './knowledge-api.ts';
import styles from './knowledge.module.css';

/** 知识库回收站: deleted articles with the days left; 恢复, or 彻底删除 after a confirmation. */
export function KnowRecyclePage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { rows, list, pager } = usePagedList({
    queryKey: [...KNOW_KEY, 'recycle'],
    load: (q, signal) => knowApi.recycleList(q, { signal }),
  });
  const [, run] = useBusyAction(async (call: () => Promise<{ msg: string }>) => {
    message.success((await call()).msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
  });
  const destroy = async (id: number, title: string) => {
    if (await askConfirm(modal, `彻底删除后无法恢复，确定删除文章「${title}」吗？`, { danger: true }))
      await run(() => knowApi.destroy([id]));
  };
  return (
    <div>
      <Alert
        type="info"
        showIcon
        title={`知识库回收站中的文章保留 ${KNOW_TRASH_DAYS} 天，之后自动彻底删除。`}
        style={{ marginBottom: 12 }}
      />
      <ArticleTable
        rows={rows}
        loading={list.isFetching}
        linkTitles={false}
        empty="回收站是空的"
        extra={[
          { title: '删除时间', dataIndex: 'deleted_time', width: 170 },
          { title: '剩余天数', dataIndex: 'days_left', width: 100, render: (d: number) => `${d} 天` },
        ]}
        actions={(a) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => void run(() => knowApi.restore([a.id]))}>
              恢复
            </Button>
            <Button type="link" size="small" danger onClick={() => void destroy(a.id, a.title)}>
              彻底删除
            </Button>
          </Space>
        )}
      />
      <ListPager {...pager} unit="篇" className={styles.pager} />
    </div>
  );
}
