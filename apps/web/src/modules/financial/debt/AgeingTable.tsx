import { nodeOf, type NodeName } from '@suwork/domain';
import { MSG } from '@suwork/domain';
import {
  AGEING_BUCKETS,
  contractBadEntity,
  contractBrokenEntity,
  DEBT_CANDIDATE,
  REPAY_PLAN_STATUS,
} from '@suwork/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Empty,
  Input,
  Modal,
  Result,
  Segmented,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import type { ChartOption } from '../../../components/charts/EChart.tsx';
import { ListPager } from '../../../components/ListPager.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount, formatAxisValue } from '../../../lib/format.ts';
import styles from './debt.module.css';
import {
  AGEING_KEY,
  ageingApi,
  type AgeingPlan,
  type AgeingQuery,
  type AgeingRow,
  type AgeingView,
} from './debt-api.ts';
import { DebtSettingsButton } from './DebtSettingsButton.tsx';
import { VisibleOnly } from '../../../components/VisibleOnly.tsx';

// ECharts is large: its own chunk, loaded once the figures are on screen.
const EChart = lazy(() => import('../../../components/charts/EChart.tsx').then((m) => ({ default: m.EChart })));
const CHART_HEIGHT = 240;
/** The node GET /api/Financial/ageing needs: 财务概览. */
export const AGEING_NODE = 'financial_financial';
const BAR_COLORS = ['#52c41a', '#faad14', '#fa8c16', '#fa541c', '#f5222d', '#cf1322', '#820014'];

type Dimension = AgeingQuery['dimension'];
type Drill = { bucket?: number; row?: AgeingRow; dimension: Dimension };

/** 未逾期 … 365天以上 as bars, in 元. */
export function ageingChartOption(buckets: AgeingView['buckets']): ChartOption {
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (v) => `${formatAmount(Number(v))} 元` },
    xAxis: { type: 'category', data: buckets.map((b) => b.label) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatAxisValue(v) } },
    series: [
      {
        type: 'bar',
        name: '待回款金额',
        barMaxWidth: 40,
        data: buckets.map((b, i) => ({ value: Number(b.amount), itemStyle: { color: BAR_COLORS[i] } })),
      },
    ],
  };
}

/**
 * 应收账龄 for the finance overview: what approved contracts still have outstanding on their instalments by days past
 * due, as figures and bars per bucket and a table of customers (or contracts); a bucket's amount opens its
 * instalments; contracts overdue beyond the settings' days are proposed for 呆账 or 坏账 with one click.
 */
