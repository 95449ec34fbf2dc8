import { MSG } from '@suwork/domain';
import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../engine/route-paths.ts';
import type { KnowArticle } from './knowledge-api.ts';
import styles from './knowledge.module.css';

type Props = {
  rows: readonly KnowArticle[];
  loading?: boolean;
  /** extra columns before 操作 (删除时间, 剩余天数 in the 回收站) */
  extra?: TableColumnsType<KnowArticle>;
  actions?: (row: KnowArticle) => ReactNode;
  /** titles link to 知识库详情 (not in the 回收站) */
  linkTitles?: boolean;
  empty?: string;
};

/** Articles: title (置顶 tag, summary below), category, author, 浏览, update time, and the row's actions (the page shows the pager). */
export function ArticleTable({ rows, loading, extra = [], actions, linkTitles = true, empty = MSG.empty }: Props) {
  const columns: TableColumnsType<KnowArticle> = [
    {
      title: '标题',
      key: 'title',
      render: (_, a) => (
        <div>
          {a.is_top && <Tag color="red">置顶</Tag>}
          {linkTitles ? <Link to={routePath('knowledgeInfo', { id: a.id })}>{a.title}</Link> : a.title}
          {a.summary && <div className={styles.summary}>{a.summary}</div>}
        </div>
      ),
    },
    { title: '分类', dataIndex: 'category_name', width: 160, ellipsis: true },
    { title: '作者', dataIndex: 'create_user_name', width: 100 },
    { title: '浏览', dataIndex: 'view_count', width: 80 },
    { title: '更新时间', dataIndex: 'update_time', width: 170 },
    ...extra,
    ...(actions
      ? [{ title: '操作', key: 'actions', width: 150, render: (_: unknown, a: KnowArticle) => actions(a) }]
      : []),
  ];
  return (
    <Table<KnowArticle>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
    />
  );
}
