import { PlusOutlined } from '@ant-design/icons';
import { KNOW_PAGE_SIZES, MSG } from '@suwork/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../app/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { ArticleDrawer } from './ArticleDrawer.tsx';
import { ArticleTable } from './ArticleTable.tsx';
import { CategoryTree } from './CategoryTree.tsx';
import { KNOW_KEY, KNOW_NODE, knowApi, pagingOf } from './knowledge-api.ts';
import styles from './knowledge.module.css';

type Editing = { id?: number } | undefined;

/** 知识库: categories on the left, the articles of the chosen one (and those below it) on the right; category, keyword, page and size live in the URL. */
export function KnowledgePage() {
  const can = usePermission();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [editing, setEditing] = useState<Editing>();
  const { page, limit } = pagingOf(search, KNOW_PAGE_SIZES);
  const keyword = search.get('keyword') ?? '';
  const categoryId = Number(search.get('category_id')) || 0;
  const go = (next: Record<string, string | number>) => {
    const s = new URLSearchParams(search);
    for (const [k, v] of Object.entries(next)) {
      if (v === '' || v === 0) s.delete(k);
      else s.set(k, String(v));
    }
    setSearch(s);
  };

  const tree = useQuery({ queryKey: [...KNOW_KEY, 'tree'], queryFn: ({ signal }) => knowApi.tree({ signal }) });
  const params = { page, limit, ...(keyword ? { keyword } : {}), ...(categoryId ? { category_id: categoryId } : {}) };
  const list = useQuery({ queryKey: [...KNOW_KEY, 'list', params], queryFn: ({ signal }) => knowApi.list(params, { signal }), placeholderData: keepPreviousData });

  const remove = async (id: number, title: string) => {
    if (!(await askConfirm(modal, `确定删除文章「${title}」吗？删除后可在知识库回收站中恢复。`, { danger: true }))) return;
    try {
      message.success((await knowApi.del([id])).msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: KNOW_KEY });
    } catch {
      // shown by the HTTP client
    }
  };

  if (!tree.data) return <PageSpin />;
  const canEdit = can(KNOW_NODE.edit);
  const canDel = can(KNOW_NODE.del);
  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <CategoryTree tree={tree.data.data} selected={categoryId} editable={canEdit} onSelect={(id) => go({ category_id: id, page: 1 })} />
      </aside>
      <section className={styles.main}>
        <Space style={{ marginBottom: 12, display: 'flex', justifyContent: 'space-between' }}>
          <Input.Search
            key={keyword}
            allowClear
            defaultValue={keyword}
            placeholder="搜索标题或摘要"
            aria-label="搜索文章"
            style={{ width: 280 }}
            onSearch={(v) => go({ keyword: v.trim(), page: 1 })}
          />
          {can(KNOW_NODE.add) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建文章
            </Button>
          )}
        </Space>
        <ArticleTable
          rows={list.data?.data ?? []}
          loading={list.isFetching}
          pagination={{
            current: page,
            pageSize: limit,
            total: list.data?.count ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: true,
            pageSizeOptions: KNOW_PAGE_SIZES.map(String),
            showTotal: (n) => `共 ${n} 篇`,
            onChange: (p, size) => go({ page: size === limit ? p : 1, limit: size }),
          }}
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
      </section>
      {editing && <ArticleDrawer id={editing.id} tree={tree.data.data} categoryId={categoryId} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
