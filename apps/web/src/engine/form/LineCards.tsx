import type { TableColumnType } from 'antd';
import type { Key, ReactNode } from 'react';
import styles from './product-lines.module.css';

type Props<T> = {
  /** the table's columns: each line shows them as the table would (the editors of a form too) */
  columns: readonly TableColumnType<T>[];
  lines: readonly T[];
  rowKey: (line: T) => Key;
  /** the column naming the line (产品/服务), at the top of its card beside its number */
  main: string;
  /** columns given the card's whole width (备注) */
  wide?: readonly string[];
  /** what shows without lines */
  empty?: ReactNode;
  /** names the list (its accessible name) */
  label: string;
};

/** Columns a card lays out itself: the number is the card's own, the actions sit in its top corner. */
const OWN = new Set(['no', 'index', 'actions']);

const cellOf = <T,>(column: TableColumnType<T>, line: T, index: number): ReactNode => {
  const value = typeof column.dataIndex === 'string' ? (line as Record<string, unknown>)[column.dataIndex] : undefined;
  return column.render ? (column.render(value, line, index) as ReactNode) : (value as ReactNode);
};

/**
 * Lines of a table (产品明细) on a phone: one card a line, numbered, its item at the top, its other columns as label
 * and value below, its actions in the corner; nothing scrolls sideways.
 */
export function LineCards<T>({ columns, lines, rowKey, main, wide = [], empty, label }: Props<T>) {
  if (lines.length === 0) return <div className={styles.cardsEmpty}>{empty}</div>;
  const head = columns.find((c) => c.key === main);
  const actions = columns.find((c) => c.key === 'actions');
  const rest = columns.filter((c) => c !== head && !OWN.has(String(c.key)));
  return (
    <ol className={styles.cards} aria-label={label}>
      {lines.map((line, i) => (
        <li key={rowKey(line)} className={styles.card} aria-label={`第${i + 1}行`}>
          <div className={styles.cardHead}>
            <span className={styles.cardNo}>{i + 1}</span>
            <div className={styles.cardMain}>{head && cellOf(head, line, i)}</div>
            {actions && cellOf(actions, line, i)}
          </div>
          <dl className={styles.cardFields}>
            {rest.map((c) => (
              <div key={String(c.key)} className={wide.includes(String(c.key)) ? styles.cardWide : styles.cardField}>
                <dt>{c.title as ReactNode}</dt>
                <dd>{cellOf(c, line, i)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}
