import { ERR, MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Spin, Table } from 'antd';
import { useMemo } from 'react';
import { HttpError } from '../../../api/http.ts';
import { usePermission } from '../../../components/auth/Auth.tsx';
import type { DateRange } from '../../../lib/dates.ts';
import { formatAmount, formatNumber } from '../../../lib/format.ts';
import { crmApi } from '../crm-api.ts';
import styles from './dashboard.module.css';
import { LazyChart } from '../../../components/charts/LazyChart.tsx';
import {
  moneyTrendOption,
  type MoneyMember,
  type MoneyOverview,
  type MoneyTotals,
  type MoneyTrend,
} from './money-option.ts';

/** The node GET /api/CrmDashboard/money needs (the dashboard's own). */
export const MONEY_NODE = 'customer_dashboard';

type MoneyKpi = { key: keyof MoneyTotals; label: string; unit: string; color: string };

/** The money figures, in order: 合同数, 合同金额, 回款金额 (confirmed, less refunds), 退款金额. */
export const MONEY_KPIS: readonly MoneyKpi[] = [
  { key: 'contract_count', label: '合同数', unit: '个', color: '#722ed1' },
  { key: 'contract_amount', label: '合同金额', unit: '元', color: '#1677ff' },
  { key: 'collected_amount', label: '回款金额', unit: '元', color: '#52c41a' },
  { key: 'refund_amount', label: '退款金额', unit: '元', color: '#fa541c' },
];

const valueOf = (k: MoneyKpi, totals: MoneyTotals | undefined): string => {
  if (!totals) return '--';
  return k.key === 'contract_count' ? formatNumber(totals.contract_count, 0) : formatAmount(totals[k.key]);
};

function MoneyKpis({ totals }: { totals?: MoneyTotals }) {
  return (
    <div className={styles.moneyKpis}>
      {MONEY_KPIS.map((k) => (
        <div key={k.key} className={styles.kpi} style={{ borderTopColor: k.color }} role="group" aria-label={k.label}>
          <div className={styles.kpiLabel}>{k.label}</div>
          <div className={`${styles.kpiValue} ${styles.moneyValue}`}>
            {valueOf(k, totals)}
            <span className={styles.kpiUnit}>{k.unit}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

function MoneyTrendChart({ trend, days }: { trend: MoneyTrend; days: DateRange }) {
  const option = useMemo(() => moneyTrendOption(trend, days), [trend, days]);
  return <LazyChart option={option} ariaLabel="合同与回款趋势图" empty={trend.labels.length === 0} />;
}

/** Members by contract amount in the period (the server sends the top 10). */
function MemberMoneyTable({ members }: { members: readonly MoneyMember[] }) {
  return (
    <Table<MoneyMember>
      size="small"
      rowKey="user_id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={[...members]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
      columns={[
        {
          key: 'rank',
          title: '排名',
          width: 56,
          render: (_v, _r, i) => <span className={i < 3 ? styles.top : styles.rank}>{i + 1}</span>,
        },
        { key: 'user_name', dataIndex: 'user_name', title: '成员' },
        {
          key: 'contract_amount',
          title: '合同金额（元）',
          align: 'right',
          render: (_v, m) => formatAmount(m.contract_amount),
        },
        {
          key: 'collected_amount',
          title: '回款金额（元）',
          align: 'right',
          render: (_v, m) => formatAmount(m.collected_amount),
        },
      ]}
    />
  );
}

const refused = (e: unknown) => e instanceof HttpError && e.code === ERR.noPermission.code;

/**
 * 合同与回款 on the CRM dashboard, over the page's period: the money figures, the trend of contracts signed and money
 * collected, and the members' amounts. Not shown to a member without the node, nor when the server refuses it.
 */
export function MoneySection({ days }: { days: DateRange | undefined }) {
  const can = usePermission();
  const allowed = can(MONEY_NODE);
  const { data, isFetching, isError, error, refetch } = useQuery({
    queryKey: ['crm', 'dashboard', 'money', days?.[0], days?.[1]],
    // the answer keeps the days it is for: while the next period loads, the previous one stays whole
    queryFn: async ({ signal }): Promise<MoneyOverview & { days: DateRange }> => {
      const [start, end] = days ?? ['', ''];
      return { ...(await crmApi.money(start, end, { signal })).data, days: [start, end] };
    },
    enabled: allowed && days !== undefined,
    placeholderData: keepPreviousData,
  });
  if (!allowed || refused(error)) return null;

  return (
    <section className={styles.money} aria-label="合同与回款">
      <h3 className={styles.sectionTitle}>合同与回款</h3>
      <Spin spinning={isFetching} description="加载中…">
        {isError ? (
          <Result
            className={styles.panel}
            status="error"
            title="合同与回款加载失败"
            subTitle={error.message}
            extra={
              <Button onClick={() => void refetch()} loading={isFetching}>
                重新加载
              </Button>
            }
          />
        ) : (
          <>
            <MoneyKpis totals={data?.totals} />
            <div className={styles.panels}>
              <section className={styles.panel} aria-label="合同与回款趋势">
                <h4 className={styles.panelTitle}>合同与回款趋势</h4>
                {data ? (
                  <MoneyTrendChart trend={data.trend} days={data.days} />
                ) : (
                  <div className={styles.placeholder} />
                )}
              </section>
              <section className={`${styles.panel} ${styles.side}`} aria-label="成员合同与回款">
                <h4 className={styles.panelTitle}>成员合同与回款</h4>
                <MemberMoneyTable members={data?.members ?? []} />
              </section>
            </div>
          </>
        )}
      </Spin>
    </section>
  );
}
