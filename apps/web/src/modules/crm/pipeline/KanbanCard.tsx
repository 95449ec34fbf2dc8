import { SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';
import type { KanbanCard as Card, Stage } from './pipeline-api.ts';
import { moneyText } from './pipeline-format.ts';
import styles from './pipeline.module.css';

/** What a dragged card carries: its chance_id. */
export const DRAG_TYPE = 'application/x-chance-id';

type Props = {
  card: Card;
  /** the other stages of the group, where 移动到 offers to move the card */
  targets: readonly Stage[];
  /** whether the member may move opportunities (drag and 移动到) */
  canMove: boolean;
  onMove: (card: Card, stageId: number) => void;
  /** a won or lost card: the day it ended instead of the expected one; it does not move */
  ended?: '赢单' | '输单';
};

/** A card of the board: the opportunity's name (to its detail page), customer, amount, expected (or closing) date and owner. */
export function KanbanCard({ card, targets, canMove: mayMove, onMove, ended }: Props) {
  const canMove = mayMove && !ended;
  return (
    <article
      aria-label={card.chance_name}
      className={styles.card}
      draggable={canMove}
      onDragStart={canMove ? (e) => e.dataTransfer.setData(DRAG_TYPE, String(card.chance_id)) : undefined}
    >
      <Link to={routePath('opportunityDetails', { id: card.chance_id })} className={styles.cardTitle}>
        {card.chance_name}
      </Link>
      <div className={styles.cardCustomer}>{card.company_name}</div>
      <dl className={styles.cardFacts}>
        <dt>金额</dt>
        <dd>{moneyText(card.amount)}</dd>
        <dt>{ended ? `${ended}日期` : '预计成交'}</dt>
        <dd>{(ended ? card.close_time?.slice(0, 10) : card.expect_date) || '—'}</dd>
        <dt>负责人</dt>
        <dd>{card.owner_user_name || '—'}</dd>
      </dl>
      {canMove && targets.length > 0 && (
        // the keyboard and touch alternative to dragging
        <Dropdown
          trigger={['click']}
          menu={{
            items: targets.map((s) => ({ key: String(s.id), label: s.name })),
            onClick: ({ key }) => onMove(card, Number(key)),
          }}
        >
          <Button
            size="small"
            type="text"
            icon={<SwapOutlined />}
            aria-label={`${card.chance_name} 移动到`}
            className={styles.moveButton}
          >
            移动到
          </Button>
        </Dropdown>
      )}
    </article>
  );
}
