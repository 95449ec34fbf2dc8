import { readOnlyMessage, type EntityDef } from '@suwork/domain/entities';
import { inArray, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { invalid } from '../envelope.ts';
import { columnsOf } from './table.ts';

// Records that are closed history (EntityDef.readOnlyWhen: a clue converted to a customer) are changed by nobody:
// every engine action that changes a record asks here first (update, delete, 放入公海, 不自动回收, team changes,
// follow-ups), inside its transaction, so the rule lives in one place and no route can forget it.

/**
 * Refuses, with readOnlyMessage, to `verb` any of these records that is read-only. The records are read again under
 * a row lock (in id order), so a change and the action that closes a record (线索转客户 locks the clue too) cannot
 * pass each other. A batch is refused whole, naming the records concerned.
 */
export async function refuseReadOnly(tx: Db, def: EntityDef, ids: readonly number[], verb: string): Promise<void> {
  const rule = def.readOnlyWhen;
  if (!rule || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const cols = columnsOf(tableOf(def));
  const rows = (await tx
    .select({ id: cols.id, state: cols[rule.field], title: cols[def.titleField] })
    .from(tableOf(def))
    .where(inArray(cols.id, unique))
    .orderBy(cols.id)
    .for('update')) as {
    id: number;
    state: unknown;
    title: unknown;
  }[];
  const closed = rows.filter((r) => rule.values.includes(Number(r.state)));
  if (closed.length === 0) return;
  throw invalid(readOnlyMessage(def, verb, unique.length > 1 ? closed.map((r) => String(r.title ?? '')) : undefined));
}

/** The records that are not read-only (for the recycling rule and its warnings); none to add without the rule. */
export function notReadOnly(def: EntityDef, cols: Record<string, PgColumn>): SQL | undefined {
  const rule = def.readOnlyWhen;
  if (!rule) return undefined;
  const col = cols[rule.field];
  return or(isNull(col), notInArray(col, [...rule.values]));
}
