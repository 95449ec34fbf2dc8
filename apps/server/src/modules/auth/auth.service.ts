import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The accounts a sign-in name may mean: a member's phone or user name (at most 5, each checked against the password). */
export function signInCandidates(db: Db, username: string) {
  return db
    .select({ user_id: users.user_id, user_name: users.user_name, user_pwd: users.user_pwd, status: users.status })
    .from(users)
    .where(or(eq(users.user_phone, username), eq(users.user_name, username)))
    .limit(5);
}
