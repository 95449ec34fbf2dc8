import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema.ts';

export type Notice = { user_ids: readonly number[]; business_type: string; business_id: number; title: string };

/** Leaves a notification for each member (once each); the message centre reads and marks them. */
export async function notify(tx: Db, { user_ids, business_type, business_id, title }: Notice): Promise<void> {
  const ids = [...new Set(user_ids)].filter((id) => id > 0);
  if (ids.length > 0) await tx.insert(notifications).values(ids.map((user_id) => ({ user_id, business_type, business_id, title })));
}
