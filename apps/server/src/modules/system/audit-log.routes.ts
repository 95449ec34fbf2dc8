import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS, type AuditLogRow } from '@suwork/domain';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLogs } from '../../db/security-tables.ts';
import { resultRows } from '../../db/result-rows.ts';
import { EXACT_COUNT_LIMIT } from '../../core/engine/entity-service.ts';
import { ok } from '../../core/envelope.ts';
import { formatDateTime, isDate, parseDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { escapeLike } from '../org/org-common.ts';

const NODE = 'system_auditLog';
const DAY_MS = 86_400_000;

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const intIn = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const day = (message: string) => z.string({ error: message }).trim().refine(isDate, message);

export const auditLogQuery = z
  .strictObject({
    page: intIn('页码应为正整数', 1, 1_000_000).default(1),
    limit: intIn('每页条数应为 1 到 100 的整数', 1, 100).default(20),
    user_id: intIn('成员有误', 1, 2_147_483_647).optional(),
    action: z.enum(keysOf(AUDIT_ACTION_LABELS), { error: '操作类型有误' }).optional(),
    result: z.enum(keysOf(AUDIT_RESULT_LABELS), { error: '结果有误' }).optional(),
    start_date: day('开始日期格式有误，应为 YYYY-MM-DD').optional(),
    end_date: day('结束日期格式有误，应为 YYYY-MM-DD').optional(),
    // control characters are refused for every route (core/validation.ts)
    keyword: z.string({ error: '关键词有误' }).trim().max(100, '关键词不能超过100个字符').optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: '开始日期不能晚于结束日期', path: ['start_date'] });

type AuditLogQuery = z.infer<typeof auditLogQuery>;

const labelOf = (labels: Readonly<Record<string, string>>, key: string) => labels[key] ?? key;

/** GET /api/AuditLog/getList: the audit log for holders of 审计日志, newest first, filtered by member, action, result, dates and text. */
export function auditLogRoutes(app: App) {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;

  /** Dates are whole days in the company time zone: start_date 00:00 ≤ time < the day after end_date. */
  const filterOf = (q: AuditLogQuery): SQL | undefined => {
    const like = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
    return and(
      q.user_id ? eq(auditLogs.user_id, q.user_id) : undefined,
      q.action ? eq(auditLogs.action, q.action) : undefined,
      q.result ? eq(auditLogs.result, q.result) : undefined,
      q.start_date ? gte(auditLogs.create_time, parseDateTime(q.start_date, tz)!) : undefined,
      q.end_date ? lt(auditLogs.create_time, new Date(parseDateTime(q.end_date, tz)!.getTime() + DAY_MS)) : undefined,
      like ? or(ilike(auditLogs.target, like), ilike(auditLogs.detail, like)) : undefined,
    );
  };

  /** Exact, except the whole unfiltered log once it is large: then the planner's estimate (and `estimated`). */
  const countOf = async (where: SQL | undefined): Promise<{ count: number; estimated: boolean }> => {
    if (!where) {
      const [plan] = resultRows<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) select 1 from ${auditLogs}`));
      const parsed = (typeof plan['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan['QUERY PLAN']) as [{ Plan: { 'Plan Rows': number } }];
      const estimate = parsed[0].Plan['Plan Rows'];
      if (estimate >= EXACT_COUNT_LIMIT) return { count: Math.round(estimate), estimated: true };
    }
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLogs).where(where);
    return { count: Number(row.n), estimated: false };
  };

  app.get('/api/AuditLog/getList', { config: { auth: { node: NODE } }, schema: { querystring: auditLogQuery } }, async (req) => {
    const q = req.query;
    const where = filterOf(q);
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.create_time), desc(auditLogs.id))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      countOf(where),
    ]);
    const data = rows.map(
      (r): AuditLogRow => ({
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
      }),
    );
    return counted.estimated ? { ...ok(data, counted.count), estimated: true } : ok(data, counted.count);
  });
}
