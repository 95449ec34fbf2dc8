import { Tag, Tooltip } from 'antd';
import type { EntityRow } from '../../engine/entity-api.ts';
import { daysUntil } from './contract-end.ts';

/** 合同结束日期 in the roster: 已到期 past it, 即将到期 within 30 days, for members who have not left. */
export function ContractEndCell({ row, today }: { row: EntityRow; today?: string }) {
  const end = typeof row.contract_end_date === 'string' ? row.contract_end_date : '';
  if (!end) return null;
  const left = row.status === 3 ? undefined : daysUntil(end, today);
  if (left === undefined || left > 30) return <span>{end}</span>;
  return (
    <Tooltip title={left < 0 ? '合同已到期' : `合同 ${left} 天后到期`}>
      <span>
        {end} <Tag color={left < 0 ? 'red' : 'orange'}>{left < 0 ? '已到期' : '即将到期'}</Tag>
      </span>
    </Tooltip>
  );
}
