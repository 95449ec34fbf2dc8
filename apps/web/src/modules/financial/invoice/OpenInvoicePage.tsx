import { Decimal, MSG } from '@suwork/domain';
import {
  INVOICE_KIND,
  INVOICE_KIND_ELECTRONIC,
  INVOICE_KIND_RECEIPT,
  INVOICE_STATUS,
  INVOICE_TRANSFER,
  invoiceEntity,
} from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Input, InputNumber, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { FileIdsUploader } from '../../../components/upload/FileIdsUploader.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { entityApi, type EntityRow } from '../../../engine/entity-api.ts';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { DATE_FORMAT, formatAmount } from '../../../lib/format.ts';
import { ContractLinesView } from './ContractLinesView.tsx';
import { invoiceApi, refreshInvoices } from './invoice-api.ts';
import { issuable } from './invoice-status.ts';
import { InvoiceRecords } from './InvoiceRecords.tsx';
import { companyNow } from '../../../lib/dates.ts';

type Values = {
  invoice_number: string;
  invoice_amount: number;
  invoice_date: Dayjs;
  attachments: number[];
  remark?: string;
};

const label = <T extends Record<number, string>>(options: T, v: unknown) => options[Number(v) as keyof T] ?? '';

/** The number an invoice of this type carries: 8 (税控) or 20 (数电) digits; a receipt's is free. */
export function numberProblem(type: number, number: string): string | undefined {
  const n = number.trim();
  if (!n) return '请输入发票号码';
  if (!/^[A-Za-z0-9-]{1,20}$/.test(n)) return '发票号码只能包含字母、数字和横线，最多20位';
  if (type !== INVOICE_KIND_RECEIPT && !/^(\d{8}|\d{20})$/.test(n)) return '发票号码应为8位或20位数字';
  return undefined;
}

/**
 * 开具发票 (query `id`): finance records an invoice issued on an approved application — its number, amount (at most
 * what is left to issue), date and the scan or e-invoice file — and sees the invoices issued so far.
 */
export function OpenInvoicePage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const info = useQuery({
    queryKey: ['entity', invoiceEntity.key, 'openInvoice', id],
    queryFn: ({ signal }) => entityApi(invoiceEntity).info(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!(Number.isInteger(id) && id > 0) || info.error)
    return <RecordMissing error={info.error} listRoute="financialInvoice" />;
  if (info.isLoading || !info.data) return <PageSpin />;
  return <OpenInvoiceBody key={id} row={info.data.data} />;
}

function OpenInvoiceBody({ row }: { row: EntityRow }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const type = Number(row.invoice_type);
  const left = String(row.invoicable_amount ?? '0');
  const open = issuable(row) && new Decimal(left).gt(0);
  const [busy, submit, key] = useBusyAction(async (values: Values) => {
    const res = await invoiceApi.open(
      {
        invoice_id: row.id,
        invoice_number: values.invoice_number.trim(),
        invoice_amount: new Decimal(values.invoice_amount).toFixed(2),
        invoice_date: values.invoice_date.format(DATE_FORMAT),
        remark: values.remark?.trim() || undefined,
        attachments: values.attachments ?? [],
      },
      key(),
    );
    message.success(res.msg || MSG.ok);
    // the next invoice is another number with its own file
    form.resetFields(['invoice_number', 'remark', 'attachments']);
    await refreshInvoices(queryClient);
  });

  return (
    <div style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title={`开票申请 ${String(row.invoice_code ?? '')}`} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'company', label: '名称（发票抬头）', children: String(row.company ?? '') || '--' },
            { key: 'tax', label: '纳税人识别号', children: String(row.tax_number ?? '') || '--' },
            { key: 'type', label: '发票类型', children: label(INVOICE_KIND, type) },
            { key: 'address', label: '地址、电话', children: String(row.address_phone ?? '') || '--' },
            { key: 'bank', label: '开户行及账号', children: String(row.bank_account ?? '') || '--' },
            { key: 'status', label: '开票状态', children: label(INVOICE_STATUS, row.status) },
            { key: 'amount', label: '申请开票金额（元）', children: formatAmount(String(row.amount ?? '0')) },
            { key: 'invoiced', label: '已开票金额（元）', children: formatAmount(String(row.invoice_amount ?? '0')) },
            { key: 'left', label: '可开票金额（元）', children: formatAmount(left) },
          ]}
        />
        <ContractLinesView row={row} />
      </Card>
      <Card title="开具发票" size="small">
        {open ? (
          <Form<Values>
            form={form}
            layout="vertical"
            aria-label="开具发票"
            initialValues={{ invoice_amount: Number(left), invoice_date: companyNow(), attachments: [] }}
            onFinish={(v) => void submit(v)}
            onFinishFailed={() => message.warning(MSG.fillRequired)}
            style={{ maxWidth: 560 }}
          >
            <Form.Item
              name="invoice_number"
              label="发票号码"
              required
              rules={[
                {
                  validator: (_, v?: string) =>
                    numberProblem(type, v ?? '')
                      ? Promise.reject(new Error(numberProblem(type, v ?? '')))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input maxLength={20} placeholder={type === INVOICE_KIND_RECEIPT ? '请输入收据编号' : '8位或20位数字'} />
            </Form.Item>
            <Form.Item
              name="invoice_amount"
              label="开票金额（元）"
              extra={`本申请最多还可开 ${formatAmount(left)} 元`}
              rules={[
                { required: true, message: '请输入开票金额' },
                {
                  validator: (_, v?: number) =>
                    v !== undefined && v !== null && new Decimal(v).gt(left)
                      ? Promise.reject(new Error(`开票金额不能超过该申请待开票金额 ${formatAmount(left)} 元`))
                      : Promise.resolve(),
                },
              ]}
            >
              <InputNumber<number> min={0.01} precision={2} style={{ width: '100%' }} placeholder="请输入开票金额" />
            </Form.Item>
            <Form.Item name="invoice_date" label="开票日期" rules={[{ required: true, message: '请选择开票日期' }]}>
              <DatePicker
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                disabledDate={(d) => d.isAfter(companyNow(), 'day')}
              />
            </Form.Item>
            <Form.Item
              name="attachments"
              label={INVOICE_KIND_ELECTRONIC.includes(type) ? '电子发票文件（PDF 或 OFD）' : '发票扫描件或电子发票文件'}
              extra="支持 jpg、png、pdf、ofd 格式"
              rules={[{ required: true, type: 'array', min: 1, message: '请上传发票扫描件或电子发票文件' }]}
            >
              <FileIdsUploader buttonText="上传发票文件" />
            </Form.Item>
            <Form.Item name="remark" label="备注">
              <Input.TextArea rows={2} maxLength={500} showCount placeholder="请输入备注" />
            </Form.Item>
            <Space>
              <Button onClick={() => void navigate(routePath('financialInvoice'))}>返回财务开票</Button>
              <Button type="primary" htmlType="submit" loading={busy}>
                登记发票
              </Button>
            </Space>
          </Form>
        ) : (
          <Alert
            type="info"
            showIcon
            title={
              Number(row.transfer_type) > 2
                ? `该申请${label(INVOICE_TRANSFER, row.transfer_type)}，不能再开票`
                : `该申请${label(INVOICE_STATUS, row.status)}，当前不能开票`
            }
          />
        )}
      </Card>
      <Card title="开票记录" size="small">
        <InvoiceRecords invoiceId={row.id} voidable={Number(row.status) !== 5} />
      </Card>
    </div>
  );
}
