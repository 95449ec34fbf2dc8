import { Card } from 'antd';
import type { ComponentType } from 'react';
import styles from './system.module.css';

/**
 * 其他设置: company-wide setting cards shown under the option lists (a card per setting, e.g. the company
 * invitation code). Add a card by listing its component here; with none the area is not shown.
 */
export const OTHER_SETTING_CARDS: readonly ComponentType[] = [];

export function OtherSettings({ cards = OTHER_SETTING_CARDS }: { cards?: readonly ComponentType[] }) {
  if (cards.length === 0) return null;
  return (
    <Card title="其他设置" size="small" className={styles.other}>
      {cards.map((C, i) => (
        <C key={i} />
      ))}
    </Card>
  );
}
