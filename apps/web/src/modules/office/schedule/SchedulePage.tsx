import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Calendar, Segmented, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { daysOf, onDay, rangeOf, stepOf, type CalendarMode } from './calendar-range.ts';
import { HourGrid } from './HourGrid.tsx';
import { ScheduleFormModal } from './ScheduleFormModal.tsx';
import { SCHEDULE_KEY, SCHEDULE_NODE, scheduleApi, type Occurrence } from './schedule-api.ts';
import styles from './schedule.module.css';
import office from '../office.module.css';
import { companyNow } from '../../../lib/dates.ts';

const MODES = [
  { value: 'month', label: '月' },
  { value: 'week', label: '周' },
  { value: 'day', label: '日' },
];
/** events shown in a month cell before 还有N项 */
const CELL_MAX = 3;

/** 日程: month (antd Calendar), week and day (hour grid) views; a click on a day or slot creates, on an event opens it. */
export function SchedulePage() {
  const can = usePermission();
  const [search, setSearch] = useSearchParams();
  const mode = (
    ['month', 'week', 'day'].includes(search.get('mode') ?? '') ? search.get('mode') : 'month'
  ) as CalendarMode;
  const dateParam = search.get('date');
  const anchor = dateParam && dayjs(dateParam).isValid() ? dayjs(dateParam) : companyNow();
  // the event open lives in the URL (a message opens ?id=), so opening one from anywhere shows it
  const openId = Number(search.get('id')) || 0;
  const [newAt, setNewAt] = useState<Dayjs | null>(null);
  const range = rangeOf(mode, anchor);
  const { data, isPending, isFetching } = useQuery({
    queryKey: [...SCHEDULE_KEY, 'list', range],
    queryFn: ({ signal }) => scheduleApi.list(range.start_date, range.end_date, { signal }),
    placeholderData: keepPreviousData,
  });
  const events = data?.data ?? [];
  const canAdd = can(SCHEDULE_NODE.add);
  const go = (changes: { mode?: CalendarMode; date?: Dayjs }) => {
    const next = new URLSearchParams(search);
    if (changes.mode) next.set('mode', changes.mode);
    if (changes.date) next.set('date', changes.date.format('YYYY-MM-DD'));
    next.delete('id');
    setSearch(next);
  };
  const showEvent = (id: number) => {
    const next = new URLSearchParams(search);
    if (id) next.set('id', String(id));
    else next.delete('id');
    setSearch(next);
  };
  const open = (o: Occurrence) => showEvent(o.id);
  const create = (start: Dayjs) => canAdd && setNewAt(start);
  const title =
    mode === 'month'
      ? anchor.format('YYYY年M月')
      : mode === 'week'
        ? `${daysOf('week', anchor)[0].format('YYYY年M月D日')} 起一周`
        : anchor.format('YYYY年M月D日');

  const cell = (day: Dayjs) => {
    const list = onDay(events, day);
    return (
      <ul className={styles.cellEvents} aria-label={`${day.format('YYYY-MM-DD')} 的日程`}>
        {list.slice(0, CELL_MAX).map((o) => (
          <li key={`${o.id}-${o.start_time}`}>
            <button
              type="button"
              className={styles.event}
              onClick={(e) => {
                e.stopPropagation();
                open(o);
              }}
            >
              {o.all_day ? '' : `${o.start_time.slice(11, 16)} `}
              {o.title}
            </button>
          </li>
        ))}
        {list.length > CELL_MAX && <li className={styles.more}>还有{list.length - CELL_MAX}项</li>}
      </ul>
    );
  };

  return (
    <div className={office.page}>
      <div className={office.toolbar}>
        <Segmented aria-label="视图" value={mode} options={MODES} onChange={(v) => go({ mode: v as CalendarMode })} />
        <Space.Compact>
          <Button
            aria-label="上一页"
            icon={<LeftOutlined />}
            onClick={() => go({ date: anchor.subtract(1, stepOf(mode)) })}
          />
          <Button onClick={() => go({ date: companyNow() })}>今天</Button>
          <Button
            aria-label="下一页"
            icon={<RightOutlined />}
            onClick={() => go({ date: anchor.add(1, stepOf(mode)) })}
          />
        </Space.Compact>
        <span className={styles.period}>{title}</span>
        {canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create(anchor.hour(9).minute(0))}>
            新建日程
          </Button>
        )}
      </div>
      {isPending ? (
        <PageSpin />
      ) : (
        <Spin spinning={isFetching}>
          {mode === 'month' ? (
            <Calendar
              value={anchor}
              headerRender={() => null}
              cellRender={(d, info) => (info.type === 'date' ? cell(d) : info.originNode)}
              onSelect={(d, info) => {
                if (info.source !== 'date') return;
                if (d.isSame(anchor, 'month')) create(d.hour(9).minute(0));
                go({ date: d });
              }}
            />
          ) : (
            <HourGrid
              days={daysOf(mode, anchor)}
              events={events}
              onOpen={open}
              onCreate={canAdd ? create : undefined}
            />
          )}
          {events.length === 0 && <p className={styles.more}>暂无数据</p>}
        </Spin>
      )}
      {newAt && <ScheduleFormModal start={newAt} onClose={() => setNewAt(null)} />}
      {openId > 0 && <OpenEvent key={openId} id={openId} onClose={() => showEvent(0)} />}
    </div>
  );
}

/** An event opened from the calendar or a message: its series as stored (first start, repeat rule). */
function OpenEvent({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError } = useQuery({
    queryKey: [...SCHEDULE_KEY, 'info', id],
    queryFn: ({ signal }) => scheduleApi.info(id, { signal }),
    gcTime: 0,
  });
  if (isError) return null;
  if (isPending || !data) return <PageSpin />;
  return <ScheduleFormModal event={data.data} onClose={onClose} />;
}
