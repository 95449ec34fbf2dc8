import { Tabs, type TabsProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './panels.module.css';

/**
 * A page's tabs with an action beside them (发起申请, 未提交名单). The action sits next to the tab list, not inside
 * it: a tab list holds tabs only, as assistive technology expects.
 */
export function TabsBar({ action, ...tabs }: TabsProps & { action: ReactNode }) {
  return (
    <div className={styles.tabsBar}>
      <Tabs {...tabs} />
      <div className={styles.tabsAction}>{action}</div>
    </div>
  );
}
