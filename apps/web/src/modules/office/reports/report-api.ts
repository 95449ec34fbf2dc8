import { reportRoutes, reportRuleRoutes, type InputOf, type ParsedOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

type Opts = { signal?: AbortSignal };

export type { MissingMember, ReportInfo, ReportRow, ReportRule } from '@suwork/domain/contracts';

/** What a report holds, as 写汇报 sends it. */
export type ReportInput = Omit<InputOf<typeof reportRoutes.update>, 'id'>;
export type ReportListQuery = InputOf<typeof reportRoutes.getList>;
/** A rule as 汇报规则's form holds it (ids and numbers, as the server reads them). */
export type ReportRuleInput = ParsedOf<typeof reportRuleRoutes.save>;

/** Calls of 工作汇报. */
export const reportApi = {
  list: (q: ReportListQuery, { signal }: Opts = {}) => call(reportRoutes.getList, q, { signal }),
  info: (id: number, forEdit = false, { signal }: Opts = {}) =>
    call(reportRoutes.info, forEdit ? { id, for_edit: 1 } : { id }, { signal }),
  findMine: (type: number, date: string, { signal }: Opts = {}) =>
    call(reportRoutes.findMine, { type, date }, { signal }),
  add: (type: number, date: string, r: ReportInput, idempotencyKey?: string) =>
    call(reportRoutes.add, { type, date, ...r }, { idempotencyKey }),
  update: (id: number, r: ReportInput) => call(reportRoutes.update, { id, ...r }),
  comment: (report_id: number, content: string, idempotencyKey?: string) =>
    call(reportRoutes.comment, { report_id, content }, { idempotencyKey }),
  defaults: (type: number, { signal }: Opts = {}) => call(reportRuleRoutes.defaults, { type }, { signal }),
  missing: (type: number, date: string, { signal }: Opts = {}) =>
    call(reportRoutes.missing, { type, date }, { signal }),
  rules: ({ signal }: Opts = {}) => call(reportRuleRoutes.getList, undefined, { signal }),
  saveRule: (r: ReportRuleInput) => call(reportRuleRoutes.save, r),
  delRule: (id: number) => call(reportRuleRoutes.del, { id }),
};

/** Query keys: everything of 工作汇报 under one prefix, refreshed together after a change. */
export const REPORT_KEY = ['reports'] as const;
