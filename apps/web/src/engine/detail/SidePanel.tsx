import { MSG } from '@suwork/domain';
import { Empty } from 'antd';
import type { ReactNode } from 'react';
import styles from './detail.module.css';

/** The right-hand panel of a detail page: 跟进动态 by default, 暂无动态 until a module fills it. */
export function SidePanel({ title = '跟进动态', children }: { title?: string; children?: ReactNode }) {
  return (
    <aside className={styles.side} aria-label={title}>
      <div className={styles.sideTitle}>{title}</div>
      <div className={styles.sideBody}>{children ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.emptyFeed} />}</div>
    </aside>
  );
}
