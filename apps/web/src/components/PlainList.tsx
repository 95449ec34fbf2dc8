import { Spin } from 'antd';
import { Children, Fragment, type Key, type ReactNode } from 'react';
import styles from './PlainList.module.css';

type PlainListProps<T> = {
  items: readonly T[];
  rowKey: (item: T) => Key;
  /** one `PlainListItem` per entry */
  renderItem: (item: T) => ReactNode;
  /** `small`: tighter rows with side padding (antd's List size="small") */
  size?: 'default' | 'small';
  /** a line between rows and under the header (default) */
  split?: boolean;
  loading?: boolean;
  header?: ReactNode;
  /** shown when there are no items and nothing is loading */
  empty?: ReactNode;
};

/**
 * A list as antd's List draws it (antd 6 deprecates List; its successor Listy is a virtual scroller for long lists):
 * the same `ul`/`li` markup, row padding, separators, actions and meta block, and the rows under a Spin while
 * loading.
 */
export function PlainList<T>({
  items,
  rowKey,
  renderItem,
  size = 'default',
  split = true,
  loading = false,
  header,
  empty,
}: PlainListProps<T>) {
  const classes = [styles.list, split && styles.split, size === 'small' && styles.small].filter(Boolean).join(' ');
  const content =
    items.length > 0 ? (
      <ul className={styles.items}>
        {items.map((item) => (
          <Fragment key={rowKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
    ) : loading ? (
      <div className={styles.loadingSpace} />
    ) : (
      <div className={styles.empty}>{empty}</div>
    );
  return (
    <div className={classes}>
      {header !== undefined && <div className={styles.header}>{header}</div>}
      <Spin spinning={loading}>{content}</Spin>
    </div>
  );
}

/**
 * One row: its content, then its actions at the end separated by thin lines. Content made of text mixed with other
 * nodes flows as one line of text (antd's "no-flex" row), with the actions floated to the end.
 */
export function PlainListItem({
  children,
  actions = [],
  className,
}: {
  children: ReactNode;
  actions?: ReactNode[];
  className?: string;
}) {
  const parts = Children.toArray(children);
  const textFlow = parts.length > 1 && parts.some((p) => typeof p === 'string');
  return (
    <li className={[styles.item, textFlow && styles.textFlow, className].filter(Boolean).join(' ')}>
      {children}
      {actions.length > 0 && (
        <ul className={styles.actions}>
          {actions.map((action, i) => (
            <li key={i}>
              {action}
              {i < actions.length - 1 && <em className={styles.actionSplit} />}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** An avatar beside a title (a level-4 heading, as antd's List.Item.Meta) over a description. */
export function PlainListMeta({
  avatar,
  title,
  description,
}: {
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className={styles.meta}>
      {avatar !== undefined && <div className={styles.avatar}>{avatar}</div>}
      <div className={styles.metaContent}>
        {title !== undefined && <h4 className={styles.title}>{title}</h4>}
        {description !== undefined && <div className={styles.description}>{description}</div>}
      </div>
    </div>
  );
}
