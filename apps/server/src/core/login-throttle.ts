import { ERR, SIGN_IN_MSG } from '@suwork/domain';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AttemptCounter, waitLeftMs, type Backoff } from './attempt-counter.ts';
import { fail } from './envelope.ts';

/** What a sign-in resolved to: an account's id, or (when nothing matched) the identifier as typed. */
export type SignInTarget = { user_id: number } | { typed: string };

/** Where an attempt comes from: the client's address, and its browser's sign-in device id when it sent one. */
export type Place = { ip: string; device?: string };

/** Why nothing may be checked now: whose failures, and how long to wait. */
export type Refusal = { reason: 'account' | 'address'; waitSeconds: number; msg: string };

/** One attempt: the targets whose password may be checked now, or why none may; `succeeded` ends it well. */
export type Attempt<T> = {
  open: T[];
  refusal: Refusal | undefined;
  succeeded: (target: T, device?: string) => Promise<void>;
};

// Keys of sys_attempt_counter. Failures: 'acct:<id>' or 'name:<typed>' (the account wherever it is tried),
// 'acct:<id>@ip:<address>' and 'acct:<id>@dev:<device>' (the account at a place it signed in from),
// 'ip:<address>' (any account never signed in from that address). Successful sign-ins: 'seen:<id>@ip:…', 'seen:<id>@dev:…'.
const accountKey = (t: SignInTarget) => ('user_id' in t ? `acct:${t.user_id}` : `name:${t.typed.trim().toLowerCase()}`);
const addressKey = (ip: string) => `ip:${ip}`;
const placesOf = (p: Place) => [`ip:${p.ip}`, ...(p.device ? [`dev:${p.device}`] : [])];

/**
 * Sign-in attempts slowed without locking anyone out (docs/security.md, "Sign-in throttle"):
 * - an account's failures make each further attempt wait, 1 s doubling up to 15 min — never a refusal outright;
 * - at a place (address or browser) where the account signed in before, only the failures made there count, so a
 *   guesser elsewhere does not slow the owner at his usual desk;
 * - an address's failures over accounts never signed in from it slow those accounts only (an office keeps signing in
 *   however much one member mistypes).
 * Every key is reserved before the password is checked, so parallel guesses cannot get past a wait.
 */
export class LoginThrottle {
  private attempts: AttemptCounter;

  constructor(
    db: Db,
    private config: AppConfig,
  ) {
    this.attempts = new AttemptCounter(db, config.now);
  }

  private backoff(free: number): Backoff {
    const c = this.config.loginThrottle;
    return {
      free,
      firstMs: c.firstDelaySeconds * 1000,
      maxMs: c.maxDelayMinutes * 60_000,
      forgetMs: c.forgetHours * 3600_000,
    };
  }

  /**
   * Reserves the attempt for each target; answers those whose password may be checked now. `byAddress: false` for a
   * check that is not a sign-in (修改密码's old password): it counts toward the account, never against the address.
   */
  async reserve<T extends SignInTarget>(
    place: Place,
    targets: readonly T[],
    { byAddress = true } = {},
  ): Promise<Attempt<T>> {
    const account = this.backoff(this.config.loginThrottle.freePerAccount);
    const address = this.backoff(this.config.loginThrottle.freePerAddress);
    const home = await this.homes(place, targets);
    // the key each target's attempt is judged by: its failures at its home, else all its failures
    const judgedBy = targets.map((t, i) => (home[i] ? `${accountKey(t)}@${home[i]}` : accountKey(t)));
    const needsAddress = byAddress && home.some((h) => !h);
    const now = this.config.now();
    const rows = await this.attempts.read([...judgedBy, ...(needsAddress ? [addressKey(place.ip)] : [])]);
    // what each target waits for now: its own failures, and the address's when it never signed in here
    const addressWait = needsAddress ? waitLeftMs(rows.get(addressKey(place.ip)), now, address) : 0;
    const waits = targets.map((_, i) => ({
      account: waitLeftMs(rows.get(judgedBy[i]), now, account),
      address: home[i] ? 0 : addressWait,
    }));
    const ready = targets.flatMap((_, i) => (waits[i].account === 0 && waits[i].address === 0 ? [i] : []));
    // a waiting attempt counts nothing; a ready one is reserved, which re-checks the wait under parallel attempts
    let addressCounted = false;
    if (ready.some((i) => !home[i])) {
      const raced = await this.attempts.reserve(addressKey(place.ip), address);
      for (const i of ready) if (!home[i]) waits[i].address = raced;
      addressCounted = raced === 0;
    }
    const open: T[] = [];
    for (const i of ready) {
      if (waits[i].address > 0) continue;
      waits[i].account = await this.attempts.reserve(judgedBy[i], account);
      if (waits[i].account > 0) continue;
      // a failure at home still counts toward the account, for the places it has never signed in from
      if (home[i]) await this.attempts.count(accountKey(targets[i]), account);
      open.push(targets[i]);
    }
    return {
      open,
      refusal: open.length > 0 ? undefined : soonest(waits),
      succeeded: (target, device) =>
        this.succeeded({ ...place, device: device ?? place.device }, target, addressCounted),
    };
  }

  /**
   * A correct password: the attempt was no failure (the account and the address get it back), the failures at this
   * place are forgotten, and the address and the browser become places the account has signed in from.
   */
  private async succeeded(place: Place, target: SignInTarget, addressCounted: boolean): Promise<void> {
    const key = accountKey(target);
    await this.attempts.release(key);
    if (addressCounted) await this.attempts.release(addressKey(place.ip));
    if (!('user_id' in target)) return;
    const known: Backoff = { ...this.backoff(0), forgetMs: this.config.loginThrottle.knownDays * 86_400_000 };
    for (const p of placesOf(place)) {
      await this.attempts.clear(`${key}@${p}`);
      await this.attempts.count(`seen:${target.user_id}@${p}`, known);
    }
  }

  /** Per target, the place ('dev:…' or 'ip:…') of this attempt where its account has signed in within knownDays, if any. */
  private async homes(place: Place, targets: readonly SignInTarget[]): Promise<(string | undefined)[]> {
    const since = new Date(this.config.now().getTime() - this.config.loginThrottle.knownDays * 86_400_000);
    const ids = targets.flatMap((t) => ('user_id' in t ? [t.user_id] : []));
    const seen = await this.attempts.countedSince(
      ids.flatMap((id) => placesOf(place).map((p) => `seen:${id}@${p}`)),
      since,
    );
    // the browser first: a member's own browser is his home wherever he takes it
    return targets.map((t) =>
      'user_id' in t
        ? placesOf(place)
            .reverse()
            .find((p) => seen.has(`seen:${t.user_id}@${p}`))
        : undefined,
    );
  }
}

/** Why no target may be tried: the one that may be tried soonest, and what holds it back longest. */
function soonest(waits: readonly { account: number; address: number }[]): Refusal {
  const first = waits.reduce((a, b) => (Math.max(b.account, b.address) < Math.max(a.account, a.address) ? b : a));
  const reason = first.account >= first.address ? 'account' : 'address';
  const waitSeconds = Math.ceil(Math.max(first.account, first.address) / 1000);
  return {
    reason,
    waitSeconds,
    msg: reason === 'account' ? SIGN_IN_MSG.accountWait(waitSeconds) : SIGN_IN_MSG.addressWait(waitSeconds),
  };
}

/** The answer to an attempt that must wait: the member reads how long, a client reads Retry-After. */
export function mustWait(reply: FastifyReply, r: Refusal) {
  reply.header('retry-after', String(r.waitSeconds));
  return fail(ERR.loginThrottled, r.msg);
}
