import { http } from '../../../api/http.ts';
import type { AttachedFile } from '../../../components/upload/attached-files.ts';

type Person = { user_id: number; user_name: string };
type Opts = { signal?: AbortSignal };

export type ReportRow = {
  id: number;
  type: number;
  type_name: string;
  period_start: string;
  period_end: string;
  period_label: string;
  user_id: number;
  user_name: string;
  dept_name: string;
  summary: string;
  comment_count: number;
  /** reports sent to me: 1 未读, 2 已读; 0 otherwise */
  is_read: number;
  create_time: string;
};

export type ReportInfo = Omit<ReportRow, 'summary' | 'comment_count' | 'is_read'> & {
  labels: { work_content: string; plan_content: string; help_content: string };
  work_content: string;
  plan_content: string;
  help_content: string;
  attachments: number[];
  attachments_files: AttachedFile[];
  recipients: Person[];
  is_author: boolean;
  receipts: { read: (Person & { read_time: string })[]; unread: Person[] } | null;
  comments: (Person & { id: number; content: string; create_time: string })[];
};

export type ReportInput = { work_content: string; plan_content: string; help_content: string; attachments: number[]; recipient_ids: number[] };
export type ReportListQuery = { view: number; page: number; limit: number; type?: number; start_date?: string; end_date?: string; user_id?: string; dept_id?: string };
export type ReportRule = { id: number; type: number; type_name: string; users: Person[]; depts: { dept_id: number; dept_name: string }[]; days: number[]; recipients: Person[]; status: number };
export type ReportRuleInput = { id?: number; type: number; user_ids: number[]; dept_ids: number[]; days: number[]; recipient_ids: number[]; status: number };
export type MissingMember = { user_id: number; user_name: string; dept_name: string };

/** Calls of 工作汇报. */
export const reportApi = {
  list: (q: ReportListQuery, { signal }: Opts = {}) => http.get<ReportRow[]>('/api/Report/getList', q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) => http.get<ReportInfo>('/api/Report/info', forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  findMine: (type: number, date: string, { signal }: Opts = {}) => http.get<{ id: number; period_label: string }>('/api/Report/findMine', { type, date }, { signal }),
  add: (type: number, date: string, r: ReportInput, idempotencyKey?: string) => http.post<{ id: number }>('/api/Report/add', { type, date, ...r }, { idempotencyKey }),
  update: (id: number, r: ReportInput) => http.post<{ id: number }>('/api/Report/update', { id, ...r }),
  comment: (report_id: number, content: string, idempotencyKey?: string) => http.post<{ id: number }>('/api/Report/comment', { report_id, content }, { idempotencyKey }),
  defaults: (type: number, { signal }: Opts = {}) => http.get<Person[]>('/api/ReportRule/defaults', { type }, { signal }),
  missing: (type: number, date: string, { signal }: Opts = {}) => http.get<{ period_label: string; list: MissingMember[] }>('/api/Report/missing', { type, date }, { signal }),
  rules: ({ signal }: Opts = {}) => http.get<ReportRule[]>('/api/ReportRule/getList', undefined, { signal }),
  saveRule: (r: ReportRuleInput) => http.post<{ id: number }>('/api/ReportRule/save', r),
  delRule: (id: number) => http.post<{ id: number }>('/api/ReportRule/del', { id }),
};

/** Query keys: everything of 工作汇报 under one prefix, refreshed together after a change. */
export const REPORT_KEY = ['reports'] as const;
