import type { Figure } from '@suwork/domain/contracts';
import { financeRoutes, type AnswerData } from '@suwork/domain/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { call } from '../../../api/call.ts';
import { periodDays, PeriodSwitch, type PeriodValue } from '../../../components/PeriodSwitch.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { PERIOD_TYPE, type DateRange } from '../../../lib/dates.ts';
import { formatAmount } from '../../../lib/format.ts';
import { LazyChart } from '../../../components/charts/LazyChart.tsx';
import { fillSeries, periodLabels, seriesTrendOption } from '../../../components/charts/trend-series.ts';
import { AgeingTable } from '../debt/AgeingTable.tsx';
import styles from './overview.module.css';

type Tile = {
  key: string;
  label: string;
  color: string;
  value: string;
  note?: string;
  to: { route: string; query?: Record<string, string | number> };
};

type FinanceOverview = AnswerData<typeof financeRoutes.overview>;

const overviewOf = (days: DateRange, signal: AbortSignal) =>
  call(financeRoutes.overview, { start_date: days[0], end_date: days[1] }, { signal });
const countNote = (f: Figure, unit: string) => `${f.count} ${unit}`;

function tilesOf(o: FinanceOverview | undefined, days: DateRange): Tile[] {
  const money = (v: string | undefined) => (v === undefined ? '--' : formatAmount(v));
  const range = { start: days[0], end: days[1] };
  return [
    {
      key: 'in',
      label: '收入（元）',
      color: '#52c41a',
      value: money(o?.cash_in),
      note: '已确认到账的回款，减去已退款',
      to: { route: 'collection', query: { receive_date_start: range.start, receive_date_end: range.end } },
    },
    {
      key: 'out',
      label: '支出（元）',
      color: '#fa541c',
      value: money(o?.cash_out),
      note: '已通过的付款',
      to: { route: 'payment', query: { pay_date_start: range.start, pay_date_end: range.end, status: 3 } },
    },
    {
      key: 'receivable',
      label: '应收未收（元）',
      color: '#1677ff',
      value: money(o?.receivable.amount),
      note: o && countNote(o.receivable, '份合同'),
      to: { route: 'contract', query: { status: 3 } },
    },
    {
      key: 'claims',
      label: '待付报销（元）',
      color: '#722ed1',
      value: money(o?.claims_to_pay.amount),
      note: o && countNote(o.claims_to_pay, '张报销单'),
      to: { route: 'expenseAccount', query: { pay_status: 1 } },
    },
    {
      key: 'borrow-pay',
      label: '待付借款（元）',
      color: '#13c2c2',
      value: money(o?.borrows_to_pay.amount),
      note: o && countNote(o.borrows_to_pay, '笔借款'),
      to: { route: 'borrow', query: { status: 2 } },
    },
    {
      key: 'borrow-out',
      label: '借出未还（元）',
      color: '#faad14',
      value: money(o?.borrows_out.amount),
      note: o && countNote(o.borrows_out, '笔借款'),
      to: { route: 'borrow', query: { status: 4 } },
    },
  ];
}

function FigureTile({ tile, onOpen }: { tile: Tile; onOpen: () => void }) {
  return (
    // named by what it shows (收入（元） 134,700.00 …), then 查看明细
    <button
      type="button"
      className={styles.figure}
      style={{ '--figure-color': tile.color } as CSSProperties}
      onClick={onOpen}
    >
      <span className={styles.label}>{tile.label} </span>
      <span className={styles.value}>{tile.value}</span>
      {tile.note && (
        <span className={styles.note}>
          <span className="sr-only">，</span>
          {tile.note}
        </span>
      )}
      <span className="sr-only">，查看明细</span>
    </button>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** 财务概览: money in and out of the period with its trend, what is open now (each figure opens its list), and the ageing of receivables. */
export function FinanceOverviewPage() {
  const [period, setPeriod] = useState<PeriodValue>({ type: PERIOD_TYPE.month, which: 'current' });
  const days = periodDays(period);
  const navigate = useNavigate();
  const { data, isFetching } = useQuery({
    queryKey: ['finance', 'overview', days],
    queryFn: ({ signal }) => overviewOf(days!, signal),
    enabled: days !== undefined,
    placeholderData: keepPreviousData,
  });
  const o = data?.data;
  const labels = o && days ? periodLabels(o.granularity, days) : [];
  const option =
    o &&
    seriesTrendOption({
      granularity: o.granularity,
      labels,
      colors: ['#52c41a', '#fa541c'],
      valueFormatter: (v) => `${formatAmount(v)} 元`,
      series: [
        {
          name: '收入',
          type: 'bar',
          data: fillSeries(
            labels,
            o.trend.map((d) => d.day),
            o.trend.map((d) => d.cash_in),
          ),
        },
        {
          name: '支出',
          type: 'bar',
          data: fillSeries(
            labels,
            o.trend.map((d) => d.day),
            o.trend.map((d) => d.cash_out),
          ),
        },
      ],
    });
  return (
    <div className={styles.page}>
      <PeriodSwitch value={period} onChange={setPeriod} />
      <Spin spinning={isFetching && !o}>
        <div className={styles.figures}>
          {days &&
            tilesOf(o, days).map((t) => (
              <FigureTile key={t.key} tile={t} onOpen={() => navigate(routePath(t.to.route, t.to.query))} />
            ))}
        </div>
      </Spin>
      <Card title="收支趋势">
        {option ? <LazyChart option={option} ariaLabel="收支趋势" empty={o.trend.length === 0} /> : <Spin />}
      </Card>
      <section className={styles.card}>
        <AgeingTable />
      </section>
    </div>
  );
}
