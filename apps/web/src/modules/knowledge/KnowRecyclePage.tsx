import { KNOW_PAGE_SIZES, KNOW_TRASH_DAYS, MSG } from '@suwork/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { askConfirm } from '../../components/ask-confirm.ts';
import { ArticleTable } from './ArticleTable.tsx';
import { KNOW_KEY, knowApi, pagingOf } from './knowledge-api.ts';

const PAGE_SIZES = KNOW_PAGE_SIZES;

/** 知识库回收站: deleted articles with the days left; 恢复, or 彻底删除 after a confirmation. */
export function KnowRecyclePage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { page, limit } = pagingOf(search, PAGE_SIZES);
  const { data, isFetching } = useQuery({ queryKey: [...KNOW_KEY, 'recycle', page, limit], queryFn: ({ signal }) => knowApi.recycleList({ page, limit }, { signal }), placeholderData: keepPreviousData });
  const run = async (call: () => Promise<{ msg: string }>) => {
    try {
      message.success((await call()).msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
    } catch {
      // shown by the HTTP client
    }
  };
  const destroy = async (id: number, title: string) => {
    if (await askConfirm(modal, `彻底删除后无法恢复，确定删除文章「${title}」吗？`, { danger: true })) await run(() => knowApi.destroy([id]));
  };
  return (
    <div>
      <Alert type="info" showIcon title={`知识库回收站中的文章保留 ${KNOW_TRASH_DAYS} 天，之后自动彻底删除。`} style={{ marginBottom: 12 }} />
      <ArticleTable
        rows={data?.data ?? []}
        loading={isFetching}
        linkTitles={false}
        empty="回收站是空的"
        pagination={{
          current: page,
          pageSize: limit,
          total: data?.count ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          onChange: (p, size) => setSearch({ page: String(size === limit ? p : 1), limit: String(size) }),
        }}
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
    </div>
  );
}
