import { MSG } from '@suwork/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { Suspense, useState } from 'react';
import type { ContactSource } from './contact-source.ts';
import { FOLLOW_PAGE_SIZE, followApi, type FollowFilters, type FollowRecord } from './follow-api.ts';
import { groupFeed } from './feed-groups.ts';
import { FollowFilterBar } from './FollowFilterBar.tsx';
import { FollowItem } from './FollowItem.tsx';
import styles from './follow.module.css';
import { InfiniteSentinel } from './InfiniteSentinel.tsx';
import { feedKey, LazyWriteFollowDialog, useFeedRefresh, WriteFollowButton } from './WriteFollowButton.tsx';

export { feedKey } from './WriteFollowButton.tsx';

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

/**
 * 跟进动态: the follow-ups of a record grouped by day, newest first, 5 at a time as the list scrolls
 * (没有更多了 at the end, 暂无动态 when there are none), filtered by type and date; 写跟进 opens the dialog.
 * Read-only, it shows the history alone (a pooled record's).
 */
export function FollowFeed({ entityKey, recordId, contactName, contactSource, canWrite, readOnly = false }: Props) {
  const [filters, setFilters] = useState<FollowFilters>({});
  const [editing, setEditing] = useState<FollowRecord | null>(null);
  const { data, isLoading, isFetchingNextPage, hasNextPage, fetchNextPage, isError } = useInfiniteQuery({
    queryKey: [...feedKey(entityKey, recordId), filters],
    queryFn: ({ pageParam, signal }) => followApi.list(entityKey, recordId, pageParam, filters, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * FOLLOW_PAGE_SIZE < (last.count ?? 0) ? pages.length + 1 : undefined,
  });
  const groups = groupFeed((data?.pages ?? []).map((p) => p.data));
  const refresh = useFeedRefresh(entityKey, recordId);

  return (
    <div className={styles.feed}>
      <div className={styles.feedTop}>
        {canWrite && !readOnly && (
          <WriteFollowButton
            entityKey={entityKey}
            recordId={recordId}
            contactName={contactName}
            contactSource={contactSource}
            block
          />
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
                  <FollowItem
                    key={r.id}
                    record={r}
                    feedKey={feedKey(entityKey, recordId)}
                    readOnly={readOnly}
                    onEdit={() => setEditing(r)}
                    onChanged={refresh}
                  />
                ))}
              </section>
            ))}
            {hasNextPage ? (
              <InfiniteSentinel loading={isFetchingNextPage} onVisible={() => void fetchNextPage()} />
            ) : (
              <div className={styles.noMore}>{MSG.noMore}</div>
            )}
          </>
        )}
      </div>
      {editing && !readOnly && (
        <Suspense fallback={null}>
          <LazyWriteFollowDialog
            entityKey={entityKey}
            recordId={recordId}
            contactName={contactName}
            contactSource={contactSource}
            editing={editing}
            onClose={() => setEditing(null)}
            onSaved={() => void refresh()}
          />
        </Suspense>
      )}
    </div>
  );
}
