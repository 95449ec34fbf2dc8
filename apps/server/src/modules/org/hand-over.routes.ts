import { ENTITIES } from '@suwork/domain/entities';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { tableOf } from '../../db/entity-tables.ts';
import { teamMembers, users } from '../../db/schema.ts';
import { invalid, ok } from '../../core/envelope.ts';
import { writeLog, type LogEntry } from '../../core/engine/operation-log.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { currentUser, type App } from '../../core/types.ts';
import { assertDeptInScope, idList, inTx, OUT_OF_SCOPE_MEMBER, positiveId, type Tx } from './org-common.ts';

const body = z.strictObject({
  /** the members handing over (usually leavers), comma-joined */
  user_ids: idList('请选择交接人', 100).refine((ids) => ids.length > 0, '请选择交接人'),
  /** the member taking over */
  to_user_id: positiveId('请选择接收人'),
});

export type HandOverResult = { total: number; moved: { entity: string; title: string; count: number }[] };

const LOG_CHUNK = 1000;

/**
 * Moves everything the given members own to one member, in one transaction: every declared owned entity
 * (owner → the new member, the record's department → theirs, one operation-log entry per record), and their
 * places on record teams. Entities declared later join by being declared owned.
 */
export async function handOver(tx: Tx, editor: SessionUser, fromIds: readonly number[], toId: number): Promise<HandOverResult> {
  const people = await tx.select({ user_id: users.user_id, user_name: users.user_name, dept_id: users.dept_id, status: users.status }).from(users).where(inArray(users.user_id, [...fromIds, toId]));
  const target = people.find((p) => p.user_id === toId);
  if (!target || target.status !== 1) throw invalid('接收人不存在或已禁用');
  if (fromIds.includes(toId)) throw invalid('接收人不能是交接人本人');
  const sources = people.filter((p) => fromIds.includes(p.user_id));
  if (sources.length !== fromIds.length) throw invalid('交接人不存在');
  for (const p of people) assertDeptInScope(editor, p.dept_id, OUT_OF_SCOPE_MEMBER);
  const nameOf = new Map(sources.map((s) => [s.user_id, s.user_name]));

  const result: HandOverResult = { total: 0, moved: [] };
  for (const def of ENTITIES.filter((e) => e.owned)) {
    const table = tableOf(def);
    const cols = getTableColumns(table) as Record<string, PgColumn>;
    const before = await tx
      .select({ id: cols.id, owner: cols.owner_user_id })
      .from(table)
      .where(inArray(cols.owner_user_id, [...fromIds]));
    if (before.length === 0) continue;
    const ids = before.map((r) => r.id as number);
    await tx.update(table).set({ owner_user_id: toId, dept_id: target.dept_id, update_time: new Date() }).where(inArray(cols.id, ids));
    // the new owner is no longer a mere collaborator of what they now own
    await tx.delete(teamMembers).where(and(eq(teamMembers.entity, def.key), eq(teamMembers.user_id, toId), inArray(teamMembers.record_id, ids)));
    const logs: LogEntry[] = before.map((r) => ({
      entity: def.key,
      record_id: r.id as number,
      action: 'owner',
      user_id: editor.user_id,
      content: `离职交接：负责人由「${nameOf.get(r.owner as number) ?? ''}」变更为「${target.user_name}」`,
    }));
    for (let i = 0; i < logs.length; i += LOG_CHUNK) await writeLog(tx, logs.slice(i, i + LOG_CHUNK));
    result.moved.push({ entity: def.key, title: def.title, count: ids.length });
    result.total += ids.length;
  }

  // collaborator places pass to the new member, except on records they own
  const owned = ENTITIES.filter((e) => e.owned).map((def) => {
    const cols = getTableColumns(tableOf(def)) as Record<string, PgColumn>;
    return sql`(${teamMembers.entity} = ${def.key} and exists (select 1 from ${tableOf(def)} where ${cols.id} = ${teamMembers.record_id} and ${cols.owner_user_id} = ${toId}))`;
  });
  await tx.execute(sql`
    insert into ${teamMembers} (entity, record_id, user_id)
    select ${teamMembers.entity}, ${teamMembers.record_id}, ${toId} from ${teamMembers}
    where ${inArray(teamMembers.user_id, [...fromIds])} and not (${owned.length ? sql.join(owned, sql` or `) : sql`false`})
    on conflict do nothing`);
  await tx.delete(teamMembers).where(inArray(teamMembers.user_id, [...fromIds]));
  return result;
}

/** 离职交接: POST /api/User/transferBatchUser {user_ids, to_user_id} → {total, moved: [{entity, title, count}]}. */
export function handOverRoutes(app: App) {
  app.post('/api/User/transferBatchUser', { config: { auth: { node: 'personnel_dept_transfer' } }, schema: { body } }, async (req) => {
    const editor = currentUser(req);
    const result = await inTx(app.database.db, (tx) => handOver(tx, editor, req.body.user_ids, req.body.to_user_id));
    return ok(result);
  });
}
