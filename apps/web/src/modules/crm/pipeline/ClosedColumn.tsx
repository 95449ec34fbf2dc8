import { Empty } from 'antd';
import { KanbanCard } from './KanbanCard.tsx';
import type { KanbanClosed } from './pipeline-api.ts';
import { moneyText } from './pipeline-format.ts';
import styles from './pipeline.module.css';

type Props = { title: '赢单' | '输单'; column: KanbanClosed };

/** 赢单 or 输单 of the board: the opportunities of the group that ended so in the period, with their count and amount. */
export function ClosedColumn({ title, column }: Props) {
  return (
    <section
      aria-label={title}
      className={`${styles.column} ${title === '赢单' ? styles.wonColumn : styles.lostColumn}`}
    >
      <header className={styles.columnHead}>
        <h3 className={styles.columnTitle}>
          {title}
          <span className={styles.percent}>期间内</span>
        </h3>
        <div className={styles.columnStats}>
          {column.count.toLocaleString('en-US')} 个 · {moneyText(column.amount)} 元
        </div>
      </header>
      {column.cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`期间内暂无${title}`} />
      ) : (
        column.cards.map((card) => (
          <KanbanCard
            key={card.chance_id}
            card={card}
            targets={[]}
            canMove={false}
            onMove={() => undefined}
            ended={title}
          />
        ))
      )}
      {column.count > column.cards.length && <p className={styles.more}>仅显示最近的 {column.cards.length} 个</p>}
    </section>
  );
}
