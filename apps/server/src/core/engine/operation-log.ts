import type { LogAction } from '@suwork/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operationLogs } from '../../db/schema.ts';
import { memberNames } from '../kit/members.ts';
import { paged, type Page } from '../kit/paging.ts';
import { formatDateTime } from '../time-format.ts';

export type LogEntry = {
  entity: string;
  record_id: number;
  action: LogAction;
  user_id: number;
  content: string;
  diff?: unknown;
};

export async function writeLog(db: Db, entries: LogEntry | LogEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length > 0) await db.insert(operationLogs).values(list.map((e) => ({ ...e, diff: e.diff ?? null })));
}

export type LogLine = {
  id: number;
  create_time: string | null;
  user_name: string | null;
  content: string;
  action: string;
};

/** One page of a record's log, newest first: {id, create_time, user_name, content, action}, and the total. */
export async function readLog(
  db: Db,
  entity: string,
  recordId: number,
  page: number,
  limit: number,
  tz: number,
): Promise<Page<LogLine>> {
  const where = and(eq(operationLogs.entity, entity), eq(operationLogs.record_id, recordId));
  const found = await paged(db, { page, limit }, { from: operationLogs, where }, (range) =>
    db
      .select({
        id: operationLogs.id,
        create_time: operationLogs.create_time,
        user_id: operationLogs.user_id,
        content: operationLogs.content,
        action: operationLogs.action,
      })
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.id))
      .limit(range.limit)
      .offset(range.offset),
  );
  const names = await memberNames(
    db,
    found.rows.map((r) => r.user_id),
  );
  return {
    ...found,
    rows: found.rows.map((r) => ({
      id: r.id,
      create_time: formatDateTime(r.create_time, tz),
      user_name: names.get(r.user_id) ?? null,
      content: r.content,
      action: r.action,
    })),
  };
}
