import { MSG, type TodoSection } from '@suwork/domain';
import { Badge, Card, Empty } from 'antd';
import { Link } from 'react-router';
import { PlainList, PlainListItem } from '../../../components/PlainList.tsx';
import { hrefOf } from '../../../engine/route-paths.ts';
import styles from './home.module.css';

/** One section of the to-do hub, whichever module sent it: count badge, items opening their records, 查看更多. */
export function TodoCard({ section }: { section: TodoSection }) {
  return (
    <Card
      size="small"
      className={styles.card}
      title={
        <span className={styles.cardTitle}>
          {section.title}
          <Badge count={section.total} overflowCount={99} showZero={false} />
        </span>
      }
      extra={section.morePath ? <Link to={section.morePath}>查看更多</Link> : undefined}
    >
      {section.items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <PlainList
          size="small"
          split={false}
          items={section.items}
          rowKey={(item) => String(item.id)}
          renderItem={(item) => (
            <PlainListItem className={styles.item}>
              <Link to={hrefOf(item)} className={styles.itemTitle} title={item.title}>
                {item.title}
              </Link>
              {item.time && <span className={styles.itemTime}>{item.time}</span>}
            </PlainListItem>
          )}
        />
      )}
    </Card>
  );
}
