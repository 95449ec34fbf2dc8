import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { PageSpin } from '../../components/PageSpin.tsx';
import { AttachmentList } from '../../engine/detail/AttachmentList.tsx';
import { RichTextView } from '../../engine/detail/RichTextView.tsx';
import { KNOW_KEY, knowApi } from './knowledge-api.ts';
import styles from './knowledge.module.css';

/** 知识库详情 (?id=): the article as readers see it; opening it counts as a view. */
export function KnowledgeInfoPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || 0;
  const { data, isPending, isError } = useQuery({
    queryKey: [...KNOW_KEY, 'info', id],
    queryFn: ({ signal }) => knowApi.info(id, false, { signal }),
    enabled: id > 0,
    staleTime: Infinity,
  });
  if (id <= 0 || isError) return <Empty description="文章不存在或已被删除" />;
  if (isPending) return <PageSpin />;
  const a = data.data;
  return (
    <Card>
      <Typography.Title level={3}>
        {a.is_top && <Tag color="red">置顶</Tag>}
        {a.title}
      </Typography.Title>
      <Descriptions
        className={styles.meta}
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'category', label: '分类', children: a.category_name },
          { key: 'author', label: '作者', children: a.create_user_name },
          { key: 'views', label: '浏览', children: a.view_count },
          { key: 'created', label: '创建时间', children: a.create_time },
          { key: 'updated', label: '更新时间', children: a.update_time },
          { key: 'editor', label: '最后修改', children: a.update_user_name },
        ]}
      />
      {a.summary && <Typography.Paragraph type="secondary">{a.summary}</Typography.Paragraph>}
      <RichTextView html={a.content} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        附件
      </Typography.Title>
      <AttachmentList files={a.attachments_files} />
    </Card>
  );
}
