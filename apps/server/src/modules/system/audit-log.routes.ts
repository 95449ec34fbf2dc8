import { auditLogRoutes as routes } from '@suwork/domain/routes';
import { okPage } from '../../core/kit/index.ts';
import { serve } from '../../core/serve.ts';
import type { App } from '../../core/types.ts';
import { auditLogPage } from './audit-log.service.ts';

/** GET /api/AuditLog/getList: the audit log for holders of 审计日志, newest first, filtered by member, action, result, dates and text. */
export function auditLogRoutes(app: App) {
  const db = app.database.db;
  serve(app, routes.getList, async (req) => okPage(await auditLogPage(db, req.query, app.config.tzOffsetMinutes)));
}
