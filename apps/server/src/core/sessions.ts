import { createHash, randomBytes } from 'node:crypto';
import { CATALOGUE } from '@suwork/domain';
import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { departments, roles, sessions, userRoles, users } from '../db/schema.ts';
import { resolveScope, type ScopeGrant } from './data-scope.ts';
import { effectiveNodeIds, permissionVersion, SUPER_USER_NAME } from './permissions.ts';

export type SessionUser = {
  user_id: number;
  user_name: string;
  nick_name: string;
  avatar_url: string;
  dept_id: number;
  role: number;
  role_ids: number[];
  role_name: string;
  /** node names held */
  nodes: ReadonlySet<string>;
  node_ids: ReadonlySet<number>;
  /** data scope over owned records */
  scope: ScopeGrant;
  /** fingerprint of the nodes and scope (see permissionVersion) */
  perm_version: string;
};

/** How the request signed in: a sign-in session, or a personal access token a script sends. */
export type CredentialKind = 'session' | 'accessToken';

export type AuthContext = { tokenHash: string; user: SessionUser; kind: CredentialKind; renewedToken?: string };

/**
 * A bearer credential other than a sign-in session, told apart by its prefix: a module registers it
 * (`registerBearerKind`) and keeps its own table; this service gives it the member, the cache and the checks.
 * It has no idle expiry and is never renewed.
 */
export type BearerKind = {
  prefix: string;
  /** the token's member and life, or null when it is unknown or revoked (the service checks the expiry) */
  find: (tokenHash: string) => Promise<{ user_id: number; expires_at: Date | null; last_used_at: Date | null } | null>;
  /** records a use; called at most once a minute per token and process, and should itself skip a use recorded within the minute */
  touch: (tokenHash: string, at: Date, ip: string) => Promise<void>;
};

type CacheEntry = {
  kind: CredentialKind;
  user_id: number;
  /** a session's last request; an access token's last recorded use (epoch when never used) */
  last_seen: Date;
  /** null: an access token that never expires */
  expires_at: Date | null;
  user: SessionUser;
  loadedAt: number;
};

/** What a request's member is built from: the member and their department's menu. */
const memberColumns = {
  user_id: users.user_id,
  user_name: users.user_name,
  nick_name: users.nick_name,
  avatar_url: users.avatar_url,
  dept_id: users.dept_id,
  role: users.role,
  status: users.status,
  menu_ids: departments.menu_ids,
};
type MemberRow = {
  user_id: number;
  user_name: string;
  nick_name: string;
  avatar_url: string;
  dept_id: number;
  role: number;
  status: number;
  menu_ids: number[] | null;
};

/** How long a resolved session is reused before the database is asked again. */
const CACHE_TTL_MS = 5000;
const CACHE_MAX = 10_000;
const TOUCH_AFTER_MS = 60_000;
/** a renewed token's predecessor keeps working this long, for requests already in flight */
const RENEW_GRACE_MS = 120_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function readBearer(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return m?.[1];
}

/** A sign-out that just happened: one session, or every session of a member but the kept ones. */
export type Revocation = { tokenHash: string } | { userId: number; keepTokenHashes: readonly string[] };

export class SessionService {
  private cache = new Map<string, CacheEntry>();
  /** the hashes of tokens seen lately: hashing on every request costs more than the rest of a cached resolve */
  private hashes = new Map<string, string>();
  private revokeListeners = new Set<(r: Revocation) => void>();
  private bearerKinds: BearerKind[] = [];

  constructor(
    private db: Db,
    private config: AppConfig,
  ) {}

