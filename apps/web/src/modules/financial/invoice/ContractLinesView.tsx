import { Table, type TableColumnsType } from 'antd';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { contractLinesOf, type ContractLine } from './contract-lines.ts';
import { formatAmount } from '../../../lib/format.ts';

/** 开票合同 on the detail page: each contract with its customer, the amount applied for and what was issued on it. */
export function ContractLinesView({ row }: { row: EntityRow }) {
  const lines = contractLinesOf(row);
  const columns: TableColumnsType<ContractLine> = [
    { key: 'title', title: '合同名称', render: (_, l) => l.title ?? '' },
    { key: 'company', title: '客户名称', render: (_, l) => l.company_name ?? '' },
    { key: 'amount', title: '申请开票金额（元）', align: 'right', render: (_, l) => formatAmount(l.amount) },
    { key: 'invoiced', title: '已开票（元）', align: 'right', render: (_, l) => formatAmount(l.invoice_amount ?? '0') },
  ];
  return (
    <Table<ContractLine>
      size="small"
      bordered
      rowKey="contract_id"
      columns={columns}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}
