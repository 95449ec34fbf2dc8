import { EditOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ContactSource } from './contact-source.ts';
import { FOLLOW_PAGE_SIZE, followApi, type FollowFilters, type FollowRecord } from './follow-api.ts';
import { groupFeed } from './feed-groups.ts';
import { FollowFilterBar } from './FollowFilterBar.tsx';
import { FollowItem } from './FollowItem.tsx';
import styles from './follow.module.css';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';

// The dialog carries the rich-text editor (TipTap): loaded when first opened.
const WriteFollowDialog = lazy(() => import('./WriteFollowDialog.tsx').then((m) => ({ default: m.WriteFollowDialog })));

type Props = {
  entityKey: string;
  recordId: number;
  /** the record's contact person, the default contact of a new follow-up */
  contactName?: string;
  contactSource?: ContactSource;
  /** 写跟进 shown */
  canWrite: boolean;
  /** history only (a record in the public pool): no 写跟进, 编辑 / 作废 or 回复 */
  readOnly?: boolean;
};

/** Query-cache key of a record's feed (all filters). */
export const feedKey = (entityKey: string, recordId: number) => ['follow', entityKey, recordId];

/**
 * 跟进动态: the follow-ups of a record grouped by day, newest first, 5 at a time as the list scrolls
 * (没有更多了 at the end, 暂无动态 when there are none), filtered by type and date; 写跟进 opens the dialog.
 * Read-only, it shows the history alone (a pooled record's).
 */
export function FollowFeed({ entityKey, recordId, contactName, contactSource, canWrite, readOnly = false }: Props) {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<FollowFilters>({});
  const [dialog, setDialog] = useState<{ editing?: FollowRecord } | null>(null);
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, isError } = useInfiniteQuery({
    queryKey: [...feedKey(entityKey, recordId), filters],
    queryFn: ({ pageParam, signal }) => followApi.list(entityKey, recordId, pageParam, filters, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * FOLLOW_PAGE_SIZE < (last.count ?? 0) ? pages.length + 1 : undefined),
  });
  const groups = groupFeed((data?.pages ?? []).map((p) => p.data));
  // the record changes too (last and next follow time, a clue's status)
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: feedKey(entityKey, recordId) }), queryClient.invalidateQueries({ queryKey: ['entity', entityKey] })]);

  return (
    <div className={styles.feed}>
      <div className={styles.feedTop}>
        {canWrite && !readOnly && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setDialog({})} block>
            写跟进
          </Button>
        )}
        <FollowFilterBar value={filters} onChange={setFilters} />
      </div>
      <div className={styles.feedList}>
        {isLoading ? (
          <div className={styles.feedLoading}>
            <Spin description="加载中…" />
          </div>
        ) : groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={isError ? MSG.operationError : MSG.emptyFeed} />
        ) : (
          <>
            {groups.map((g) => (
              <section key={g.day} className={styles.day} aria-label={g.day}>
                <h3 className={styles.dayTitle}>{g.day}</h3>
                {g.records.map((r) => (
                  <FollowItem key={r.id} record={r} feedKey={feedKey(entityKey, recordId)} readOnly={readOnly} onEdit={() => setDialog({ editing: r })} onChanged={refresh} />
                ))}
              </section>
            ))}
            {hasNextPage ? <InfiniteSentinel loading={isFetchingNextPage} onVisible={() => void fetchNextPage()} /> : <div className={styles.noMore}>{MSG.noMore}</div>}
          </>
        )}
      </div>
      {dialog && !readOnly && (
        <Suspense fallback={null}>
          <WriteFollowDialog
            entityKey={entityKey}
            recordId={recordId}
            contactName={contactName}
            contactSource={contactSource}
            editing={dialog.editing}
            onClose={() => setDialog(null)}
            onSaved={() => void refresh()}
          />
        </Suspense>
      )}
    </div>
  );
}
