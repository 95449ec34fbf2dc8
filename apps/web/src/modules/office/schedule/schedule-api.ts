import { scheduleAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from '../../../api/http.ts';

/** One occurrence of an event in a listed range (a repeating event gives one per day, week or month). */
export type { Occurrence } from '@suwork/domain/contracts';

export type ScheduleInput = {
  title: string;
  start_time: string;
  end_time: string;
  all_day: boolean;
  participant_ids: number[];
  location: string;
  remark: string;
  remind_minutes: number;
  repeat_rule: string;
  repeat_until: string;
  customer_id: number;
  project_id: number;
};
type Opts = { signal?: AbortSignal };

export const SCHEDULE_KEY = ['office', 'schedule'] as const;
export const SCHEDULE_NODE = { page: 'home_schedule', add: 'home_schedule_add', edit: 'home_schedule_edit', del: 'home_schedule_del' } as const;

/** Calls of 日程. */
export const scheduleApi = {
  list: (start_date: string, end_date: string, { signal }: Opts = {}) => http.get<DataOf<typeof scheduleAnswers.getList>>('/api/Schedule/getList', { start_date, end_date }, { signal }),
  info: (id: number, { signal }: Opts = {}) => http.get<DataOf<typeof scheduleAnswers.info>>('/api/Schedule/info', { id }, { signal }),
  add: (s: ScheduleInput, idempotencyKey?: string) => http.post<DataOf<typeof scheduleAnswers.add>>('/api/Schedule/add', s, { idempotencyKey }),
  update: (id: number, s: ScheduleInput) => http.post<DataOf<typeof scheduleAnswers.update>>('/api/Schedule/update', { id, ...s }),
  del: (id: number) => http.post<DataOf<typeof scheduleAnswers.del>>('/api/Schedule/del', { id }),
};