export function AgeingTable() {
  const can = usePermission();
  const [dimension, setDimension] = useState<Dimension>('customer');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const [sort, setSort] = useState<AgeingQuery['sort']>('total');
  const [drill, setDrill] = useState<Drill | undefined>();
  const query: AgeingQuery = { dimension, sort, keyword: keyword || undefined, ...page };
  const allowed = can(AGEING_NODE);
  const { data, isFetching, isError, error, refetch } = useQuery({
    queryKey: [...AGEING_KEY, query],
    queryFn: async ({ signal }) => (await ageingApi.ageing(query, signal)).data,
    enabled: allowed,
    placeholderData: keepPreviousData,
  });
  const option = useMemo(() => (data ? ageingChartOption(data.buckets) : undefined), [data]);
  if (!allowed) return null;

  const reset = (fn: () => void) => {
    fn();
    setPage((p) => ({ ...p, page: 1 }));
  };
  const empty = data !== undefined && data.total_amount === '0.00';

  return (
    <section className={styles.ageing} aria-label="应收账龄">
      <div className={styles.head}>
        <Space wrap>
          <h3 className={styles.title}>应收账龄</h3>
          {data && (
            <Typography.Text type="secondary">
              截至 {data.today}，逾期合计 {formatAmount(data.overdue_amount)} 元
            </Typography.Text>
          )}
        </Space>
        <Space wrap>
          <Segmented<Dimension>
            aria-label="统计维度"
            value={dimension}
            options={[
              { value: 'customer', label: '按客户' },
              { value: 'contract', label: '按合同' },
            ]}
            onChange={(v) => reset(() => setDimension(v))}
          />
          <Input.Search
            allowClear
            placeholder="合同名称、编号或客户"
            aria-label="搜索账龄"
            style={{ width: 220 }}
            maxLength={100}
            onSearch={(v) => reset(() => setKeyword(v.trim()))}
          />
          <DebtSettingsButton settings={data?.settings} />
        </Space>
      </div>
      {isError ? (
        <Result
          status="error"
          title="应收账龄加载失败"
          subTitle={error.message}
          extra={
            <Button onClick={() => void refetch()} loading={isFetching}>
              重新加载
            </Button>
          }
        />
      ) : (
        <>
          <div className={styles.buckets} role="list" aria-label="账龄区间">
            {(
              data?.buckets ??
              AGEING_BUCKETS.map((b) => ({ bucket: b.bucket, label: b.label, amount: '', plan_count: 0 }))
            ).map((b, i) => (
              <div key={b.bucket} role="listitem">
                <button
                  type="button"
                  className={styles.bucket}
                  style={{ borderTopColor: BAR_COLORS[i] }}
                  disabled={!data || b.plan_count === 0}
                  onClick={() => setDrill({ bucket: b.bucket, dimension })}
                >
                  <span className={styles.bucketLabel}>{b.label} </span>
                  <span className={styles.bucketAmount}>
                    {b.amount ? formatAmount(b.amount) : '--'}
                    {b.amount && <span className="sr-only"> 元</span>}
                  </span>
                  <span className={styles.bucketCount}>
                    {data && <span className="sr-only">，</span>}
                    {data ? `${b.plan_count} 期` : ''}
                  </span>
                  {b.plan_count > 0 && <span className="sr-only">，查看回款计划</span>}
                </button>
              </div>
            ))}
          </div>
          {data && !empty && option && (
            <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
              <EChart option={option} height={CHART_HEIGHT} ariaLabel="应收账龄分布图" />
            </Suspense>
          )}
          <Table<AgeingRow>
            size="small"
            rowKey="id"
            loading={isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data?.rows ?? []}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
            columns={columns(dimension, data, can, setDrill, (s) => reset(() => setSort(s)), sort)}
          />
          {data && (
            <ListPager
              page={page.page}
              limit={page.limit}
              total={data.count}
              capped={data.capped}
              onChange={(p, limit) => setPage({ page: p, limit })}
              className={styles.pager}
            />
          )}
          {data && (
            <Typography.Paragraph type="secondary" className={styles.note}>
              逾期超过 {data.settings.bad_days} 天的合同建议转为呆账，超过 {data.settings.broken_days}{' '}
              天的建议转为坏账。
            </Typography.Paragraph>
          )}
        </>
      )}
      {drill && <BucketPlans drill={drill} onClose={() => setDrill(undefined)} />}
    </section>
  );
}

function columns(
  dimension: Dimension,
  data: AgeingView | undefined,
  can: (node: NodeName) => boolean,
  open: (d: Drill) => void,
  sortBy: (s: AgeingQuery['sort']) => void,
  sort: AgeingQuery['sort'],
): TableColumnsType<AgeingRow> {
  const amount = (row: AgeingRow, i: number) => {
    const v = row.amounts[i];
    if (!v || v === '0.00') return <span className={styles.zero}>0.00</span>;
    return (
      <Button
        type="link"
        size="small"
        className={styles.amountLink}
        onClick={() => open({ bucket: AGEING_BUCKETS[i].bucket, row, dimension })}
      >
        {formatAmount(v)}
      </Button>
    );
  };
  const who: TableColumnsType<AgeingRow> =
    dimension === 'customer'
      ? [{ key: 'company_name', title: '客户', dataIndex: 'company_name', fixed: 'left' }]
      : [
          {
            key: 'contract_name',
            title: '合同',
            fixed: 'left',
            render: (_v, r) => <span title={r.contract_no ?? ''}>{r.contract_name}</span>,
          },
          { key: 'company_name', title: '客户', dataIndex: 'company_name' },
        ];
  const sortable = (key: AgeingQuery['sort'], label: string) => (
    <VisibleOnly placeholder={label}>
      <Button
        type="link"
        size="small"
        className={styles.sortHead}
        aria-pressed={sort === key}
        onClick={() => sortBy(key)}
      >
        {label}
        {sort === key ? ' ↓' : ''}
      </Button>
    </VisibleOnly>
  );
  return [
    ...who,
    { key: 'owner', title: '负责人', render: (_v, r) => r.owner_user_name ?? '--' },
    ...AGEING_BUCKETS.map((b, i) => ({
      key: `b${b.bucket}`,
      title: b.label,
      align: 'right' as const,
      render: (_v: unknown, r: AgeingRow) => amount(r, i),
    })),
    {
      key: 'total',
      title: sortable('total', '合计（元）'),
      align: 'right',
      render: (_v, r) => <strong>{formatAmount(r.total)}</strong>,
    },
    { key: 'max_days', title: sortable('days', '最长逾期（天）'), align: 'right', dataIndex: 'max_days' },
    ...(dimension === 'contract'
      ? [
          {
            key: 'candidate',
            title: '建议',
            render: (_v: unknown, r: AgeingRow) => <Candidate row={r} settings={data?.settings} can={can} />,
          },
        ]
      : []),
  ];
}

