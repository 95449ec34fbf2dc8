import { MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Empty, Segmented, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { MONTH_FORMAT } from '../../../lib/format.ts';
import { fillMonths, forecastOption, type ForecastMonth } from './forecast-option.ts';
import { pipelineApi, pipelineKeys } from './pipeline-api.ts';
import { moneyText } from './pipeline-format.ts';
import styles from './pipeline.module.css';
import { companyNow } from '../../../lib/dates.ts';

const EChart = lazy(() => import('../../../components/charts/EChart.tsx').then((m) => ({ default: m.EChart })));
const HEIGHT = 320;
const SPANS = [6, 12] as const;

/** 预测: the open opportunities by expected month from a start month, 6 or 12 months: Σ amount and Σ amount × win rate. */
export function ForecastView() {
  const [startMonth, setStartMonth] = useState(() => companyNow().format(MONTH_FORMAT));
  const [months, setMonths] = useState<number>(SPANS[0]);
  const { data, isFetching } = useQuery({
    queryKey: pipelineKeys.forecast(startMonth, months),
    // the answer keeps the range it is for: while the next one loads, the previous one stays whole
    queryFn: async ({ signal }) => ({
      forecast: (await pipelineApi.forecast(startMonth, months, { signal })).data,
      startMonth,
      months,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (data ? fillMonths(data.forecast.months, data.startMonth, data.months) : []), [data]);
  const option = useMemo(() => forecastOption(rows), [rows]);
  const empty = data !== undefined && data.forecast.total.count === 0;

  return (
    <div className={styles.view}>
      <div className={styles.filters}>
        <DatePicker
          picker="month"
          aria-label="起始月份"
          allowClear={false}
          format={MONTH_FORMAT}
          value={dayjs(`${startMonth}-01`)}
          onChange={(v) => v && setStartMonth(v.format(MONTH_FORMAT))}
        />
        <Segmented<number>
          aria-label="预测月数"
          value={months}
          options={SPANS.map((n) => ({ value: n, label: `${n}个月` }))}
          onChange={setMonths}
        />
      </div>
      <Spin spinning={isFetching} description="加载中…">
        {empty ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={MSG.empty}
            className={styles.panel}
            style={{ padding: '80px 0' }}
          />
        ) : (
          <>
            <section className={styles.panel} aria-label="销售预测">
              <h3 className={styles.panelTitle}>销售预测</h3>
              {data ? (
                <Suspense fallback={<Spin style={{ display: 'block', paddingTop: HEIGHT / 2 - 10, height: HEIGHT }} />}>
                  <EChart option={option} height={HEIGHT} ariaLabel="销售预测图" />
                </Suspense>
              ) : (
                <div className={styles.placeholder} />
              )}
            </section>
            <section className={styles.panel} aria-label="预测明细">
              <Table<ForecastMonth>
                size="small"
                rowKey="month"
                pagination={false}
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
                columns={[
                  { key: 'month', dataIndex: 'month', title: '月份' },
                  { key: 'count', dataIndex: 'count', title: '商机数', align: 'right' },
                  { key: 'amount', title: '预计金额', align: 'right', render: (_v, r) => moneyText(r.amount) },
                  { key: 'weighted', title: '加权金额', align: 'right', render: (_v, r) => moneyText(r.weighted) },
                ]}
                summary={() =>
                  data && (
                    <Table.Summary.Row className={styles.totalRow}>
                      <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        {data.forecast.total.count}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={2} align="right">
                        {moneyText(data.forecast.total.amount)}
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={3} align="right">
                        {moneyText(data.forecast.total.weighted)}
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  )
                }
              />
            </section>
          </>
        )}
      </Spin>
    </div>
  );
}
