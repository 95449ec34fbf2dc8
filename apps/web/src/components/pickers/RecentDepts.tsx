import { Button, Flex, Typography } from 'antd';
import type { RecentDept } from './recent-depts.ts';

type Props = { depts: readonly RecentDept[]; onPick: (dept: RecentDept) => void };

/** The 最近使用 row of the department pickers: the departments picked lately, most recent first. */
export function RecentDepts({ depts, onPick }: Props) {
  if (depts.length === 0) return null;
  return (
    <div
      role="group"
      aria-label="最近使用"
      style={{ padding: '4px 8px 8px', borderBottom: '1px solid rgba(5,5,5,0.06)', marginBottom: 4 }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        最近使用
      </Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 4 }}>
        {depts.map((d) => (
          <Button
            key={d.value}
            size="small"
            // keeps the select's focus (and its popup open) until the pick is made
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(d)}
          >
            {d.label}
          </Button>
        ))}
      </Flex>
    </div>
  );
}
