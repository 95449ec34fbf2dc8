import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Spin, Tag, Timeline } from 'antd';
import { Link } from 'react-router';
import { hrefOf } from '../../../engine/route-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import { storyApi, storyKeys, type StoryItem, type StorySummary } from './story-api.ts';
import styles from './story.module.css';

/** The four figures of the summary, in order. */
export const STORY_FIGURES: readonly { key: keyof StorySummary; label: string }[] = [
  { key: 'contracted', label: '合同金额' },
  { key: 'collected', label: '已回款' },
  { key: 'outstanding', label: '未回款' },
  { key: 'overdue', label: '逾期未回款' },
];

/** Each kind of record its colour, along the chain clue → opportunity → quote → contract → money → complaint. */
const KIND_COLOR: Readonly<Record<string, string>> = {
  clue: 'default',
  opportunity: 'blue',
  offer: 'geekblue',
  contract: 'purple',
  recovery: 'orange',
  receivable: 'green',
  contractRefund: 'red',
  complaint: 'volcano',
};
const DOT_COLOR: Readonly<Record<string, string>> = {
  clue: 'gray',
  receivable: 'green',
  contractRefund: 'red',
  complaint: 'red',
};

const isPositive = (amount: string) => /[1-9]/.test(amount) && !amount.trim().startsWith('-');

function Summary({ summary }: { summary: StorySummary }) {
  return (
    <section className={styles.summary} aria-label="合同与回款汇总">
      {STORY_FIGURES.map((f) => (
        <div key={f.key} className={styles.figure} role="group" aria-label={f.label}>
          <div className={styles.figureLabel}>{f.label}</div>
          <div
            className={`${styles.figureValue} ${f.key === 'overdue' && isPositive(summary.overdue) ? styles.overdue : ''}`}
          >
            {formatAmount(summary[f.key])}
            <span className={styles.unit}>元</span>
          </div>
        </div>
      ))}
    </section>
  );
}

/** One record: its kind, its title opening its page, its amount, status and time. */
function ItemContent({ item }: { item: StoryItem }) {
  const title = item.title || `${item.type_name} #${item.id}`;
  return (
    <div>
      <div className={styles.item}>
        <Tag color={KIND_COLOR[item.type] ?? 'default'}>{item.type_name}</Tag>
        {item.path ? (
          <Link to={hrefOf({ path: item.path, query: item.query })} className={styles.title}>
            {title}
          </Link>
        ) : (
          <span className={styles.title}>{title}</span>
        )}
      </div>
      <div className={styles.meta}>
        {item.amount !== null && (
          <span>
            金额 <span className={styles.amount}>{formatAmount(item.amount)}</span> 元
          </span>
        )}
        {item.status_name && <span>状态 {item.status_name}</span>}
        {item.time && <time dateTime={item.time.replace(' ', 'T')}>{item.time}</time>}
      </div>
    </div>
  );
}

/**
 * 客户全景: what the customer's contracts add up to (合同金额, 已回款, 未回款, 逾期未回款), then its records across the
 * modules (线索, 商机, 报价, 合同, 回款计划, 回款记录, 合同退款, 客诉) newest first, each opening its own page.
 */
export function CustomerStoryTab({ customerId }: { customerId: number }) {
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: storyKeys.story(customerId),
    queryFn: async ({ signal }) => (await storyApi.story(customerId, { signal })).data,
  });
  if (isPending)
    return (
      <div className={styles.tab} role="status" aria-label="客户全景加载中">
        <Spin />
      </div>
    );
  if (isError)
    return (
      <Result
        status="error"
        title="客户全景加载失败"
        subTitle={error.message}
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            重新加载
          </Button>
        }
      />
    );
  return (
    <div className={styles.tab}>
      <Summary summary={data.summary} />
      <section aria-label="往来记录">
        <h4 className={styles.heading}>往来记录</h4>
        {data.items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
        ) : (
          <Timeline
            items={data.items.map((item) => ({
              key: `${item.type}-${item.id}`,
              color: DOT_COLOR[item.type] ?? 'blue',
              content: <ItemContent item={item} />,
            }))}
          />
        )}
      </section>
    </div>
  );
}
