import { isMoneyText } from '@suwork/domain';
import { REPAY_PLAN_STATUS } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Alert, Spin, Table, Tag } from 'antd';
import { useDebouncedValue } from '../../../components/approval/use-debounced-value.ts';
import { formatAmount } from '../../../lib/format.ts';
import { changeApi, changeKeys, type PlanSplit, type SplitProposal } from './change-api.ts';
import styles from './change.module.css';

const PLAN_STATUS: Readonly<Record<number, string>> = REPAY_PLAN_STATUS;
type SplitPlan = PlanSplit['plans'][number];
const moved = (p: SplitPlan) => p.plan_id === null || p.amount !== p.new_amount;

/** What the change does to the instalments: each one before → after, the new one marked, and why it may be refused. */
export function PlanSplitTable({ split }: { split: PlanSplit }) {
  const summary = split.refused
    ? null
    : split.plans.length === 0
      ? '该合同没有回款计划，审批通过后无需调整'
      : split.changed
        ? `审批通过后回款计划随之调整：回款计划合计 ${formatAmount(split.planned)} 元 → ${formatAmount(split.new_planned)} 元（按审批时的回款情况重新计算）`
        : '回款计划无需调整';
  return (
    <section className={styles.split} aria-label="回款计划调整">
      {split.refused ? (
        <Alert type="error" showIcon title={split.refused} />
      ) : (
        <Alert type={split.changed ? 'info' : 'success'} showIcon title={summary} />
      )}
      {split.plans.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(p) => p.plan_id ?? `new:${p.plan_name}`}
          dataSource={split.plans}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: '期数',
              dataIndex: 'plan_name',
              render: (v: string, p) => (p.plan_id === null ? <Tag color="green">新增 {v}</Tag> : v),
            },
            { title: '计划回款日期', dataIndex: 'repayment_date' },
            { title: '已回款', dataIndex: 'actual_amount', align: 'right', render: formatAmount },
            {
              title: '原计划金额',
              dataIndex: 'amount',
              align: 'right',
              render: (v: string, p) =>
                p.plan_id === null ? (
                  '—'
                ) : (
                  <span className={moved(p) ? styles.before : undefined}>{formatAmount(v)}</span>
                ),
            },
            {
              title: '调整后金额',
              dataIndex: 'new_amount',
              align: 'right',
              render: (v: string, p) =>
                moved(p) ? <span className={styles.after}>{formatAmount(v)}</span> : formatAmount(v),
            },
            { title: '调整后状态', dataIndex: 'new_status', render: (v: number) => PLAN_STATUS[v] ?? '' },
          ]}
        />
      )}
    </section>
  );
}

/** The split of a proposal being typed: asked of the server once the amount has stayed the same a moment. */
export function PlanSplitPreview({ proposal }: { proposal: SplitProposal }) {
  const settled = useDebouncedValue(proposal, 400);
  const valid = isMoneyText(settled.new_amount);
  const { data, isFetching, isError } = useQuery({
    queryKey: changeKeys.planSplit(settled),
    queryFn: ({ signal }) => changeApi.planSplit(settled, { signal }),
    enabled: valid,
    placeholderData: (previous) => previous,
  });
  if (!valid) return null;
  if (isError) return <Alert type="warning" showIcon title="回款计划调整预览加载失败，保存后可在变更详情中查看" />;
  if (!data) return <Spin />;
  return (
    <Spin spinning={isFetching} delay={300}>
      <PlanSplitTable split={data.data} />
    </Spin>
  );
}
