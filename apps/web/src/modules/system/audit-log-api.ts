import type { auditLogAnswers, DataOf } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

export type AuditLogQuery = {
  page: number;
  limit: number;
  user_id?: number;
  action?: string;
  result?: string;
  start_date?: string;
  end_date?: string;
  keyword?: string;
};

export const AUDIT_LOG_KEY = ['system', 'auditLog'] as const;

/** 审计日志 (read only: the log cannot be changed). */
export const auditLogApi = {
  list: (q: AuditLogQuery, { signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof auditLogAnswers.getList>>('/api/AuditLog/getList', q, { signal }),
};
