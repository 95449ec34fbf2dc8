import { PlusOutlined } from '@ant-design/icons';
import { Decimal, sumMoney } from '@suwork/domain';
import type { PayableView } from '@suwork/domain/contracts';
import { PAY_METHOD, PAYABLE, PAYABLE_TYPE, paymentEntity } from '@suwork/domain/entities';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  DatePicker,
  Flex,
  Form,
  Input,
  Segmented,
  Select,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { entityApi } from '../../../engine/entity-api.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { DATE_FORMAT, formatAmount } from '../../../lib/format.ts';
import { moneyInputProblem } from '../../../lib/money-input.ts';
import { financeApi, refreshMoneyOut } from './finance-api.ts';
import { companyNow } from '../../../lib/dates.ts';
import { selectAllTitle } from '../../../components/VisibleOnly.tsx';

/** A document ticked for payment, with what this payment pays on it. */
type Chosen = Pick<
  PayableView,
  'doc_type' | 'doc_id' | 'code' | 'title' | 'user_name' | 'left_amount' | 'bank_name' | 'bank_account'
> & { amount: string };
type Values = {
  payee: string;
  bank_name?: string;
  bank_account?: string;
  pay_method: number;
  pay_date: Dayjs;
  remark?: string;
};

const METHODS = Object.entries(PAY_METHOD).map(([value, label]) => ({ value: Number(value), label }));
const TYPES = Object.entries(PAYABLE_TYPE).map(([value, label]) => ({ value: Number(value), label }));
const keyOf = (d: Pick<PayableView, 'doc_type' | 'doc_id'>) => `${d.doc_type}:${d.doc_id}`;
const PAGE_SIZE = 5;

