import type { RepaymentView } from '@suwork/domain/contracts';
import { PAY_METHOD } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { formatAmount } from '../../../lib/format.ts';
import { financeApi, repaymentsKey } from './finance-api.ts';

const COLUMNS: TableColumnsType<RepaymentView> = [
  { key: 'repay_date', dataIndex: 'repay_date', title: '还款日期', width: 120 },
  { key: 'amount', title: '还款金额（元）', align: 'right', width: 140, render: (_, r) => formatAmount(r.amount) },
  {
    key: 'how',
    title: '还款方式',
    width: 180,
    render: (_, r) =>
      r.expense_id ? `报销冲抵（${r.expense_code ?? ''}）` : (PAY_METHOD[r.method as keyof typeof PAY_METHOD] ?? '--'),
  },
  { key: 'user_name', title: '登记人', width: 100, render: (_, r) => r.user_name ?? '系统' },
  { key: 'remark', dataIndex: 'remark', title: '备注', render: (v: string) => v || '--' },
];

/** 还款记录 of a borrowing: cash repayments and offsets by approved claims, newest first. */
export function RepaymentsTab({ borrowId }: { borrowId: number }) {
  const { data, isFetching } = useQuery({
    queryKey: repaymentsKey(borrowId),
    queryFn: ({ signal }) => financeApi.repayments(borrowId, { signal }),
  });
  return (
    <Table<RepaymentView>
      rowKey="id"
      size="small"
      columns={COLUMNS}
      dataSource={data?.data ?? []}
      loading={isFetching}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无还款记录' }}
    />
  );
}
