import { MoreOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { Button, Dropdown, Empty, Spin, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { EntityRow } from '../entity-api.ts';
import styles from './list.module.css';

/** How many of a record's list fields a card shows under its title. */
export const CARD_FACTS = 4;

type Column = TableColumnType<EntityRow>;

type Props = {
  /** the list's table columns: a card shows them as the table would (a module's own cells too) */
  columns: readonly Column[];
  rows: readonly EntityRow[];
  /** the key of the column that names a record (EntityDef.titleField) */
  titleKey: string;
  loading: boolean;
};

const cellOf = (column: Column, row: EntityRow, index: number): ReactNode => {
  const value = typeof column.key === 'string' ? row[column.key] : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
};

/**
 * A list on a phone: one card a record, its title (a link to its page) and its first list fields, its row actions
 * (查看, 编辑, 删除 …) in a menu.
 */
export function RecordCards({ columns, rows, titleKey, loading }: Props) {
  const title = columns.find((c) => c.key === titleKey);
  const actions = columns.find((c) => c.key === 'actions');
  const facts = columns.filter((c) => c !== title && c !== actions).slice(0, CARD_FACTS);
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <ul className={styles.cards} aria-label="记录">
          {rows.map((row, i) => (
            <li key={row.id} className={styles.card}>
              <div className={styles.cardHead}>
                <div className={styles.cardTitle}>{title ? cellOf(title, row, i) : `#${row.id}`}</div>
                {actions && (
                  <Dropdown trigger={['click']} popupRender={() => <div className={styles.cardMenu}>{cellOf(actions, row, i)}</div>}>
                    <Button type="text" icon={<MoreOutlined />} aria-label="操作" />
                  </Dropdown>
                )}
              </div>
              <dl className={styles.cardFacts}>
                {facts.map((c) => (
                  <div key={String(c.key)} className={styles.cardFact}>
                    <dt>{c.title as ReactNode}</dt>
                    <dd>{cellOf(c, row, i) ?? '--'}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
