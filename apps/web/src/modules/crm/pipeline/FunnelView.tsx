import { MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Empty, Spin, Table } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { month, type DateRange } from '../../../lib/dates.ts';
import { DATE_FORMAT } from '../../../lib/format.ts';
import { FUNNEL_MEASURE, funnelBands, funnelOption, hasReached, type FunnelBand } from './funnel-option.ts';
import { pipelineApi, pipelineKeys, type StageGroup } from './pipeline-api.ts';
import { moneyText } from './pipeline-format.ts';
import styles from './pipeline.module.css';

// ECharts is large: its own chunk, loaded after the numbers are on screen.
const EChart = lazy(() => import('../../../components/charts/EChart.tsx').then((m) => ({ default: m.EChart })));
const HEIGHT = 320;

type Props = {
  group: StageGroup;
  groupSelect?: ReactNode;
  /** a stage's name opens the board (the list has no stage filter) */
  onOpenKanban: () => void;
};

/**
 * 漏斗: a stage group's opportunities by stage, in its order: how many reached each stage (open in it or later, or won in
 * the period, this month by default) and how many stand in it now (chart and table), and those won in the period.
 */
export function FunnelView({ group, groupSelect, onOpenKanban }: Props) {
  const [range, setRange] = useState<DateRange>(() => month(0));
  const { data, isFetching } = useQuery({
    queryKey: pipelineKeys.funnel(group.id, range[0], range[1]),
    queryFn: async ({ signal }) => (await pipelineApi.funnel(group.id, range[0], range[1], { signal })).data,
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => (data ? funnelBands(data) : []), [data]);
  const option = useMemo(() => funnelOption(rows), [rows]);

  return (
    <div className={styles.view}>
      <div className={styles.filters}>
        {groupSelect}
        <span className={styles.filterLabel}>赢单期间</span>
        <DatePicker.RangePicker
          aria-label="赢单期间"
          allowClear={false}
          format={DATE_FORMAT}
          placeholder={['开始日期', '结束日期']}
          value={[dayjs(range[0]), dayjs(range[1])]}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0].format(DATE_FORMAT), v[1].format(DATE_FORMAT)])}
        />
      </div>
      <Spin spinning={isFetching} description="加载中…">
        <div className={styles.panels}>
          <section className={styles.panel} aria-label="商机漏斗">
            <h3 className={styles.panelTitle}>商机漏斗（按阶段累计到达）</h3>
            <p className={styles.measure}>{FUNNEL_MEASURE}</p>
            {!data ? (
              <div className={styles.placeholder} />
            ) : hasReached(rows) ? (
              <Suspense fallback={<Spin style={{ display: 'block', paddingTop: HEIGHT / 2 - 10, height: HEIGHT }} />}>
                <EChart option={option} height={HEIGHT} ariaLabel="商机漏斗图" />
              </Suspense>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} style={{ padding: '80px 0' }} />
            )}
          </section>
          <section className={`${styles.panel} ${styles.side}`} aria-label="阶段统计">
            <h3 className={styles.panelTitle}>阶段统计</h3>
            <Table<FunnelBand>
              size="small"
              rowKey={(r) => r.stage.id}
              pagination={false}
              dataSource={rows}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
              columns={[
                {
                  key: 'stage',
                  title: '阶段',
                  render: (_v, r) => (
                    <Button
                      type="link"
                      size="small"
                      className={styles.linkCell}
                      onClick={onOpenKanban}
                      aria-label={`在看板中查看${r.stage.name}`}
                    >
                      {r.stage.name}
                    </Button>
                  ),
                },
                { key: 'count', dataIndex: 'count', title: '进行中', align: 'right' },
                { key: 'amount', title: '进行中金额', align: 'right', render: (_v, r) => moneyText(r.amount) },
                { key: 'reached', dataIndex: 'reached', title: '累计到达', align: 'right' },
              ]}
            />
            <div className={styles.won} role="group" aria-label="赢单">
              <span className={styles.wonLabel}>
                赢单（{range[0]} 至 {range[1]}）
              </span>
              <span>
                <strong>{data?.won.count ?? '--'}</strong> 个 ·{' '}
                <strong>{data ? moneyText(data.won.amount) : '--'}</strong> 元
              </span>
            </div>
          </section>
        </div>
      </Spin>
    </div>
  );
}
