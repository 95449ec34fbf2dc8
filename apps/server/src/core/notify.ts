import { MESSAGE_CHANNEL, MESSAGE_TYPE, type MessageChannel, type MessageType } from '@suwork/domain';
import type { Db } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { notifications } from '../db/schema.ts';
import { REALTIME_CHANNEL, type MessageEnvelope } from './realtime/realtime-message.ts';

export type Notice = {
  user_ids: readonly number[];
  /** what the message opens, e.g. 'flow', 'task', 'schedule', 'customer' */
  business_type: string;
  business_id: number;
  /** the message's content as the message centre shows it */
  title: string;
  /** the message centre tab; 办公 when not given */
  message_type?: MessageType;
  /** the realtime channel; `event` when not given */
  channel?: MessageChannel;
};

/**
 * The one way modules leave messages for members (once each). Call it inside the transaction that makes the
 * change, so a message exists exactly when the change does.
 */
export const notify = (tx: Db, notice: Notice): Promise<void> => notifyAll(tx, [notice]);

/** Several messages at once: one insert, one realtime announcement. */
export async function notifyAll(tx: Db, notices: readonly Notice[]): Promise<void> {
  const values = notices.flatMap((n) =>
    [...new Set(n.user_ids)]
      .filter((id) => id > 0)
      .map((user_id) => ({
        user_id,
        business_type: n.business_type,
        business_id: n.business_id,
        title: n.title,
        message_type: n.message_type ?? MESSAGE_TYPE.office,
        channel: n.channel ?? MESSAGE_CHANNEL.event,
      })),
  );
  if (values.length === 0) return;
  const rows = await tx.insert(notifications).values(values).returning();
  await announceMessages(
    tx,
    rows.map((r) => ({ ...r, create_time: r.create_time.toISOString() })),
  );
}

/** A message row as written, its time as an ISO string. */
export type WrittenMessage = {
  id: number;
  user_id: number;
  title: string;
  channel: string;
  message_type: number;
  business_type: string;
  business_id: number;
  create_time: string;
};

/** Realtime delivery of messages just written, on every instance, sent by PostgreSQL only when the caller's transaction commits. */
export async function announceMessages(tx: Db, rows: readonly WrittenMessage[]): Promise<void> {
  if (rows.length === 0) return;
  const envelopes: MessageEnvelope[] = rows.map((r) => ({
    user_id: r.user_id,
    msg_id: Number(r.id),
    content: r.title,
    channel: r.channel,
    message_type: r.message_type,
    business_type: r.business_type,
    business_id: r.business_id,
    create_time: r.create_time,
  }));
  await tx.execute(
    sql`select pg_notify(${REALTIME_CHANNEL}, e::text) from json_array_elements(${JSON.stringify(envelopes)}::json) as e`,
  );
}
