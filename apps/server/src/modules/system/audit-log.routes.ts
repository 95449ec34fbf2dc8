import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS } from '@suwork/domain';
import { auditLogAnswers } from '@suwork/domain/contracts';
import { z } from 'zod';
import { okPage, pageShape } from '../../core/kit/index.ts';
import { isDate } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { auditLogPage } from './audit-log.service.ts';

const NODE = 'system_auditLog';

const keysOf = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
const intIn = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const day = (message: string) => z.string({ error: message }).trim().refine(isDate, message);

const auditLogQuery = z
  .strictObject({
    ...pageShape(20),
    user_id: intIn('成员有误', 1, 2_147_483_647).optional(),
    action: z.enum(keysOf(AUDIT_ACTION_LABELS), { error: '操作类型有误' }).optional(),
    result: z.enum(keysOf(AUDIT_RESULT_LABELS), { error: '结果有误' }).optional(),
    start_date: day('开始日期格式有误，应为 YYYY-MM-DD').optional(),
    end_date: day('结束日期格式有误，应为 YYYY-MM-DD').optional(),
    // control characters are refused for every route (core/validation.ts)
    keyword: z.string({ error: '关键词有误' }).trim().max(100, '关键词不能超过100个字符').optional(),
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, { message: '开始日期不能晚于结束日期', path: ['start_date'] });

/** GET /api/AuditLog/getList: the audit log for holders of 审计日志, newest first, filtered by member, action, result, dates and text. */
export function auditLogRoutes(app: App) {
  const db = app.database.db;
  app.get('/api/AuditLog/getList', { config: { auth: { node: NODE } }, schema: { response: { 200: auditLogAnswers.getList }, querystring: auditLogQuery } }, async (req) =>
    okPage(await auditLogPage(db, req.query, app.config.tzOffsetMinutes)),
  );
}
