import { auditLogRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type AuditLogQuery = InputOf<typeof auditLogRoutes.getList>;

export const AUDIT_LOG_KEY = ['system', 'auditLog'] as const;

/** 审计日志 (read only: the log cannot be changed). */
export const auditLogApi = {
  list: (q: AuditLogQuery, { signal }: { signal?: AbortSignal } = {}) => call(auditLogRoutes.getList, q, { signal }),
};
