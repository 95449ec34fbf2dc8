import { formatNumber } from '../../../lib/format.ts';
import type { DashboardTotals } from '../crm-api.ts';
import styles from './dashboard.module.css';

type Kpi = { key: keyof DashboardTotals; label: string; unit: string; color: string };

/** The KPI cards, in order (spec: 新增线索, 新增客户, 跟进次数, 线索转化, 成交客户, 转化率 %). */
export const KPIS: readonly Kpi[] = [
  { key: 'new_clues', label: '新增线索', unit: '条', color: '#1677ff' },
  { key: 'new_customers', label: '新增客户', unit: '个', color: '#52c41a' },
  { key: 'follow_count', label: '跟进次数', unit: '次', color: '#fa8c16' },
  { key: 'converted_clues', label: '线索转化', unit: '条', color: '#722ed1' },
  { key: 'deal_customers', label: '成交客户', unit: '个', color: '#13c2c2' },
  { key: 'conversion_rate', label: '转化率', unit: '%', color: '#eb2f96' },
];

const valueOf = (k: Kpi, totals: DashboardTotals | undefined): string => {
  if (!totals) return '--';
  return k.key === 'conversion_rate' ? formatNumber(totals.conversion_rate, 2) : formatNumber(totals[k.key], 0);
};

/** Six KPI tiles; '--' until the numbers arrive. */
export function KpiCards({ totals }: { totals?: DashboardTotals }) {
  return (
    <div className={styles.kpis}>
      {KPIS.map((k) => (
        <div key={k.key} className={styles.kpi} style={{ borderTopColor: k.color }} role="group" aria-label={k.label}>
          <div className={styles.kpiLabel}>{k.label}</div>
          <div className={styles.kpiValue}>
            {valueOf(k, totals)}
            <span className={styles.kpiUnit}>{k.unit}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
