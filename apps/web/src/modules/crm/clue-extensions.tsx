import { nodeOf } from '@suwork/domain';
import { clueEntity, customerEntity, isReadOnlyRecord, type CLUE_STATUS } from '@suwork/domain/entities';
import { Space, Tag } from 'antd';
import { usePermission } from '../../components/auth/Auth.tsx';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import type { EntityRow } from '../../engine/entity-api.ts';
import { extend, type EntityExtensions } from '../../engine/extensions.ts';
import { routePath } from '../../engine/route-paths.ts';

/** CLUE_STATUS 已转客户: the clue is history (clueEntity.readOnlyWhen), it cannot be converted again. */
export const CLUE_CONVERTED: keyof typeof CLUE_STATUS = 3;

/** The customer a clue became (its customer_id, named customer_name by the server). */
export const customerOfClue = (row: EntityRow): { id: number; name: string } | undefined =>
  typeof row.customer_id === 'number' && row.customer_id > 0
    ? { id: row.customer_id, name: typeof row.customer_name === 'string' ? row.customer_name : '' }
    : undefined;

/** The customer a clue became: a link to its page for those who may open it, else its name. */
export function ClueCustomer({ row, label }: { row: EntityRow; label?: string }) {
  const can = usePermission();
  const customer = customerOfClue(row);
  if (!customer) return null;
  const name = customer.name || `#${customer.id}`;
  return can(nodeOf(customerEntity.node)) ? (
    <EllipsisText text={label ?? name} to={routePath(customerEntity.routes.info, { id: customer.id })} />
  ) : (
    <EllipsisText text={name} />
  );
}

/** The detail header of a converted clue: it says so (nothing there changes it any more) and links to the customer. */
function ConvertedNote({ row }: { row: EntityRow }) {
  return (
    <Space size={4}>
      <Tag color="success">已转化为客户</Tag>
      <ClueCustomer row={row} label="查看客户" />
    </Space>
  );
}

/**
 * 线索 on the engine pages: 转客户 on an open clue; a converted one is read-only (the engine hides 编辑, 删除, 放入公海
 * and the team and follow-up changes by clueEntity.readOnlyWhen) and links to its customer — in the list's 转化客户
 * column, in 基本信息 and in the detail header.
 */
export const CLUE_EXTENSIONS: EntityExtensions = {
  ...extend(clueEntity, {
    recordLinks: [
      {
        key: 'transfer',
        label: '转客户',
        node: 'customer_clues_transfer',
        route: 'transferCustomer',
        show: (row) => !isReadOnlyRecord(clueEntity, row),
      },
    ],
    detailActions: [
      {
        key: 'converted',
        node: nodeOf(clueEntity.node),
        show: (row) => isReadOnlyRecord(clueEntity, row),
        render: (row) => <ConvertedNote row={row} />,
      },
    ],
    cells: { customer_id: (row) => <ClueCustomer row={row} /> },
    fieldViews: { customer_id: (row) => (customerOfClue(row) ? <ClueCustomer row={row} /> : undefined) },
  }),
};
