import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS } from '@suwork/domain';
import type { AuditLogRow } from '@suwork/domain/contracts';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLogs } from '../../db/security-tables.ts';
import { containing, paged, type Page, type PageParams } from '../../core/kit/index.ts';
import { formatDateTime, parseDateTime } from '../../core/time-format.ts';

const DAY_MS = 86_400_000;

export type AuditLogFilter = {
  user_id?: number;
  action?: string;
  result?: string;
  /** 'YYYY-MM-DD', whole days in the company time zone */
  start_date?: string;
  end_date?: string;
  /** in the target or the detail */
  keyword?: string;
};

const labelOf = (labels: Readonly<Record<string, string>>, key: string) => labels[key] ?? key;

/** Dates are whole days in the company time zone: start_date 00:00 ≤ time < the day after end_date. */
function filterOf(q: AuditLogFilter, tz: number): SQL | undefined {
  const like = q.keyword ? containing(q.keyword) : undefined;
  return and(
    q.user_id ? eq(auditLogs.user_id, q.user_id) : undefined,
    q.action ? eq(auditLogs.action, q.action) : undefined,
    q.result ? eq(auditLogs.result, q.result) : undefined,
    q.start_date ? gte(auditLogs.create_time, parseDateTime(q.start_date, tz)!) : undefined,
    q.end_date ? lt(auditLogs.create_time, new Date(parseDateTime(q.end_date, tz)!.getTime() + DAY_MS)) : undefined,
    like ? or(ilike(auditLogs.target, like), ilike(auditLogs.detail, like)) : undefined,
  );
}

/** One page of the audit log, newest first, with the labels of its actions and results. */
export async function auditLogPage(db: Db, q: AuditLogFilter & PageParams, tz: number): Promise<Page<AuditLogRow>> {
  const where = filterOf(q, tz);
  const page = await paged(db, q, { from: auditLogs, where }, ({ limit, offset }) =>
    db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(desc(auditLogs.create_time), desc(auditLogs.id))
      .limit(limit)
      .offset(offset),
  );
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: r.id,
      create_time: formatDateTime(r.create_time, tz) ?? '',
      user_id: r.user_id,
      user_name: r.user_name,
      action: r.action,
      action_name: labelOf(AUDIT_ACTION_LABELS, r.action),
      target: r.target,
      detail: r.detail,
      ip: r.ip,
      result: r.result,
      result_name: labelOf(AUDIT_RESULT_LABELS, r.result),
    })),
  };
}
