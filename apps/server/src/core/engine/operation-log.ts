import type { LogAction } from '@suwork/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operationLogs, users } from '../../db/schema.ts';
import { formatDateTime } from '../time-format.ts';

export type LogEntry = { entity: string; record_id: number; action: LogAction; user_id: number; content: string; diff?: unknown };

export async function writeLog(db: Db, entries: LogEntry | LogEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length > 0) await db.insert(operationLogs).values(list.map((e) => ({ ...e, diff: e.diff ?? null })));
}

/** Newest first: {id, create_time, user_name, content, action}, and the total. */
export async function readLog(db: Db, entity: string, recordId: number, page: number, limit: number, tz: number) {
  const where = and(eq(operationLogs.entity, entity), eq(operationLogs.record_id, recordId));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: operationLogs.id, create_time: operationLogs.create_time, user_name: users.user_name, content: operationLogs.content, action: operationLogs.action })
      .from(operationLogs)
      .leftJoin(users, eq(users.user_id, operationLogs.user_id))
      .where(where)
      .orderBy(desc(operationLogs.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(operationLogs).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, create_time: formatDateTime(r.create_time, tz) })), count: Number(n) };
}
