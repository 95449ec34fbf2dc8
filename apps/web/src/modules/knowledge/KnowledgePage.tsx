import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { ListPager } from '../../components/ListPager.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { usePagedList } from '../../components/use-paged-list.ts';
import { ArticleDrawer } from './ArticleDrawer.tsx';
import { ArticleTable } from './ArticleTable.tsx';
import { CategoryTree } from './CategoryTree.tsx';
import { KNOW_KEY, KNOW_NODE, knowApi } from './knowledge-api.ts';
import styles from './knowledge.module.css';

type Editing = { id?: number } | undefined;

/** 知识库: categories on the left, the articles of the chosen one (and those below it) on the right; category, keyword, page and size live in the URL. */
export function KnowledgePage() {
  const can = usePermission();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const { filters, go, list, rows, pager } = usePagedList({
    queryKey: [...KNOW_KEY, 'list'],
    filters: ['keyword', 'category_id'],
    load: (q, signal) => knowApi.list(q, { signal }),
  });
  const keyword = filters.keyword ?? '';
  const categoryId = Number(filters.category_id) || 0;

  const tree = useQuery({ queryKey: [...KNOW_KEY, 'tree'], queryFn: ({ signal }) => knowApi.tree({ signal }) });

  const [, del] = useBusyAction(async (id: number) => {
    message.success((await knowApi.del([id])).msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
  });
  const remove = async (id: number, title: string) => {
    if (await askConfirm(modal, `确定删除文章「${title}」吗？删除后可在知识库回收站中恢复。`, { danger: true }))
      await del(id);
  };

  if (!tree.data) return <PageSpin />;
  const canEdit = can(KNOW_NODE.edit);
  const canDel = can(KNOW_NODE.del);
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <CategoryTree
          tree={tree.data.data}
          selected={categoryId}
          editable={canEdit}
          onSelect={(id) => go({ category_id: id || undefined })}
        />
      </aside>
      <section className={styles.main}>
        <Space wrap style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between' }}>
          <Input.Search
            key={keyword}
            allowClear
            defaultValue={keyword}
            placeholder="搜索标题或摘要"
            aria-label="搜索文章"
            style={{ width: 280, maxWidth: '100%' }}
            onSearch={(v) => go({ keyword: v.trim() })}
          />
          {can(KNOW_NODE.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建文章
            </Button>
          )}
        </Space>
        <ArticleTable
          rows={rows}
          loading={list.isFetching}
          actions={
            canEdit || canDel
              ? (a) => (
                  <Space size={0}>
                    {canEdit && (
                      <Button type="link" size="small" onClick={() => setEditing({ id: a.id })}>
                        编辑
                      </Button>
                    )}
                    {canDel && (
                      <Button type="link" size="small" danger onClick={() => void remove(a.id, a.title)}>
                        删除
                      </Button>
                    )}
                  </Space>
                )
              : undefined
          }
        />
        <ListPager {...pager} unit="篇" className={styles.pager} />
      </section>
      {editing && (
        <ArticleDrawer
          id={editing.id}
          tree={tree.data.data}
          categoryId={categoryId}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
