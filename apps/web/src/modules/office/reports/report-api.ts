import { reportAnswers, reportRuleAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from '../../../api/http.ts';

type Opts = { signal?: AbortSignal };

export type { MissingMember, ReportInfo, ReportRow, ReportRule } from '@suwork/domain/contracts';

export type ReportInput = { work_content: string; plan_content: string; help_content: string; attachments: number[]; recipient_ids: number[] };
export type ReportListQuery = { view: number; page: number; limit: number; type?: number; start_date?: string; end_date?: string; user_id?: string; dept_id?: string };
export type ReportRuleInput = { id?: number; type: number; user_ids: number[]; dept_ids: number[]; days: number[]; recipient_ids: number[]; status: number };

/** Calls of 工作汇报. */
export const reportApi = {
  list: (q: ReportListQuery, { signal }: Opts = {}) => http.get<DataOf<typeof reportAnswers.getList>>('/api/Report/getList', q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) => http.get<DataOf<typeof reportAnswers.info>>('/api/Report/info', forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  findMine: (type: number, date: string, { signal }: Opts = {}) => http.get<DataOf<typeof reportAnswers.findMine>>('/api/Report/findMine', { type, date }, { signal }),
  add: (type: number, date: string, r: ReportInput, idempotencyKey?: string) => http.post<DataOf<typeof reportAnswers.add>>('/api/Report/add', { type, date, ...r }, { idempotencyKey }),
  update: (id: number, r: ReportInput) => http.post<DataOf<typeof reportAnswers.update>>('/api/Report/update', { id, ...r }),
  comment: (report_id: number, content: string, idempotencyKey?: string) => http.post<DataOf<typeof reportAnswers.comment>>('/api/Report/comment', { report_id, content }, { idempotencyKey }),
  defaults: (type: number, { signal }: Opts = {}) => http.get<DataOf<typeof reportRuleAnswers.defaults>>('/api/ReportRule/defaults', { type }, { signal }),
  missing: (type: number, date: string, { signal }: Opts = {}) => http.get<DataOf<typeof reportAnswers.missing>>('/api/Report/missing', { type, date }, { signal }),
  rules: ({ signal }: Opts = {}) => http.get<DataOf<typeof reportRuleAnswers.getList>>('/api/ReportRule/getList', undefined, { signal }),
  saveRule: (r: ReportRuleInput) => http.post<DataOf<typeof reportRuleAnswers.save>>('/api/ReportRule/save', r),
  delRule: (id: number) => http.post<DataOf<typeof reportRuleAnswers.del>>('/api/ReportRule/del', { id }),
};

/** Query keys: everything of 工作汇报 under one prefix, refreshed together after a change. */
export const REPORT_KEY = ['reports'] as const;
