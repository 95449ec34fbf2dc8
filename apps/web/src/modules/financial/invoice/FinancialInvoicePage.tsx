import {
  INVOICE_ALL,
  INVOICE_KIND,
  INVOICE_RECEIVE_STATUS,
  INVOICE_STATUS,
  TRANSFER_PENDING,
  type FinanceInvoiceRow,
} from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, Popconfirm, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ListPager } from '../../../components/ListPager.tsx';
import { usePagedList } from '../../../components/use-paged-list.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import { invoiceApi, refreshInvoices } from './invoice-api.ts';

/** The queue's tabs: the statuses each lists. */
const TABS = [
  { key: '2,3', label: '待开票' },
  { key: '4', label: '已全部开票' },
  { key: '5', label: '已完成' },
] as const;

const label = <T extends Record<number, string>>(options: T, v: number) => options[v as keyof T] ?? '';

/**
 * 财务开票: the approved applications finance works through — 待开票 and 部分开票 first, 开具发票 on each; 已全部开票
 * ones to hand over (移交); 已完成 ones for reference.
 */
export function FinancialInvoicePage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const paged = usePagedList<FinanceInvoiceRow, 'status' | 'keyword'>({
    queryKey: ['invoice', 'financeList'],
    filters: ['status', 'keyword'],
    load: (q, signal) => invoiceApi.financeList({ ...q, status: q.status ?? TABS[0].key }, signal),
  });
  const tab = paged.filters.status ?? TABS[0].key;
  const transfer = async (row: FinanceInvoiceRow) => {
    try {
      const res = await invoiceApi.transfer(row.id);
      message.success(res.msg || '操作成功');
      await refreshInvoices(queryClient);
    } catch {
      // shown by the HTTP client
    }
  };

  const columns: TableColumnsType<FinanceInvoiceRow> = [
    {
      key: 'code',
      title: '申请编号',
      fixed: 'left',
      render: (_, r) => <Link to={routePath('invoiceInfo', { id: r.id })}>{r.invoice_code}</Link>,
    },
    { key: 'contracts', title: '开票合同', render: (_, r) => r.contractList.map((c) => c.title).join('、') },
    {
      key: 'customer',
      title: '客户名称',
      render: (_, r) => [...new Set(r.contractList.map((c) => c.company_name))].join('、'),
    },
    { key: 'company', title: '发票抬头', dataIndex: 'company' },
    { key: 'type', title: '发票类型', render: (_, r) => label(INVOICE_KIND, r.invoice_type) },
    { key: 'amount', title: '申请金额（元）', align: 'right', render: (_, r) => formatAmount(r.amount) },
    { key: 'invoiced', title: '已开票（元）', align: 'right', render: (_, r) => formatAmount(r.invoice_amount) },
    { key: 'left', title: '可开票（元）', align: 'right', render: (_, r) => formatAmount(r.invoicable_amount) },
    { key: 'received', title: '已收款（元）', align: 'right', render: (_, r) => formatAmount(r.received_amount) },
    {
      key: 'status',
      title: '开票状态',
      render: (_, r) => (
        <Tag color={r.status === 2 ? 'gold' : r.status === 3 ? 'blue' : 'green'}>{label(INVOICE_STATUS, r.status)}</Tag>
      ),
    },
    { key: 'receive', title: '收款状态', render: (_, r) => label(INVOICE_RECEIVE_STATUS, r.receive_status) },
    { key: 'user', title: '申请人', render: (_, r) => r.userInfo.user_name },
    { key: 'time', title: '申请时间', dataIndex: 'create_time' },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          {(r.status === 2 || r.status === 3) && (
            <Button type="link" size="small" onClick={() => void navigate(routePath('openInvoice', { id: r.id }))}>
              开具发票
            </Button>
          )}
          {r.status === INVOICE_ALL && r.transfer_type === TRANSFER_PENDING && (
            <Popconfirm
              title="确认发票已全部移交？移交后申请完成，发票不能再作废。"
              okText="确定"
              cancelText="取消"
              onConfirm={() => transfer(r)}
            >
              <Button type="link" size="small">
                移交
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Tabs
        activeKey={tab}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        onChange={(key) => paged.go({ status: key === TABS[0].key ? undefined : key, keyword: paged.filters.keyword })}
      />
      <Input.Search
        allowClear
        placeholder="搜索申请编号或发票抬头"
        defaultValue={paged.filters.keyword}
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={(keyword) => paged.go({ status: paged.filters.status, keyword: keyword.trim() || undefined })}
      />
      <Table<FinanceInvoiceRow>
        rowKey="id"
        size="middle"
        loading={paged.list.isLoading}
        columns={columns}
        dataSource={paged.rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
      />
      <ListPager {...paged.pager} />
    </div>
  );
}
