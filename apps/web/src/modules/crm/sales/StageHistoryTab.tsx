import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Tag, Timeline } from 'antd';
import { salesApi, salesKeys } from './sales-api.ts';
import styles from './sales.module.css';
import { formatStageDuration } from './stage-duration.ts';

/** 阶段历程: each move between stages (oldest first), who made it and when, how long the opportunity stayed; the last is the current stage. */
export function StageHistoryTab({ chanceId }: { chanceId: number }) {
  const { data, isLoading } = useQuery({
    queryKey: salesKeys.stageHistory(chanceId),
    queryFn: ({ signal }) => salesApi.stageHistory(chanceId, { signal }),
  });
  if (isLoading) return <Spin />;
  const moves = data?.data ?? [];
  if (moves.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />;
  return (
    <Timeline
      className={styles.tab}
      items={moves.map((m, i) => {
        const current = i === moves.length - 1;
        return {
          key: i,
          color: current ? 'blue' : 'gray',
          content: (
            <div>
              <div className={styles.move}>
                <span>{m.from_name ? `${m.from_name} → ${m.to_name}` : m.to_name}</span>
                {current && <Tag color="blue">当前阶段</Tag>}
              </div>
              <div className={styles.meta}>
                {m.user_name} · {m.create_time}
              </div>
              <div className={styles.meta}>
                {current ? '已停留' : '停留'} {formatStageDuration(m.seconds_in_stage)}
              </div>
            </div>
          ),
        };
      })}
    />
  );
}
