import type { LogAction } from '@suwork/domain';
import { ENTITIES, entityByKey, type EntityDef } from '@suwork/domain/entities';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { teamMembers } from '../../db/schema.ts';
import { writeLog, type LogEntry } from '../engine/operation-log.ts';
import { notifyAboutRecords } from '../engine/record-messages.ts';
import { memberNames } from './members.ts';

/** The member a record is given to. */
export type NewOwner = { user_id: number; user_name: string; dept_id: number };

/** The owner columns of a record owned by `member`: the member and their department (also what a new record gets). */
export const ownedBy = (member: { user_id: number; dept_id: number }) => ({
  owner_user_id: member.user_id,
  dept_id: member.dept_id,
});

export type OwnerChange = {
  def: EntityDef;
  /** the records given (already checked by the caller: in scope, in the pool …) */
  ids: readonly number[];
  to: NewOwner;
  /** who acts: named in the log and in the messages */
  by: { user_id: number; user_name: string };
  now: Date;
  /** 'owner' (转移, 分配, 离职交接) or 'pool' (taken from the public pool) */
  action: Extract<LogAction, 'owner' | 'pool'>;
  /** the log line of one record; `from` is the name of its previous owner, undefined when it had none */
  log: (from: string | undefined) => string;
  /** more columns set with the owner (out of the pool: in_pool 1, pool_reason '') */
  set?: Record<string, unknown>;
  /** the message telling the new owner of each record that changed hands, from the record's name; none: nobody is told */
  notice?: (recordName: string) => string;
};

/** Log entries written in one statement at most. */
const LOG_CHUNK = 1000;

/**
 * Gives records to one member — the one way every path sets an owner (转移负责人, 分配, 领取 from the pool,
 * 离职交接): owner and department set, the new owner no longer a mere collaborator, one operation-log entry per
 * record, and (with `notice`) a message to the new owner for each record that was not theirs. Call it inside the
 * transaction of the change; returns how many records were given.
 */
export async function assignOwner(tx: Db, change: OwnerChange): Promise<number> {
  const { def, to, by } = change;
  const table = tableOf(def);
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const ids = [...new Set(change.ids)];
  if (ids.length === 0) return 0;
  const before = (await tx
    .select({ id: cols.id, owner: cols.owner_user_id })
    .from(table)
    .where(inArray(cols.id, ids))) as { id: number; owner: number }[];
  const ownerOf = new Map(before.map((b) => [b.id, b.owner]));
  const names = await memberNames(
    tx,
    before.map((b) => b.owner),
  );
  await tx
    .update(table)
    .set({ ...ownedBy(to), ...change.set, update_time: change.now })
    .where(inArray(cols.id, ids));
  await tx
    .delete(teamMembers)
    .where(
      and(eq(teamMembers.entity, def.key), inArray(teamMembers.record_id, ids), eq(teamMembers.user_id, to.user_id)),
    );
  const given = ids.filter((id) => ownerOf.has(id));
  const logs: LogEntry[] = given.map((id) => ({
    entity: def.key,
    record_id: id,
    action: change.action,
    user_id: by.user_id,
    content: change.log(names.get(ownerOf.get(id)!)),
  }));
  for (let i = 0; i < logs.length; i += LOG_CHUNK) await writeLog(tx, logs.slice(i, i + LOG_CHUNK));
  // records that belong to these (回款计划 of a 合同) change hands with them
  for (const child of dependentsOf(def)) {
    const t = tableOf(child);
    const c = getTableColumns(t) as Record<string, PgColumn>;
    await tx
      .update(t)
      .set({ ...ownedBy(to), update_time: change.now })
      .where(inArray(c[child.ownerFrom!], ids));
  }
  if (change.notice) {
    const handedOver = given.filter((id) => ownerOf.get(id) !== to.user_id);
    await notifyAboutRecords(tx, def, table, handedOver, [to.user_id], by.user_id, change.notice);
  }
  return given.length;
}

/** The entities whose records take their owner from a record of `def` (EntityDef.ownerFrom). */
const dependentsOf = (def: EntityDef): EntityDef[] =>
  ENTITIES.filter((e) => e.ownerFrom && e.fields.find((f) => f.key === e.ownerFrom)?.entity === def.key);

/** The owner and department a record of `def` takes from the record its `ownerFrom` field names. */
export async function ownerOfParent(
  tx: Db,
  def: EntityDef,
  values: Record<string, unknown>,
): Promise<{ owner_user_id: number; dept_id: number }> {
  const parent = entityByKey(def.fields.find((f) => f.key === def.ownerFrom)!.entity!);
  const t = tableOf(parent);
  const c = getTableColumns(t) as Record<string, PgColumn>;
  const [row] = (await tx
    .select({ owner_user_id: c.owner_user_id, dept_id: c.dept_id })
    .from(t)
    .where(eq(c.id, values[def.ownerFrom!] as number))) as { owner_user_id: number; dept_id: number }[];
  return row ?? { owner_user_id: 0, dept_id: 0 };
}
