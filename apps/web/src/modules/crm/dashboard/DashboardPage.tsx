import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useState } from 'react';
import { periodDays, PeriodSwitch, type PeriodValue } from '../../../components/PeriodSwitch.tsx';
import { PERIOD_TYPE } from '../../../lib/dates.ts';
import { crmApi } from '../crm-api.ts';
import styles from './dashboard.module.css';
import { KpiCards } from './KpiCards.tsx';
import { MoneySection } from './MoneySection.tsx';
import { RankingTable } from './RankingTable.tsx';
import { TrendChart } from './TrendChart.tsx';

const DEFAULT_PERIOD: PeriodValue = { type: PERIOD_TYPE.month, which: 'current' };

/**
 * 客户仪表盘: a period switch, KPI cards, the trend of new clues and customers, the members' ranking, and over the same
 * period 合同与回款 (contracts signed and money collected).
 */
export function DashboardPage() {
  const [period, setPeriod] = useState<PeriodValue>(DEFAULT_PERIOD);
  const days = periodDays(period);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['crm', 'dashboard', days?.[0], days?.[1]],
    // the answer keeps the days it is for: while the next period loads, the previous one stays whole
    queryFn: async ({ signal }) => {
      const [start, end] = days ?? ['', ''];
      return { ...(await crmApi.overview(start, end, { signal })).data, days: [start, end] as const };
    },
    enabled: days !== undefined,
    placeholderData: keepPreviousData,
  });

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </div>
      <Spin spinning={isFetching} description="加载中…">
        <KpiCards totals={isError ? undefined : data?.totals} />
        <div className={styles.panels}>
          <section className={styles.panel} aria-label="新增趋势">
            <h3 className={styles.panelTitle}>新增趋势</h3>
            {data ? <TrendChart trend={data.trend} days={data.days} /> : <div className={styles.placeholder} />}
          </section>
          <section className={`${styles.panel} ${styles.side}`} aria-label="新增客户排行">
            <h3 className={styles.panelTitle}>新增客户排行</h3>
            <RankingTable ranking={data?.ranking ?? []} />
          </section>
        </div>
      </Spin>
      <MoneySection days={days} />
    </div>
  );
}
