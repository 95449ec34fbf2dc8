import { MSG } from '@suwork/domain';
import { Empty } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import styles from './detail.module.css';

type Props = {
  title?: string;
  children?: ReactNode;
  /** px; default 340 */
  width?: number;
};

/** The right-hand panel of a detail page: 跟进动态 by default, 暂无动态 until something fills it. */
export function SidePanel({ title = '跟进动态', children, width }: Props) {
  return (
    <aside
      className={styles.side}
      aria-label={title}
      style={width ? ({ '--side-width': `${width}px` } as CSSProperties) : undefined}
    >
      <div className={styles.sideTitle}>{title}</div>
      <div className={styles.sideBody}>
        {children ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.emptyFeed} />}
      </div>
    </aside>
  );
}
