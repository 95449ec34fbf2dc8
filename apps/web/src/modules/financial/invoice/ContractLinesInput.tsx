import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Decimal } from '@suwork/domain';
import { INVOICE_CONTRACTS_MAX, type InvoicableContract } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Form, InputNumber, Select, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { FormRow } from '../../../engine/form/form-values.ts';
import { formatAmount } from '../../../lib/format.ts';
import { invoiceApi } from './invoice-api.ts';

type Props = {
  /** the application being edited (its own share is left out of what its contracts may still invoice) */
  invoiceId?: number;
  value?: FormRow[];
  onChange?: (rows: FormRow[]) => void;
};

const amountOf = (v: unknown) => (v === undefined || v === null || v === '' ? new Decimal(0) : new Decimal(String(v)));

/** The first line asking more than its contract may still invoice, as the message the form shows. */
export function overAsked(rows: readonly FormRow[], contracts: readonly InvoicableContract[]): string | undefined {
  for (const [i, r] of rows.entries()) {
    const c = contracts.find((x) => x.contract_id === r.contract_id);
    if (c && amountOf(r.amount).gt(c.invoicable_amount))
      return `开票合同第${i + 1}行：「${c.title}」最多还可申请 ${formatAmount(c.invoicable_amount)} 元`;
  }
  return undefined;
}

/**
 * 开票合同 in the application form: the chosen customer's approved contracts, each once, with the amount applied for on
 * it — never above what the contract may still invoice (shown beside it); the total below.
 */
export function ContractLinesInput({ invoiceId, value = [], onChange }: Props) {
  const form = Form.useFormInstance();
  const enterpriseId = Form.useWatch<number | undefined>('enterprise_id', form);
  const contracts = useQuery({
    queryKey: ['invoice', 'invoicable', enterpriseId, invoiceId],
    queryFn: ({ signal }) => invoiceApi.invoicable(enterpriseId!, invoiceId, signal).then((r) => r.data),
    enabled: Boolean(enterpriseId),
  });
  // another customer: the lines of the one before no longer fit
  const customer = useRef(enterpriseId);
  useEffect(() => {
    if (customer.current !== undefined && customer.current !== enterpriseId && value.length > 0) onChange?.([]);
    customer.current = enterpriseId;
  }, [enterpriseId, value.length, onChange]);

  // 新建 from a contract's 开票申请 tab (?contract_ids=…): its line comes filled with all it may still invoice
  const [search] = useSearchParams();
  const given = invoiceId === undefined ? Number(search.get('contract_ids')) : 0;
  const filled = useRef(false);
  useEffect(() => {
    const c = contracts.data?.find((x) => x.contract_id === given);
    if (filled.current || !c || value.length > 0) return;
    filled.current = true;
    onChange?.([
      { contract_id: c.contract_id, title: c.title, company_name: c.company_name, amount: Number(c.invoicable_amount) },
    ]);
  }, [contracts.data, given, value.length, onChange]);

  const list = contracts.data ?? [];
  const set = (next: FormRow[]) => onChange?.(next);
  const patch = (i: number, change: FormRow) => set(value.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const chosen = new Set(value.map((r) => r.contract_id));
  const total = value.reduce((s, r) => s.plus(amountOf(r.amount)), new Decimal(0));
  const problem = overAsked(value, list);

  if (!enterpriseId) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择客户" />;
  if (contracts.isLoading) return <Spin aria-label="正在加载合同" />;

  const columns: TableColumnsType<{ i: number }> = [
    { key: 'no', title: '序号', width: 56, align: 'center', render: (_, r) => r.i + 1 },
    {
      key: 'contract',
      title: '合同',
      width: 280,
      render: (_, { i }) => (
        <Select<number>
          aria-label={`开票合同第${i + 1}行合同`}
          placeholder="请选择合同"
          style={{ width: '100%' }}
          value={(value[i]?.contract_id as number | undefined) ?? undefined}
          options={list.map((c) => ({
            value: c.contract_id,
            label: `${c.title}${c.contract_no ? `（${c.contract_no}）` : ''}`,
            disabled: chosen.has(c.contract_id) && value[i]?.contract_id !== c.contract_id,
          }))}
          onChange={(id) => {
            const c = list.find((x) => x.contract_id === id);
            patch(i, { contract_id: id, title: c?.title ?? '', company_name: c?.company_name ?? '' });
          }}
        />
      ),
    },
    {
      key: 'amount',
      title: '合同金额（元）',
      width: 130,
      align: 'right',
      render: (_, { i }) => formatAmount(list.find((c) => c.contract_id === value[i]?.contract_id)?.amount ?? null),
    },
    {
      key: 'invoiced',
      title: '已开票（元）',
      width: 120,
      align: 'right',
      render: (_, { i }) =>
        formatAmount(list.find((c) => c.contract_id === value[i]?.contract_id)?.invoice_amount ?? null),
    },
    {
      key: 'left',
      title: '可开票（元）',
      width: 120,
      align: 'right',
      render: (_, { i }) =>
        formatAmount(list.find((c) => c.contract_id === value[i]?.contract_id)?.invoicable_amount ?? null),
    },
    {
      key: 'ask',
      title: '申请开票金额（元）',
      width: 170,
      render: (_, { i }) => {
        const c = list.find((x) => x.contract_id === value[i]?.contract_id);
        return (
          <InputNumber<number>
            aria-label={`开票合同第${i + 1}行申请开票金额`}
            precision={2}
            min={0.01}
            max={c ? Number(c.invoicable_amount) : undefined}
            style={{ width: '100%' }}
            placeholder="请输入金额"
            value={(value[i]?.amount as number | undefined) ?? undefined}
            onChange={(v) => patch(i, { amount: v ?? undefined })}
          />
        );
      },
    },
    {
      key: 'actions',
      title: '操作',
      width: 64,
      align: 'center',
      render: (_, { i }) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除开票合同第${i + 1}行`}
          onClick={() => set(value.filter((_r, j) => j !== i))}
        />
      ),
    },
  ];

  return (
    <div>
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="i"
        columns={columns}
        dataSource={value.map((_r, i) => ({ i }))}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.length === 0 ? '该客户暂无已审批通过的合同' : '暂无开票合同，请点击「添加合同」' }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 8 }}>
        <Button
          icon={<PlusOutlined />}
          disabled={list.length === 0 || value.length >= Math.min(list.length, INVOICE_CONTRACTS_MAX)}
          onClick={() => {
            // the next contract not chosen yet, with all it may still invoice
            const next = list.find((c) => !chosen.has(c.contract_id));
            set([
              ...value,
              next
                ? {
                    contract_id: next.contract_id,
                    title: next.title,
                    company_name: next.company_name,
                    amount: Number(next.invoicable_amount) || undefined,
                  }
                : {},
            ]);
          }}
        >
          添加合同
        </Button>
        <span>
          申请开票合计 <Typography.Text strong>{formatAmount(total.toFixed(2))}</Typography.Text> 元
        </span>
      </div>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </div>
  );
}