const PROPOSALS = {
  [DEBT_CANDIDATE.bad]: { def: contractBadEntity, tag: '建议转呆账', color: 'orange', action: '转呆账' },
  [DEBT_CANDIDATE.broken]: { def: contractBrokenEntity, tag: '建议转坏账', color: 'red', action: '转坏账' },
} as const;

/** The write-off proposed for a contract, and 转呆账 / 转坏账 opening its add page with the contract chosen. */
function Candidate({
  row,
  settings,
  can,
}: {
  row: AgeingRow;
  settings: AgeingView['settings'] | undefined;
  can: (node: NodeName) => boolean;
}) {
  const navigate = useNavigate();
  const proposal = PROPOSALS[row.candidate as keyof typeof PROPOSALS] as
    (typeof PROPOSALS)[keyof typeof PROPOSALS] | undefined;
  if (!proposal || !row.contract_id) return <span className={styles.zero}>--</span>;
  const days = row.candidate === DEBT_CANDIDATE.broken ? settings?.broken_days : settings?.bad_days;
  const add = proposal.def.routes.add;
  return (
    <Space size={4}>
      <Tooltip title={`最长逾期 ${row.max_days} 天，超过 ${days ?? '--'} 天`}>
        <Tag color={proposal.color}>{proposal.tag}</Tag>
      </Tooltip>
      {add && can(nodeOf(proposal.def.node, 'add')) && (
        <Button size="small" onClick={() => void navigate(routePath(add, { contract_id: row.contract_id! }))}>
          {proposal.action}
        </Button>
      )}
    </Space>
  );
}

const PLAN_STATUS: Readonly<Record<number, string>> = REPAY_PLAN_STATUS;

/** The instalments behind an amount: a bucket's, of one customer or contract when opened from its row. */
function BucketPlans({ drill, onClose }: { drill: Drill; onClose: () => void }) {
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const of = drill.row
    ? drill.dimension === 'customer'
      ? { enterprise_id: drill.row.id }
      : { contract_id: drill.row.id }
    : {};
  const query = { bucket: drill.bucket, ...of, ...page };
  const { data, isFetching } = useQuery({
    queryKey: [...AGEING_KEY, 'plans', query],
    queryFn: async ({ signal }) => ageingApi.plans(query, signal),
    placeholderData: keepPreviousData,
  });
  const label = AGEING_BUCKETS.find((b) => b.bucket === drill.bucket)?.label ?? '全部';
  const title = `${drill.row ? `${drill.row.contract_name ?? drill.row.company_name} · ` : ''}${label}的回款计划`;
  return (
    <Modal open title={title} width={960} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<AgeingPlan>
        size="small"
        rowKey="id"
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
        columns={[
          { key: 'contract_name', title: '合同', dataIndex: 'contract_name' },
          { key: 'company_name', title: '客户', dataIndex: 'company_name' },
          { key: 'plan_name', title: '期数', dataIndex: 'plan_name' },
          { key: 'repayment_date', title: '计划回款日期', dataIndex: 'repayment_date' },
          { key: 'overdue_days', title: '逾期（天）', dataIndex: 'overdue_days', align: 'right' },
          { key: 'amount', title: '计划金额（元）', align: 'right', render: (_v, r) => formatAmount(r.amount) },
          { key: 'stay_amount', title: '待回款（元）', align: 'right', render: (_v, r) => formatAmount(r.stay_amount) },
          { key: 'status', title: '状态', render: (_v, r) => PLAN_STATUS[r.status] ?? '--' },
          { key: 'owner', title: '负责人', render: (_v, r) => r.owner_user_name ?? '--' },
        ]}
      />
      {data && (
        <ListPager
          page={page.page}
          limit={page.limit}
          total={data.count ?? 0}
          capped={data.capped}
          onChange={(p, limit) => setPage({ page: p, limit })}
          className={styles.pager}
        />
      )}
    </Modal>
  );
}
