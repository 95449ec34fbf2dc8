import { scheduleRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

/** One occurrence of an event in a listed range (a repeating event gives one per day, week or month). */
export type { Occurrence } from '@suwork/domain/contracts';

/** An event as its form sends it. */
export type ScheduleInput = InputOf<typeof scheduleRoutes.add>;

type Opts = { signal?: AbortSignal };

export const SCHEDULE_KEY = ['office', 'schedule'] as const;
export const SCHEDULE_NODE = {
  page: 'home_schedule',
  add: 'home_schedule_add',
  edit: 'home_schedule_edit',
  del: 'home_schedule_del',
} as const;

/** Calls of 日程. */
export const scheduleApi = {
  list: (start_date: string, end_date: string, { signal }: Opts = {}) =>
    call(scheduleRoutes.getList, { start_date, end_date }, { signal }),
  info: (id: number, { signal }: Opts = {}) => call(scheduleRoutes.info, { id }, { signal }),
  add: (s: ScheduleInput, idempotencyKey?: string) => call(scheduleRoutes.add, s, { idempotencyKey }),
  update: (id: number, s: ScheduleInput) => call(scheduleRoutes.update, { id, ...s }),
  del: (id: number) => call(scheduleRoutes.del, { id }),
};
