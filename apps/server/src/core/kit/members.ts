import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** user_id → user_name for the given members (one query). */
export async function memberNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ user_id: users.user_id, user_name: users.user_name })
    .from(users)
    .where(inArray(users.user_id, unique));
  return new Map(rows.map((r) => [r.user_id, r.user_name]));
}

/** The name of one member, '' when there is none. */
export async function memberName(db: Db, id: number): Promise<string> {
  return (await memberNames(db, [id])).get(id) ?? '';
}
