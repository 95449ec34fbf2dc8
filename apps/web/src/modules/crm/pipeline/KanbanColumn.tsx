import { Empty } from 'antd';
import { useState, type DragEvent } from 'react';
import { KanbanCard, DRAG_TYPE } from './KanbanCard.tsx';
import type { KanbanCard as Card, KanbanColumn as Column, Stage } from './pipeline-api.ts';
import { countText, moneyText, percentText } from './pipeline-format.ts';
import styles from './pipeline.module.css';

type Props = {
  column: Column;
  stages: readonly Stage[];
  canMove: boolean;
  /** a card of any column dropped here, by its chance_id */
  onDrop: (chanceId: number, stageId: number) => void;
  onMove: (card: Card, stageId: number) => void;
};

/** A stage's column: name, win rate, how many open opportunities and their amount, then the newest cards. */
export function KanbanColumn({ column, stages, canMove, onDrop, onMove }: Props) {
  const { stage, cards } = column;
  const [over, setOver] = useState(false);
  const targets = stages.filter((s) => s.id !== stage.id);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    if (id) onDrop(id, stage.id);
  };
  const dropTarget = canMove
    ? {
        onDragOver: (e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: drop,
      }
    : {};
  return (
    <section aria-label={stage.name} className={`${styles.column} ${over ? styles.columnOver : ''}`} {...dropTarget}>
      <header className={styles.columnHead}>
        <h3 className={styles.columnTitle}>
          {stage.name}
          <span className={styles.percent}>{percentText(stage.percent)}%</span>
        </h3>
        <div className={styles.columnStats}>
          {countText(column.count, column.capped)} 个 · {moneyText(column.amount)} 元
        </div>
      </header>
      {cards.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无商机" />
      ) : (
        cards.map((card) => (
          <KanbanCard key={card.chance_id} card={card} targets={targets} canMove={canMove} onMove={onMove} />
        ))
      )}
      {column.count > cards.length && <p className={styles.more}>仅显示最近更新的 {cards.length} 个</p>}
    </section>
  );
}
