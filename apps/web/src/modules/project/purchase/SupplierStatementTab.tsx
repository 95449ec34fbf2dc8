import { Decimal } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Statistic } from 'antd';
import { formatAmount } from '../../../lib/format.ts';
import { purchaseApi } from './purchase-api.ts';
import styles from './purchase.module.css';

const FIGURES = [
  ['ordered', '采购金额'],
  ['received', '已收货'],
  ['returned', '已退货'],
  ['paid', '已付款'],
  ['refunded', '已退款'],
] as const;

/** An amount shown as formatted (a Statistic would split 400.00 into its whole and decimal parts). */
const asIs = (value: number | string) => String(value);

/**
 * 对账: over the supplier's approved orders, what was ordered, received, returned, paid and paid back, and what is
 * outstanding — owed to the supplier, or by it once more was paid than the goods kept cost.
 */
export function SupplierStatementTab({ supplierId }: { supplierId: number }) {
  const { data, isLoading } = useQuery({
    queryKey: ['entity', 'supplier', 'statement', supplierId],
    queryFn: ({ signal }) => purchaseApi.statement(supplierId, { signal }),
  });
  const outstanding = new Decimal(data?.outstanding ?? 0);
  return (
    <div className={styles.statement}>
      <p className={styles.hint}>按审批通过的 {data?.orders ?? 0} 张采购单（待付款、采购成功）统计，单位：元</p>
      <div className={styles.figures}>
        {FIGURES.map(([key, title]) => (
          <Statistic
            key={key}
            title={title}
            value={formatAmount(data?.[key] ?? '0')}
            formatter={asIs}
            loading={isLoading}
          />
        ))}
        <Statistic
          title={outstanding.lt(0) ? '供应商应退' : '应付余额'}
          value={formatAmount(outstanding.abs().toFixed(2))}
          formatter={asIs}
          loading={isLoading}
        />
      </div>
      {!isLoading && outstanding.lt(0) && (
        <Alert type="warning" showIcon title="已付款超过退货后的采购金额，请向供应商发起「仅退款」的采购退货收回差额" />
      )}
    </div>
  );
}
