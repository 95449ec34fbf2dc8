import { http } from '../../../api/http.ts';

/** One occurrence of an event in a listed range (a repeating event gives one per day, week or month). */
export type Occurrence = {
  id: number;
  title: string;
  start_time: string;
  end_time: string;
  all_day: boolean;
  participant_ids: number[];
  participant_names: string[];
  location: string;
  remark: string;
  remind_minutes: number;
  remind_name: string;
  repeat_rule: string;
  repeat_name: string;
  repeat_until: string;
  customer_id: number;
  customer_name: string;
  project_id: number;
  project_name: string;
  create_user_id: number;
  create_user_name: string;
  can_edit: boolean;
};
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
  list: (start_date: string, end_date: string, { signal }: Opts = {}) => http.get<Occurrence[]>('/api/Schedule/getList', { start_date, end_date }, { signal }),
  info: (id: number, { signal }: Opts = {}) => http.get<Occurrence>('/api/Schedule/info', { id }, { signal }),
  add: (s: ScheduleInput, idempotencyKey?: string) => http.post<{ id: number }>('/api/Schedule/add', s, { idempotencyKey }),
  update: (id: number, s: ScheduleInput) => http.post<{ id: number }>('/api/Schedule/update', { id, ...s }),
  del: (id: number) => http.post<{ id: number }>('/api/Schedule/del', { id }),
};
