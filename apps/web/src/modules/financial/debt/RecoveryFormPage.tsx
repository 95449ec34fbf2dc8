import { Decimal, moneyText, MSG } from '@suwork/domain';
import { DOC_APPROVED, RECOVERY_FIELDS, type DebtKind } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGoBack } from '../../../components/use-go-back.ts';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { useSubmissionKey } from '../../../components/use-submission-key.ts';
import { entityApi, type EntityRow } from '../../../engine/entity-api.ts';
import { fieldControl, fieldRules } from '../../../engine/form/field-control.tsx';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount, formatDate } from '../../../lib/format.ts';
import { debtApi, type RecoveryBody, type RecoveryView } from './debt-api.ts';
import { companyNow } from '../../../lib/dates.ts';

type Values = {
  amount: number | null;
  recover_date: Dayjs | null;
  pay_method: number | null;
  remark: string;
  attachments: number[];
};

const idOf = (s: string | null) => (s && /^\d{1,10}$/.test(s) ? Number(s) : 0);

/**
 * 新建坏账收回 (query debt_id) and 编辑坏账收回 (query id), and the same for 呆账: the write-off it is recovered on,
 * what is left to recover, then 收回金额, 收回日期, 收款方式, 备注 and 银行回单. Saved, it opens the write-off again.
 */
export function RecoveryFormPage({ kind, mode }: { kind: DebtKind; mode: 'add' | 'edit' }) {
  const [search] = useSearchParams();
  const api = debtApi(kind);
  const recoveryId = mode === 'edit' ? idOf(search.get('id')) : 0;
  const recovery = useQuery({
    queryKey: ['entity', kind.def.key, 'recovery', recoveryId],
    queryFn: async ({ signal }) => (await api.recovery(recoveryId, signal)).data,
    enabled: recoveryId > 0,
    gcTime: 0,
  });
  const debtId = mode === 'add' ? idOf(search.get('debt_id')) : (recovery.data?.debt_id ?? 0);
  const debt = useQuery({
    queryKey: ['entity', kind.def.key, 'owned', 'info', String(debtId)],
    queryFn: async ({ signal }) => (await entityApi(kind.def).info(debtId, { signal })).data,
    enabled: debtId > 0,
  });
  const missing = (mode === 'add' ? debtId === 0 : recoveryId === 0) || recovery.error || debt.error;
  if (missing) return <RecordMissing error={recovery.error ?? debt.error} listRoute={kind.def.routes.list} />;
  if (!debt.data || (mode === 'edit' && !recovery.data)) return <PageSpin />;
  return <RecoveryForm kind={kind} debt={debt.data} recovery={recovery.data} />;
}

function RecoveryForm({ kind, debt, recovery }: { kind: DebtKind; debt: EntityRow; recovery?: RecoveryView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const submission = useSubmissionKey(debt.id);
  const api = debtApi(kind);
  const info = kind.def.routes.info;
  const back = info ? routePath(info, { id: debt.id }) : routePath(kind.def.routes.list);
  const cancel = useGoBack(back);
  const approved = Number(debt.status) === DOC_APPROVED;
  // what this recovery may take: what is not recovered yet, plus its own amount when editing
  const left = new Decimal(String(debt.amount ?? 0))
    .minus(String(debt.recovered_amount ?? 0))
    .plus(recovery?.amount ?? 0);

  const [saving, save] = useBusyAction(async (v: Values) => {
    const body: RecoveryBody = {
      amount: moneyText(String(v.amount ?? 0)),
      recover_date: formatDate(v.recover_date),
      pay_method: Number(v.pay_method),
      remark: v.remark?.trim() ?? '',
      attachments: v.attachments ?? [],
    };
    const res = recovery
      ? await api.editRecovery(recovery.id, body)
      : await submission.send((key) => api.addRecovery(Number(debt.id), body, key));
    message.success(res.msg || MSG.ok);
    // the write-off, its contract, plans and collections all moved
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
    void navigate(back, { replace: true });
  });

  const field = <K extends keyof typeof RECOVERY_FIELDS>(key: K) => RECOVERY_FIELDS[key];
  const amountRules = [
    ...fieldRules(field('amount')),
    {
      validator: (_r: unknown, v: number | null) => {
        if (v === null || v === undefined) return Promise.resolve();
        if (!new Decimal(String(v)).gt(0)) return Promise.reject(new Error('收回金额应大于0'));
        if (new Decimal(String(v)).gt(left))
          return Promise.reject(
            new Error(`收回金额不能超过该${kind.noun}未收回金额 ${moneyText(Decimal.max(left, 0))} 元`),
          );
        return Promise.resolve();
      },
    },
  ];
  const initial: Values = recovery
    ? {
        amount: Number(recovery.amount),
        recover_date: dayjs(recovery.recover_date),
        pay_method: recovery.pay_method,
        remark: recovery.remark,
        attachments: recovery.attachments,
      }
    : { amount: null, recover_date: companyNow(), pay_method: 1, remark: '', attachments: [] };

  return (
    <div style={{ maxWidth: 720 }}>
      <Descriptions
        title={`${kind.noun}信息`}
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: `${kind.noun}编号`, children: String(debt.debt_no ?? '') },
          { key: 'contract', label: '合同', children: String(debt.contract_name ?? '') },
          { key: 'company', label: '客户名称', children: String(debt.company_name ?? '') },
          { key: 'amount', label: '核销金额（元）', children: formatAmount(String(debt.amount ?? 0)) },
          { key: 'recovered', label: '已收回（元）', children: formatAmount(String(debt.recovered_amount ?? 0)) },
          { key: 'left', label: '可收回（元）', children: formatAmount(moneyText(Decimal.max(left, 0))) },
        ]}
      />
      {!approved && (
        <Alert type="warning" showIcon title={`${kind.noun}审批通过后才能登记收回`} style={{ margin: '12px 0' }} />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label={`${kind.noun}收回`}
        initialValues={initial}
        disabled={!approved}
        onFinish={(v) => void save(v)}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="amount" label={field('amount').label} rules={amountRules}>
          {fieldControl(field('amount'), { autoFocus: true })}
        </Form.Item>
        <Form.Item
          name="recover_date"
          label={field('recover_date').label}
          rules={fieldRules(field('recover_date'))}
          extra={`不能早于核销日期 ${String(debt.debt_date ?? '')}`}
        >
          {fieldControl(field('recover_date'))}
        </Form.Item>
        <Form.Item name="pay_method" label={field('pay_method').label} rules={fieldRules(field('pay_method'))}>
          {fieldControl(field('pay_method'))}
        </Form.Item>
        <Form.Item name="remark" label={field('remark').label}>
          {fieldControl(field('remark'))}
        </Form.Item>
        <Form.Item name="attachments" label={field('attachments').label}>
          {fieldControl(field('attachments'), { files: recovery?.attachments_files, onBusyChange: setUploading })}
        </Form.Item>
        <p style={{ color: 'rgba(0, 0, 0, 0.6)' }}>
          收回的款项将作为已确认的回款记录登记在合同上，同时相应减少该{kind.noun}的核销金额。
        </p>
        <Space>
          <Button onClick={cancel} disabled={false}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={!approved || uploading}>
            保存
          </Button>
        </Space>
      </Form>
    </div>
  );
}
