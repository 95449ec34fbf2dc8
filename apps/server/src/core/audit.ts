import type { AuditAction, AuditResult } from '@suwork/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditLogs } from '../db/security-tables.ts';

export type AuditEntry = {
  action: AuditAction;
  result: AuditResult;
  /** what was acted on, e.g. 'file:12', 'role:1' */
  target?: string;
  detail?: string;
  /** the actor; null or absent for an anonymous one */
  user?: { user_id: number; user_name: string } | null;
  ip?: string;
};

/** Appends one event to the audit log (sys_audit_log, which refuses changes and deletions). */
export async function audit(db: Db, e: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    action: e.action,
    result: e.result,
    target: (e.target ?? '').slice(0, 255),
    detail: e.detail ?? '',
    user_id: e.user?.user_id ?? null,
    user_name: (e.user?.user_name ?? '').slice(0, 64),
    ip: (e.ip ?? '').slice(0, 64),
  });
}

/** An event of the request's signed-in member (if any), from the request's address. */
export function auditRequest(db: Db, req: FastifyRequest, e: Omit<AuditEntry, 'ip'>): Promise<void> {
  return audit(db, { user: req.auth?.user ?? null, ...e, ip: req.ip });
}

/**
 * Records an event of the request without ever failing it: the user's download, upload or export goes on, and a
 * failed audit write is logged (as an error) instead.
 */
export function auditQuietly(req: FastifyRequest, e: Omit<AuditEntry, 'ip'>): Promise<void> {
  return auditQuietlyAs(req.server, { user: req.auth?.user ?? null, ip: req.ip }, e);
}

/** The same for work done on a member's behalf outside their request (a job): the member and the address they asked from. */
export async function auditQuietlyAs(
  app: FastifyInstance,
  actor: Pick<AuditEntry, 'user' | 'ip'>,
  e: Omit<AuditEntry, 'ip' | 'user'>,
): Promise<void> {
  try {
    await audit(app.database.db, { ...e, ...actor });
  } catch (err) {
    app.log.error({ err, action: e.action, target: e.target }, '写入审计日志失败');
  }
}