/** 新建付款: tick approved claims and borrowings still to be paid (several in one payment), say how much each, then who is paid and how. */
export function NewPaymentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        新建付款
      </Button>
      {open && <NewPaymentDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function NewPaymentDialog({ onClose }: { onClose: () => void }) {
  const [docType, setDocType] = useState<number>(PAYABLE.expense);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Map<string, Chosen>>(new Map());
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: ['entity', paymentEntity.key, 'payables', docType, keyword, page],
    queryFn: ({ signal }) =>
      financeApi.payables({ doc_type: docType, keyword: keyword || undefined, page, limit: PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });

  // the form is filled here, not in a state updater: React may run that while rendering, and the form's items then warn
  const tick = (rows: readonly Omit<Chosen, 'amount'>[], on: boolean) => {
    const next = new Map(chosen);
    for (const r of rows) {
      if (on && !next.has(keyOf(r)))
        next.set(keyOf(r), {
          doc_type: r.doc_type,
          doc_id: r.doc_id,
          code: r.code,
          title: r.title,
          user_name: r.user_name,
          left_amount: r.left_amount,
          bank_name: r.bank_name,
          bank_account: r.bank_account,
          amount: r.left_amount,
        });
      if (!on) next.delete(keyOf(r));
    }
    setChosen(next);
    // who is paid: the first document's claimant and account, unless typed already
    const first = [...next.values()][0];
    if (first && !form.getFieldValue('payee'))
      form.setFieldsValue({
        payee: first.user_name ?? '',
        bank_name: first.bank_name,
        bank_account: first.bank_account,
      });
  };
  const setAmount = (key: string, amount: string) =>
    setChosen((was) => new Map([...was].map(([k, c]) => [k, k === key ? { ...c, amount } : c])));
  const problems = [...chosen.values()]
    .map((c) => moneyInputProblem(c.amount, { label: `${c.code} 本次付款`, max: c.left_amount, maxLabel: '可付金额' }))
    .filter(Boolean);
  const total = sumMoney(
    [...chosen.values()].map((c) =>
      moneyInputProblem(c.amount, { label: '', max: c.left_amount, maxLabel: '' }) ? '0' : c.amount,
    ),
  );

  const [busy, submit, submissionKey] = useBusyAction(async () => {
    const v = await form.validateFields();
    if (chosen.size === 0) {
      message.warning('请选择要付款的单据');
      return;
    }
    if (problems.length > 0) {
      message.error(problems[0]!);
      return;
    }
    const res = await entityApi(paymentEntity).add(
      {
        items: [...chosen.values()].map((c) => ({
          doc_type: c.doc_type,
          doc_id: c.doc_id,
          amount: new Decimal(c.amount).toFixed(2),
        })),
        payee: v.payee.trim(),
        bank_name: v.bank_name?.trim() ?? '',
        bank_account: v.bank_account?.trim() ?? '',
        pay_method: v.pay_method,
        pay_date: v.pay_date.format(DATE_FORMAT),
        remark: v.remark?.trim() ?? '',
      },
      submissionKey(),
    );
    message.success('付款单已保存，请提交审批');
    onClose();
    await refreshMoneyOut(queryClient);
    navigate(routePath('summayInfo', { id: res.data.id }));
  });

  const listColumns: TableColumnsType<PayableView> = [
    { key: 'code', dataIndex: 'code', title: '单据编号', width: 170 },
    { key: 'title', dataIndex: 'title', title: '事由', ellipsis: true },
    {
      key: 'user_name',
      title: docType === PAYABLE.expense ? '报销人' : '申请人',
      width: 90,
      render: (_, r) => r.user_name ?? '--',
    },
    {
      key: 'payable',
      title: '应付（元）',
      width: 120,
      align: 'right',
      render: (_, r) => formatAmount(r.payable_amount),
    },
    { key: 'left', title: '可付（元）', width: 120, align: 'right', render: (_, r) => formatAmount(r.left_amount) },
  ];
  const chosenColumns: TableColumnsType<Chosen> = [
    { key: 'type', title: '类型', width: 64, render: (_, c) => PAYABLE_TYPE[c.doc_type as keyof typeof PAYABLE_TYPE] },
    { key: 'code', dataIndex: 'code', title: '单据编号', width: 170 },
    { key: 'left', title: '可付（元）', width: 120, align: 'right', render: (_, c) => formatAmount(c.left_amount) },
    {
      key: 'amount',
      title: '本次付款（元）',
      width: 160,
      render: (_, c) => (
        <Input
          aria-label={`${c.code} 本次付款`}
          inputMode="decimal"
          maxLength={16}
          value={c.amount}
          status={moneyInputProblem(c.amount, { label: '', max: c.left_amount, maxLabel: '' }) ? 'error' : undefined}
          onChange={(e) => setAmount(keyOf(c), e.target.value)}
        />
      ),
    },
    {
      key: 'remove',
      title: '操作',
      width: 64,
      render: (_, c) => (
        <Button type="link" danger onClick={() => tick([c], false)}>
          移除
        </Button>
      ),
    },
  ];

  return (
    <FormModal
      form={form}
      changed={chosen.size > 0}
      onClose={onClose}
      title="新建付款"
      width={860}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Segmented
          options={TYPES}
          value={docType}
          onChange={(v) => {
            setDocType(Number(v));
            setPage(1);
          }}
        />
        <Input.Search
          aria-label="单据编号或事由"
          placeholder="请输入单据编号或事由"
          allowClear
          style={{ width: 240 }}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </Flex>
      <Table<PayableView>
        rowKey={keyOf}
        size="small"
        columns={listColumns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无待付款的单据' }}
        rowSelection={{
          selectedRowKeys: [...chosen.keys()],
          columnTitle: selectAllTitle,
          onSelect: (row, on) => tick([row], on),
          onSelectAll: (on, _all, changed) => tick(changed, on),
          getCheckboxProps: (row) => ({
            disabled: !new Decimal(row.left_amount).gt(0),
            'aria-label': `选择 ${row.code}`,
          }),
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        本次付款的单据
      </Typography.Title>
      <Table<Chosen>
        rowKey={keyOf}
        size="small"
        columns={chosenColumns}
        dataSource={[...chosen.values()]}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '请在上方勾选要付款的单据' }}
      />
      <Typography.Paragraph style={{ marginTop: 8, textAlign: 'right' }}>
        付款合计 <Typography.Text strong>{formatAmount(total)}</Typography.Text> 元
      </Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ pay_method: 1, pay_date: companyNow() }}>
        <Flex gap={12} wrap>
          <Form.Item
            name="payee"
            label="收款方"
            rules={[{ required: true, whitespace: true, message: '请输入收款方' }]}
            style={{ flex: '1 1 200px' }}
          >
            <Input maxLength={100} placeholder="请输入收款方" />
          </Form.Item>
          <Form.Item name="bank_name" label="开户银行" style={{ flex: '1 1 200px' }}>
            <Input maxLength={100} placeholder="请输入开户银行" />
          </Form.Item>
          <Form.Item name="bank_account" label="收款账号" style={{ flex: '1 1 200px' }}>
            <Input maxLength={50} placeholder="请输入收款账号" />
          </Form.Item>
        </Flex>
        <Flex gap={12} wrap>
          <Form.Item
            name="pay_method"
            label="付款方式"
            rules={[{ required: true, message: '请选择付款方式' }]}
            style={{ flex: '1 1 200px' }}
          >
            <Select options={METHODS} />
          </Form.Item>
          <Form.Item
            name="pay_date"
            label="付款日期"
            rules={[{ required: true, message: '请选择付款日期' }]}
            style={{ flex: '1 1 200px' }}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
        <Form.Item name="remark" label="备注">
          <Input.TextArea rows={2} maxLength={1000} placeholder="请输入备注" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
