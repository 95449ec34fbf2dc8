import { THREAT_LEVEL } from '@suwork/domain/entities';
import { Tag } from 'antd';

const COLOR: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };

/** A rival's 威胁程度 (低 / 中 / 高) as a coloured tag. */
export function ThreatTag({ level }: { level: number }) {
  return <Tag color={COLOR[level]}>{THREAT_LEVEL[level as keyof typeof THREAT_LEVEL] ?? '--'}</Tag>;
}
