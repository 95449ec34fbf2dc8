import type { Dayjs } from 'dayjs';
import { onDay } from './calendar-range.ts';
import type { Occurrence } from './schedule-api.ts';
import styles from './schedule.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

type Props = {
  days: readonly Dayjs[];
  events: readonly Occurrence[];
  onOpen: (o: Occurrence) => void;
  /** a free slot clicked: create an event at that hour (undefined when the member may not add) */
  onCreate?: (start: Dayjs) => void;
};

/** 周 / 日 views: an all-day row, then one row per hour; each event sits in the hour it starts. */
export function HourGrid({ days, events, onOpen, onCreate }: Props) {
  const perDay = days.map((d) => onDay(events, d));
  const chip = (o: Occurrence) => (
    <button key={`${o.id}-${o.start_time}`} type="button" className={styles.event} onClick={() => onOpen(o)}>
      {o.all_day ? '' : `${o.start_time.slice(11, 16)} `}
      {o.title}
    </button>
  );
  return (
    <table className={styles.grid}>
      <thead>
        <tr>
          <th className={styles.hourCol} />
          {days.map((d) => (
            <th key={d.valueOf()}>
              {d.format('MM-DD')} {WEEKDAYS[d.day()]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th className={styles.hourCol}>全天</th>
          {perDay.map((list, i) => (
            <td key={days[i].valueOf()}>
              {list.filter((o) => o.all_day || o.start_time.slice(0, 10) !== days[i].format('YYYY-MM-DD')).map(chip)}
            </td>
          ))}
        </tr>
        {HOURS.map((h) => (
          <tr key={h}>
            <th className={styles.hourCol}>{hh(h)}</th>
            {perDay.map((list, i) => {
              const day = days[i];
              const here = list.filter(
                (o) =>
                  !o.all_day &&
                  o.start_time.slice(0, 10) === day.format('YYYY-MM-DD') &&
                  Number(o.start_time.slice(11, 13)) === h,
              );
              return (
                <td key={day.valueOf()} className={styles.slot}>
                  {here.map(chip)}
                  {onCreate && (
                    <button
                      type="button"
                      className={styles.newSlot}
                      aria-label={`${day.format('YYYY-MM-DD')} ${hh(h)} 新建日程`}
                      onClick={() => onCreate(day.hour(h).minute(0))}
                    >
                      +
                    </button>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
