import { TASK_MSG } from '@suwork/domain';
import { Empty, Select, Tag } from 'antd';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { PRIORITY_COLOR, STATUS_OPTIONS } from './task-choices.ts';
import type { TaskRow } from './task-api.ts';
import styles from './tasks.module.css';
import { routePath } from '../../../engine/route-paths.ts';

type Props = {
  tasks: readonly TaskRow[];
  /** a card moved to another column (dragged, or its status select changed) */
  onMove: (task: TaskRow, status: number) => void;
  /** whether the member may change a task's status */
  canMove: (task: TaskRow) => boolean;
};

const DRAG_TYPE = 'application/x-task-id';

/** 看板: one column per status; cards move by drag and drop or by the status select on the card. */
export function TaskBoard({ tasks, onMove, canMove }: Props) {
  const [over, setOver] = useState<number | null>(null);
  const drop = (status: number) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    const task = tasks.find((t) => t.id === id);
    if (task && task.status !== status && canMove(task)) onMove(task, status);
  };
  return (
    <div className={styles.board}>
      {STATUS_OPTIONS.map((col) => {
        const cards = tasks.filter((t) => t.status === col.value);
        return (
          <section
            key={col.value}
            aria-label={col.label}
            className={`${styles.column} ${over === col.value ? styles.columnOver : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(col.value);
            }}
            onDragLeave={() => setOver(null)}
            onDrop={drop(col.value)}
          >
            <h3 className={styles.columnTitle}>
              {col.label} <span className={styles.count}>{cards.length}</span>
            </h3>
            {cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />}
            {cards.map((t) => (
              <article
                key={t.id}
                aria-label={t.title}
                className={`${styles.card} ${t.overdue ? styles.overdue : ''}`}
                draggable={canMove(t)}
                onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, String(t.id))}
              >
                <Link to={routePath('taskInfo', { id: t.id })} className={styles.cardTitle}>
                  {t.title}
                </Link>
                <div className={styles.cardMeta}>
                  <Tag color={PRIORITY_COLOR[t.priority]}>{t.priority_name}</Tag>
                  {t.overdue && <Tag color="red">{TASK_MSG.overdue}</Tag>}
                  <span>{t.assignee_name}</span>
                  {t.due_time && <span>截止 {t.due_time.slice(0, 16)}</span>}
                  {t.subtask_total > 0 && (
                    <span>
                      子任务 {t.subtask_done}/{t.subtask_total}
                    </span>
                  )}
                </div>
                <Select
                  size="small"
                  aria-label={`${t.title}的状态`}
                  className={styles.cardStatus}
                  value={t.status}
                  options={STATUS_OPTIONS}
                  disabled={!canMove(t)}
                  onChange={(status: number) => onMove(t, status)}
                />
              </article>
            ))}
          </section>
        );
      })}
    </div>
  );
}
