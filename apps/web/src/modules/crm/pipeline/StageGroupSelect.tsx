import { Select } from 'antd';
import type { StageGroup } from './pipeline-api.ts';

type Props = { groups: readonly StageGroup[]; value?: number; onChange: (id: number) => void };

/** The stage group of the board and the funnel; nothing to choose (hidden) with a single group. */
export function StageGroupSelect({ groups, value, onChange }: Props) {
  if (groups.length <= 1) return null;
  return (
    <Select<number>
      aria-label="阶段组"
      style={{ width: 180, maxWidth: '100%' }}
      value={value}
      options={groups.map((g) => ({ value: g.id, label: g.name }))}
      onChange={onChange}
    />
  );
}
