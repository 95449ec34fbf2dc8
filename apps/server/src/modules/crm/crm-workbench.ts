import { routeLink, TODO_COUNT_CAP } from '@suwork/domain';
import { eq } from 'drizzle-orm';
import { registerAbnormal } from '../../core/abnormal.ts';
import { registerMessageLink } from '../../core/message-links.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { registerTodo } from '../../core/todo.ts';
import type { App } from '../../core/types.ts';
import {
  FOLLOW_DUE_ENTITIES,
  followDueOf,
  ownedView,
  poolSoon,
  recordLink,
  startOfNextDay,
  type DueRecord,
} from './my-records.ts';

/** Overdue follow-ups listed in one abnormal reminder at most. */
const ABNORMAL_LIMIT = 20;
const CUSTOMER_LIST_PATH = routeLink('customer')!.path;

/**
 * CRM on the workbench: the 今日待跟进 and 即将掉入公海 sections, overdue follow-ups as abnormal reminders,
 * and where customer, clue and contact messages open.
 */
export function registerCrmWorkbench(app: App): void {
  const itemOf = (tz: number) => (r: DueRecord) => ({
    id: `${r.def.key}:${r.id}`,
    title: `${r.def.title}：${r.title}`,
    time: formatDateTime(r.time, tz) ?? undefined,
    ...(recordLink(r.def, r.id) ?? { path: CUSTOMER_LIST_PATH }),
  });

  registerTodo(app, {
    key: 'followDue',
    title: '今日待跟进',
    order: 20,
    node: 'customer',
    load: async (app, auth, limit) => {
      const { tzOffsetMinutes: tz, now } = app.config;
      const due = await followDueOf(app.database.db, auth.user, startOfNextDay(now(), tz), limit, TODO_COUNT_CAP);
      return { total: due.total, capped: due.capped, items: due.rows.map(itemOf(tz)), morePath: CUSTOMER_LIST_PATH };
    },
  });

  registerTodo(app, {
    key: 'poolSoon',
    title: '即将掉入公海',
    order: 30,
    node: 'customer',
    load: async (app, auth, limit) => {
      const soon = await poolSoon(app.database.db, app.config.now(), {
        user: auth.user,
        limit,
        countCap: TODO_COUNT_CAP,
      });
      return {
        total: soon.total,
        capped: soon.capped,
        items: soon.rows.map(itemOf(app.config.tzOffsetMinutes)),
        morePath: CUSTOMER_LIST_PATH,
      };
    },
  });

  registerAbnormal(app, {
    key: 'followOverdue',
    node: 'customer',
    load: async (app, user, now) => {
      const tz = app.config.tzOffsetMinutes;
      const due = await followDueOf(app.database.db, user, now, ABNORMAL_LIMIT);
      return due.rows.map((r) => ({
        type: 'followOverdue',
        type_name: '跟进逾期',
        id: r.id,
        title: `${r.def.title}：${r.title}`,
        content: `下次跟进时间 ${formatDateTime(r.time, tz)} 已过，尚未跟进`,
        time: formatDateTime(r.time, tz),
        ...(recordLink(r.def, r.id) ?? { path: CUSTOMER_LIST_PATH }),
      }));
    },
  });

  for (const def of FOLLOW_DUE_ENTITIES) {
    registerMessageLink(app, def.key, async (db, id) => {
      const s = ownedView(db, def);
      const [row] = await db
        .select({ id: s.cols.id, in_pool: 'in_pool' in s.cols ? s.cols.in_pool : s.cols.id })
        .from(s.table)
        .where(eq(s.cols.id, id));
      if (!row) return null;
      return recordLink(def, id, 'in_pool' in s.cols && row.in_pool === 2) ?? null;
    });
  }
}
