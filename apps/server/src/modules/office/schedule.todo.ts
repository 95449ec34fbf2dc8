import { and } from 'drizzle-orm';
import { schedules } from '../../db/office-tables.ts';
import { companyToday, parseDateTime } from '../../core/time-format.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import { candidatesIn, occurrenceRows } from './schedule.service.ts';
import { scheduleVisibleTo } from './schedule-access.ts';

const DAY = 86_400_000;

/** 今日日程: today's occurrences of the member's events, by start. */
export function registerScheduleTodo(app: App) {
  registerTodo(app, {
    key: 'schedule',
    title: '今日日程',
    order: 40,
    node: 'home_schedule',
    load: async (app, auth, limit) => {
      const db = app.database.db;
      const tz = app.config.tzOffsetMinutes;
      const today = companyToday(app.config.now(), tz);
      const from = parseDateTime(today, tz)!;
      const to = new Date(from.getTime() + DAY);
      const me = auth.user.user_id;
      const list = await db
        .select()
        .from(schedules)
        .where(and(scheduleVisibleTo(me), candidatesIn(from, to, today)));
      const rows = await occurrenceRows(db, list, from, to, tz, me);
      return {
        total: rows.length,
        morePath: '/home/schedule',
        items: rows.slice(0, limit).map((r) => ({
          id: `${r.id}-${r.start_time}`,
          title: r.title,
          time: r.all_day ? '全天' : r.start_time.slice(11, 16),
          path: '/home/schedule',
          query: { id: r.id, date: today },
        })),
      };
    },
  });
}
