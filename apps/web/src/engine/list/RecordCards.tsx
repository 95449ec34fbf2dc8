import { MoreOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { Button, Dropdown, Empty, Spin, Tag, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import type { EntityRow } from '../entity-api.ts';
import { displayText } from '../field-model.ts';
import type { CardFields } from './card-fields.ts';
import styles from './list.module.css';
import { statusTone } from './status-tone.ts';

type Column = TableColumnType<EntityRow>;

type Props = {
  /** the list's table columns: a card shows its fields as the table would (a module's own cells too) */
  columns: readonly Column[];
  rows: readonly EntityRow[];
  /** the key of the column that names a record (EntityDef.titleField) */
  titleKey: string;
  /** what a card shows besides the name (cardFields) */
  card: CardFields;
  loading: boolean;
};

const cellOf = (column: Column, row: EntityRow, index: number): ReactNode => {
  const value = typeof column.key === 'string' ? row[column.key] : undefined;
  return column.render ? (column.render(value, row, index) as ReactNode) : (value as ReactNode);
};

/**
 * A list on a phone: one card a record, its name (a link to its page) with its state as a coloured tag, the fields its
 * entity puts on cards (amounts, the contact and a phone number to call), its row actions (查看, 编辑, 删除 …) in a menu.
 */
export function RecordCards({ columns, rows, titleKey, card, loading }: Props) {
  const title = columns.find((c) => c.key === titleKey);
  const actions = columns.find((c) => c.key === 'actions');
  const facts = card.facts.flatMap((f) => columns.find((c) => c.key === f.key) ?? []);
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <ul className={styles.cards} aria-label="记录">
          {rows.map((row, i) => {
            const state = card.tag ? displayText(card.tag, row) : '';
            return (
              <li key={row.id} className={styles.card}>
                <div className={styles.cardHead}>
                  <div className={styles.cardTitle}>{title ? cellOf(title, row, i) : `#${row.id}`}</div>
                  {state && (
                    <Tag className={styles.cardTag} color={statusTone(state)} title={card.tag?.label}>
                      {state}
                    </Tag>
                  )}
                  {actions && (
                    <Dropdown
                      trigger={['click']}
                      popupRender={() => <div className={styles.cardMenu}>{cellOf(actions, row, i)}</div>}
                    >
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
            );
          })}
        </ul>
      )}
    </Spin>
  );
}
