import type { NodeName } from '@suwork/domain';
import { Card } from 'antd';
import type { ComponentType } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { CompanyInfoCard } from './CompanyInfoCard.tsx';
import { CONTRACT_VIEW_NODE } from './contract-settings-api.ts';
import { ContractSettingsCard } from './ContractSettingsCard.tsx';
import { InviteCodeCard } from './InviteCodeCard.tsx';
import { OPTION_NODE } from './system-api.ts';
import styles from './system-styles.ts';

export type SettingCard = { node: NodeName; Card: ComponentType };

/**
 * 其他设置: company-wide setting cards shown under the option lists (a card per setting, e.g. the company
 * invitation code), each to holders of its node. Add a card by listing it here; with none to show the area is not shown.
 */
export const OTHER_SETTING_CARDS: readonly SettingCard[] = [
  { node: OPTION_NODE.edit, Card: CompanyInfoCard },
  // read-only without OPTION_NODE.edit
  { node: CONTRACT_VIEW_NODE, Card: ContractSettingsCard },
  { node: OPTION_NODE.edit, Card: InviteCodeCard },
];

export function OtherSettings({ cards = OTHER_SETTING_CARDS }: { cards?: readonly SettingCard[] }) {
  const can = usePermission();
  const shown = cards.filter((c) => can(c.node));
  if (shown.length === 0) return null;
  return (
    <Card title="其他设置" size="small" className={styles.other}>
      {shown.map(({ Card: C }, i) => (
        <C key={i} />
      ))}
    </Card>
  );
}
