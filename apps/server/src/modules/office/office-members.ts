import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { invalid } from '../../core/envelope.ts';

/** user_id → user_name for the given members (one query). */
export async function memberNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db.select({ user_id: users.user_id, user_name: users.user_name }).from(users).where(inArray(users.user_id, unique));
  return new Map(rows.map((r) => [r.user_id, r.user_name]));
}

/** Refuses ids that are not members. */
export async function assertMembers(db: Db, ids: readonly number[], message: string): Promise<void> {
  const names = await memberNames(db, ids);
  if (ids.some((id) => !names.has(id))) throw invalid(message);
}
