import type { HandOverResult } from '@suwork/domain/contracts';
import { ENTITIES, type EntityDef, type RowOf } from '@suwork/domain/entities';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { teamMembers, users } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';
import { assignOwner, inTx, type Tx } from '../../core/kit/index.ts';
import type { SessionUser } from '../../core/sessions.ts';
import { assertDeptInScope, OUT_OF_SCOPE_MEMBER } from './dept-scope.ts';

/**
 * Moves everything the given members own to one member, in one transaction: every declared owned entity
 * (owner → the new member, the record's department → theirs, one operation-log entry per record), and their
 * places on record teams. Entities declared later join by being declared owned.
 */
export async function handOver(
  tx: Tx,
  editor: SessionUser,
  fromIds: readonly number[],
  toId: number,
  now: Date,
): Promise<HandOverResult> {
  const people = await tx
    .select({ user_id: users.user_id, user_name: users.user_name, dept_id: users.dept_id, status: users.status })
    .from(users)
    .where(inArray(users.user_id, [...fromIds, toId]));
  const target = people.find((p) => p.user_id === toId);
  if (!target || target.status !== 1) throw invalid('接收人不存在或已禁用');
  if (fromIds.includes(toId)) throw invalid('接收人不能是交接人本人');
  const sources = people.filter((p) => fromIds.includes(p.user_id));
  if (sources.length !== fromIds.length) throw invalid('交接人不存在');
  for (const p of people) assertDeptInScope(editor, p.dept_id, OUT_OF_SCOPE_MEMBER);

  const result: HandOverResult = { total: 0, moved: [] };
  for (const def of ENTITIES.filter((e) => e.owned)) {
    const table = tableOf(def);
    const cols = getTableColumns(table) as Record<string, PgColumn>;
    // any owned entity: its rows have the system columns RowOf gives every declaration
    const rows = (await tx
      .select({ id: cols.id })
      .from(table)
      .where(inArray(cols.owner_user_id, [...fromIds]))) as Pick<RowOf<EntityDef>, 'id'>[];
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) continue;
    await assignOwner(tx, {
      def,
      ids,
      to: target,
      by: editor,
      now,
      action: 'owner',
      log: (from) => `离职交接：负责人由「${from ?? ''}」变更为「${target.user_name}」`,
    });
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

/** 离职交接 in a transaction of its own. */
export const handOverMembers = (db: Db, editor: SessionUser, fromIds: readonly number[], toId: number, now: Date) =>
  inTx(db, (tx) => handOver(tx, editor, fromIds, toId, now));
