import {
  INVOICE_RECEIVE_STATUS,
  INVOICE_RECORD_STATUS,
  RECORD_VALID,
  type InvoiceRecordView,
} from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { formatAmount } from '../../../lib/format.ts';
import { INVOICE_NODES, invoiceApi, refreshInvoices } from './invoice-api.ts';

type Props = {
  invoiceId: number;
  /** whether issued invoices may still be voided (not once handed over) */
  voidable?: boolean;
};

/** The invoices issued on an application: number, amount, date, 收款状态, files, who issued them; finance may 作废 one. */
export function InvoiceRecords({ invoiceId, voidable = true }: Props) {
  const can = usePermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const records = useQuery({
    queryKey: ['invoice', 'records', invoiceId],
    queryFn: ({ signal }) => invoiceApi.records(invoiceId, signal).then((r) => r.data),
  });
  const cancel = async (r: InvoiceRecordView) => {
    try {
      const res = await invoiceApi.voidRecord(r.id);
      message.success(res.msg || '操作成功');
      await refreshInvoices(queryClient);
    } catch {
      // shown by the HTTP client
    }
  };
  const columns: TableColumnsType<InvoiceRecordView> = [
    { key: 'number', title: '发票号码', dataIndex: 'invoice_number' },
    { key: 'amount', title: '开票金额（元）', align: 'right', render: (_, r) => formatAmount(r.invoice_amount) },
    { key: 'date', title: '开票日期', dataIndex: 'invoice_date' },
    {
      key: 'contracts',
      title: '计入合同',
      render: (_, r) => r.contracts.map((c) => `${c.title} ${formatAmount(c.amount)}`).join('；'),
    },
    {
      key: 'receive',
      title: '收款状态',
      render: (_, r) =>
        r.status === RECORD_VALID ? (
          INVOICE_RECEIVE_STATUS[r.receive_status as keyof typeof INVOICE_RECEIVE_STATUS]
        ) : (
          <Tag>{INVOICE_RECORD_STATUS[2]}</Tag>
        ),
    },
    {
      key: 'files',
      title: '发票文件',
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.attachments.map((f) => (
            <a key={f.id} href={f.url} target="_blank" rel="noreferrer">
              {f.name}
            </a>
          ))}
        </Space>
      ),
    },
    { key: 'remark', title: '备注', dataIndex: 'remark' },
    { key: 'user', title: '开票人', render: (_, r) => r.user_name ?? '' },
    { key: 'time', title: '登记时间', dataIndex: 'create_time' },
  ];
  if (voidable && can(INVOICE_NODES.open))
    columns.push({
      key: 'actions',
      title: '操作',
      render: (_, r) =>
        r.status === RECORD_VALID && (
          <Popconfirm
            title={`确定作废发票「${r.invoice_number}」吗？作废后不再计入已开票金额。`}
            okText="确定"
            cancelText="取消"
            onConfirm={() => cancel(r)}
          >
            <Button type="link" danger size="small">
              作废
            </Button>
          </Popconfirm>
        ),
    });
  return (
    <Table<InvoiceRecordView>
      size="small"
      rowKey="id"
      loading={records.isLoading}
      columns={columns}
      dataSource={records.data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '暂无数据' }}
    />
  );
}
