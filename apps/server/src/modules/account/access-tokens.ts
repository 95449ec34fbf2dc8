import { randomBytes } from 'node:crypto';
import { ACCESS_TOKEN_MAX, ACCESS_TOKEN_MSG, ACCESS_TOKEN_PREFIX, ERR } from '@suwork/domain';
import type { AccessToken } from '@suwork/domain/contracts';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { fail, invalid } from '../../core/envelope.ts';
import { inTx } from '../../core/kit/index.ts';
import { hashToken, type BearerKind } from '../../core/sessions.ts';
import { formatDateTime } from '../../core/time-format.ts';
import { accessTokens } from './account.tables.ts';

/** A use is written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;
const DAY_MS = 86_400_000;

type Row = typeof accessTokens.$inferSelect;

/** How the session service finds a `suw_pat_…` token: its member while it is not revoked, its expiry and last use. */
export function accessTokenKind(db: Db): BearerKind {
  return {
    prefix: ACCESS_TOKEN_PREFIX,
    async find(tokenHash) {
      const [row] = await db
        .select({
          user_id: accessTokens.user_id,
          expires_at: accessTokens.expires_at,
          last_used_at: accessTokens.last_used_at,
        })
        .from(accessTokens)
        .where(and(eq(accessTokens.token_hash, tokenHash), isNull(accessTokens.revoked_at)));
      return row ?? null;
    },
    async touch(tokenHash, at, ip) {
      // another instance may have written the use a moment ago: then nothing is written
      const recent = new Date(at.getTime() - TOUCH_EVERY_MS);
      await db
        .update(accessTokens)
        .set({ last_used_at: at, last_used_ip: ip })
        .where(
          and(
            eq(accessTokens.token_hash, tokenHash),
            or(isNull(accessTokens.last_used_at), lt(accessTokens.last_used_at, recent)),
          ),
        );
    },
  };
}

export function tokenView(row: Row, now: Date, tz: number): AccessToken {
  return {
    token_id: row.token_id,
    name: row.name,
    token_hint: `${ACCESS_TOKEN_PREFIX}…${row.token_tail}`,
    create_time: formatDateTime(row.create_time, tz),
    expire_time: formatDateTime(row.expires_at, tz),
    is_expired: row.expires_at && row.expires_at <= now ? 2 : 1,
    last_used_time: formatDateTime(row.last_used_at, tz),
    last_used_ip: row.last_used_ip,
  };
}

/** The member's tokens not revoked (expired ones too, until revoked), newest first. */
export function listTokens(db: Db, userId: number): Promise<Row[]> {
  return db
    .select()
    .from(accessTokens)
    .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)))
    .orderBy(desc(accessTokens.token_id));
}

/** Makes a token for the member; `days` 0 never expires. The plain token is returned here and nowhere else. */
export async function createToken(
  db: Db,
  userId: number,
  name: string,
  days: number,
  now: Date,
): Promise<{ row: Row; token: string }> {
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await inTx(db, async (tx) => {
    // one member's creates take turns, so two at once cannot pass the cap together
    await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(accessTokens)
      .where(and(eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)));
    if (held.n >= ACCESS_TOKEN_MAX) throw invalid(ACCESS_TOKEN_MSG.tooMany);
    const [made] = await tx
      .insert(accessTokens)
      .values({
        user_id: userId,
        name,
        token_hash: hashToken(token),
        token_tail: token.slice(-4),
        create_time: now,
        expires_at: days === 0 ? null : new Date(now.getTime() + days * DAY_MS),
      })
      .returning();
    return made;
  });
  return { row, token };
}

/** Revokes one of the member's own tokens; another member's, or one already revoked, reads as not found. */
export async function revokeToken(
  db: Db,
  userId: number,
  tokenId: number,
  now: Date,
): Promise<{ token_hash: string; name: string }> {
  const [row] = await db
    .update(accessTokens)
    .set({ revoked_at: now })
    .where(and(eq(accessTokens.token_id, tokenId), eq(accessTokens.user_id, userId), isNull(accessTokens.revoked_at)))
    .returning({ token_hash: accessTokens.token_hash, name: accessTokens.name });
  if (!row) throw fail(ERR.notFound);
  return row;
}
