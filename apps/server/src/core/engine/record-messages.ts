import { MESSAGE_CHANNEL, MESSAGE_TYPE, type MessageChannel, type MessageType } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { notifyAll } from '../notify.ts';
import type { EntityTable } from './table.ts';

/** Which tab and realtime channel an entity's messages use, as it declares them (EntityDef.messages). */
export function channelOf(def: EntityDef): { message_type: MessageType; channel: MessageChannel } {
  return {
    message_type: def.messages?.type ?? MESSAGE_TYPE.customer,
    channel: def.messages?.channel ?? MESSAGE_CHANNEL.event,
  };
}

/**
 * Tells members about records they were given or added to (分配, 转移, 协同人): one message per record, worded by
 * `sentence` from the record's name; the member who acted is never told of their own action.
 */
export async function notifyAboutRecords(
  tx: Db,
  def: EntityDef,
  table: EntityTable,
  recordIds: readonly number[],
  userIds: readonly number[],
  actorId: number,
  sentence: (name: string) => string,
): Promise<void> {
  const to = userIds.filter((id) => id !== actorId);
  if (to.length === 0 || recordIds.length === 0) return;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const rows = await tx
    .select({ id: cols.id, name: cols[def.titleField] })
    .from(table)
    .where(inArray(cols.id, [...recordIds]));
  await notifyAll(
    tx,
    rows.map((r) => ({
      user_ids: to,
      business_type: def.key,
      business_id: r.id as number,
      title: sentence(String(r.name ?? '')),
      ...channelOf(def),
    })),
  );
}
