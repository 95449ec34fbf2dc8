import type { operationLogView } from '@suwork/domain/contracts';
import type { z } from 'zod';
import { MSG } from '@suwork/domain';
import type { Envelope } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Spin, Timeline } from 'antd';
import { useState } from 'react';
import { ListPager } from './ListPager.tsx';
import styles from './OperationLog.module.css';

/** A line of an operation log as the timeline shows it (the action it names is not shown). */
export type LogItem = Pick<z.infer<typeof operationLogView>, 'id' | 'create_time' | 'user_name' | 'content'>;

type Props = {
  /** identifies the log in the query cache, e.g. ['entity', 'customer', 'log', 3] */
  queryKey: readonly unknown[];
  load: (page: number, limit: number, signal: AbortSignal) => Promise<Envelope<LogItem[]>>;
};

/** Log timeline page size (spec §9: 10, options 10, 20, 50, 100). */
export const LOG_PAGE_SIZE = 10;

/** The operation-log timeline of a record: when, who, what; paged. */
export function OperationLog({ queryKey, load }: Props) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(LOG_PAGE_SIZE);
  const { data, isFetching } = useQuery({
    queryKey: [...queryKey, page, limit],
    queryFn: ({ signal }) => load(page, limit, signal),
    placeholderData: keepPreviousData,
  });
  const items = data?.data ?? [];
  if (!data && isFetching) return <Spin className={styles.spin} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />;
  return (
    <Spin spinning={isFetching}>
      <Timeline
        className={styles.timeline}
        items={items.map((e) => ({
          key: e.id,
          content: (
            <div>
              <div className={styles.meta}>
                <span className={styles.time}>{e.create_time}</span>
                <span className={styles.user}>{e.user_name}</span>
              </div>
              <div className={styles.content}>{e.content}</div>
            </div>
          ),
        }))}
      />
      <ListPager
        className={styles.pager}
        page={page}
        limit={limit}
        total={data?.count ?? 0}
        onChange={(p, l) => {
          setPage(p);
          setLimit(l);
        }}
      />
    </Spin>
  );
}