  /** Starts a session; returns the opaque token (256 random bits). */
  async create(userId: number, ip = '', userAgent = ''): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.config.now();
    await this.db.insert(sessions).values({
      token_hash: hashToken(token),
      user_id: userId,
      last_seen: now,
      expires_at: new Date(now.getTime() + this.config.session.absoluteHours * 3600_000),
      ip: ip.slice(0, 64),
      user_agent: userAgent.slice(0, 255),
    });
    return token;
  }

  /** Serves tokens with this prefix (personal access tokens) beside the sign-in sessions. */
  registerBearerKind(kind: BearerKind): void {
    if (this.bearerKinds.some((k) => k.prefix === kind.prefix))
      throw new Error(`bearer prefix ${kind.prefix} registered twice`);
    this.bearerKinds.push(kind);
  }

  /**
   * The signed-in member for a token, or null when it is unknown, expired, revoked or the member is disabled.
   * `ip` is the request's address, recorded as an access token's last use.
   */
  async resolve(token: string, ip = ''): Promise<AuthContext | null> {
    const kind = this.bearerKinds.find((k) => token.startsWith(k.prefix));
    if (kind) return this.resolveBearer(kind, token, ip);
    const tokenHash = this.hashOf(token);
    const now = this.config.now();
    let entry = this.cache.get(tokenHash);
    if (!entry || Date.now() - entry.loadedAt > CACHE_TTL_MS) {
      entry = (await this.load(tokenHash)) ?? undefined;
      if (!entry) {
        this.cache.delete(tokenHash);
        return null;
      }
      this.remember(tokenHash, entry);
    }
    const idleLimit = entry.last_seen.getTime() + this.config.session.idleMinutes * 60_000;
    if (now >= entry.expires_at! || now.getTime() >= idleLimit) {
      await this.revoke(token);
      return null;
    }
    if (now.getTime() - entry.last_seen.getTime() > TOUCH_AFTER_MS) {
      entry.last_seen = now;
      await this.db.update(sessions).set({ last_seen: now }).where(eq(sessions.token_hash, tokenHash));
    }
    const ctx: AuthContext = { tokenHash, user: entry.user, kind: 'session' };
    const left = entry.expires_at!.getTime() - now.getTime();
    if (left < this.config.session.renewWithinHours * 3600_000 && left > RENEW_GRACE_MS) {
      ctx.renewedToken = await this.create(entry.user_id);
      entry.expires_at = new Date(now.getTime() + RENEW_GRACE_MS);
      await this.db.update(sessions).set({ expires_at: entry.expires_at }).where(eq(sessions.token_hash, tokenHash));
    }
    return ctx;
  }

  /**
   * An access token: the member it stands for now (their current nodes and scope, as a session's), cached like a
   * session for up to 5 seconds; no idle expiry, no renewal; its use is recorded at most once a minute.
   */
  private async resolveBearer(kind: BearerKind, token: string, ip: string): Promise<AuthContext | null> {
    const tokenHash = this.hashOf(token);
    const now = this.config.now();
    let entry = this.cache.get(tokenHash);
    if (!entry || entry.kind !== 'accessToken' || Date.now() - entry.loadedAt > CACHE_TTL_MS) {
      entry = (await this.loadBearer(kind, tokenHash)) ?? undefined;
      if (!entry) {
        this.cache.delete(tokenHash);
        return null;
      }
      this.remember(tokenHash, entry);
    }
    if (entry.expires_at && now >= entry.expires_at) return null;
    if (now.getTime() - entry.last_seen.getTime() > TOUCH_AFTER_MS) {
      entry.last_seen = now;
      await kind.touch(tokenHash, now, ip.slice(0, 64));
    }
    return { tokenHash, user: entry.user, kind: 'accessToken' };
  }

  /** Forget one cached token at once (an access token revoked on this instance; others see it within 5 seconds). */
  forgetToken(tokenHash: string): void {
    this.cache.delete(tokenHash);
  }

  async revoke(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    this.cache.delete(tokenHash);
    await this.db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
    this.emitRevoked({ tokenHash });
  }

  /** Told of each sign-out on this instance (others are found by `liveAmong`); returns the unsubscribe. */
  onRevoke(listener: (r: Revocation) => void): () => void {
    this.revokeListeners.add(listener);
    return () => this.revokeListeners.delete(listener);
  }

  /** Which of these sessions still stand (known, not expired or idle, member enabled), without touching or renewing them. */
  async liveAmong(tokenHashes: readonly string[]): Promise<Set<string>> {
    if (tokenHashes.length === 0) return new Set();
    const now = this.config.now();
    const idleCut = this.idleCut(now);
    const rows = await this.db
      .select({ token_hash: sessions.token_hash })
      .from(sessions)
      .innerJoin(users, eq(users.user_id, sessions.user_id))
      .where(
        and(
          inArray(sessions.token_hash, [...tokenHashes]),
          gt(sessions.expires_at, now),
          gt(sessions.last_seen, idleCut),
          eq(users.status, 1),
        ),
      );
    return new Set(rows.map((r) => r.token_hash));
  }

  /** Sessions last seen before this have been idle too long. */
  private idleCut(now: Date): Date {
    return new Date(now.getTime() - this.config.session.idleMinutes * 60_000);
  }

  private emitRevoked(r: Revocation) {
    for (const l of this.revokeListeners) l(r);
  }

  /** Signs a member out everywhere (disabled, password changed), except on the sessions whose token hashes are kept. */
  async revokeUser(userId: number, keepTokenHashes: readonly string[] = []): Promise<void> {
    for (const [k, v] of this.cache) if (v.user_id === userId && !keepTokenHashes.includes(k)) this.cache.delete(k);
    const mine = eq(sessions.user_id, userId);
    await this.db
      .delete(sessions)
      .where(keepTokenHashes.length ? and(mine, notInArray(sessions.token_hash, [...keepTokenHashes])) : mine);
    this.emitRevoked({ userId, keepTokenHashes });
  }

  /** Forget one member's cached sessions: their own details (name, avatar) changed. */
  forgetUser(userId: number): void {
    for (const [k, v] of this.cache) if (v.user_id === userId) this.cache.delete(k);
  }

  /** Forget cached members: roles, nodes or department menus changed. */
  forgetAll(): void {
    this.cache.clear();
  }

  async purgeExpired(): Promise<void> {
    const now = this.config.now();
    const idleCut = this.idleCut(now);
    await this.db.delete(sessions).where(sql`${sessions.expires_at} <= ${now} or ${lt(sessions.last_seen, idleCut)}`);
  }

  private hashOf(token: string): string {
    let tokenHash = this.hashes.get(token);
    if (tokenHash === undefined) {
      if (this.hashes.size >= CACHE_MAX) this.hashes.delete(this.hashes.keys().next().value!);
      this.hashes.set(token, (tokenHash = hashToken(token)));
    }
    return tokenHash;
  }

  private remember(tokenHash: string, entry: CacheEntry) {
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(tokenHash, entry);
  }

  private async load(tokenHash: string): Promise<CacheEntry | null> {
    const [row] = await this.db
      .select({ ...memberColumns, last_seen: sessions.last_seen, expires_at: sessions.expires_at })
      .from(sessions)
      .innerJoin(users, eq(users.user_id, sessions.user_id))
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(eq(sessions.token_hash, tokenHash));
    if (!row) return null;
    const user = await this.memberOf(row);
    return (
      user && {
        kind: 'session',
        user_id: row.user_id,
        last_seen: row.last_seen,
        expires_at: row.expires_at,
        user,
        loadedAt: Date.now(),
      }
    );
  }

  private async loadBearer(kind: BearerKind, tokenHash: string): Promise<CacheEntry | null> {
    const token = await kind.find(tokenHash);
    if (!token) return null;
    const [row] = await this.db
      .select(memberColumns)
      .from(users)
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(eq(users.user_id, token.user_id));
    const user = row ? await this.memberOf(row) : null;
    return (
      user && {
        kind: 'accessToken',
        user_id: user.user_id,
        last_seen: token.last_used_at ?? new Date(0),
        expires_at: token.expires_at,
        user,
        loadedAt: Date.now(),
      }
    );
  }

  /** The member as a request of theirs would see them now (a job working for them); null when unknown or disabled. */
  async member(userId: number): Promise<SessionUser | null> {
    const [row] = await this.db
      .select(memberColumns)
      .from(users)
      .leftJoin(departments, eq(departments.dept_id, users.dept_id))
      .where(eq(users.user_id, userId));
    return row ? this.memberOf(row) : null;
  }

  /** The member as a request sees them: their enabled roles' nodes (within the department's menu) and data scope; null when disabled. */
  private async memberOf(row: MemberRow): Promise<SessionUser | null> {
    if (row.status !== 1) return null;
    const held = await this.db
      .select({
        role_id: roles.role_id,
        role_name: roles.role_name,
        node_ids: roles.node_ids,
        data_scope: roles.data_scope,
        scope_dept_ids: roles.scope_dept_ids,
      })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.role_id, userRoles.role_id), eq(roles.status, 1)))
      .where(inArray(userRoles.user_id, [row.user_id]))
      .orderBy(roles.role_id);
    const depts = await this.db
      .select({ dept_id: departments.dept_id, parent_id: departments.parent_id })
      .from(departments);
    const nodeIds = effectiveNodeIds(
      row.user_name,
      held.flatMap((r) => r.node_ids),
      row.menu_ids ?? [],
    );
    const scope = resolveScope(row.dept_id, held, depts, row.user_name === SUPER_USER_NAME);
    const user: SessionUser = {
      user_id: row.user_id,
      user_name: row.user_name,
      nick_name: row.nick_name,
      avatar_url: row.avatar_url,
      dept_id: row.dept_id,
      role: row.role,
      role_ids: held.map((r) => r.role_id),
      role_name: held.map((r) => r.role_name).join(','),
      node_ids: nodeIds,
      nodes: new Set([...nodeIds].map((id) => CATALOGUE.byId.get(id)!.node_name)),
      scope,
      perm_version: permissionVersion(nodeIds, scope),
    };
    return user;
  }
}
