import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { AttemptCounter } from './attempt-counter.ts';

/** What a sign-in resolved to: an account's id, or (when nothing matched) the identifier as typed. */
export type SignInTarget = { user_id: number } | { typed: string };

const accountKey = (t: SignInTarget) => ('user_id' in t ? `acct:${t.user_id}` : `name:${t.typed.trim().toLowerCase()}`);
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * Sign-in attempts per account (the account the name or phone resolves to, so both count together) and per
 * address. Each attempt is reserved before the password is checked, so parallel guesses cannot pass the limit.
 */
export class LoginThrottle {
  private attempts: AttemptCounter;

  constructor(
    db: Db,
    private config: AppConfig,
  ) {
    this.attempts = new AttemptCounter(db, config.now);
  }

  /**
   * Reserves one attempt for the address and one for each target; answers the targets whose password may be
   * checked now. Nothing may be checked when the address is over its limit.
   */
  async reserve<T extends SignInTarget>(ip: string, targets: readonly T[]): Promise<T[]> {
    const limits = this.config.loginThrottle;
    if (!(await this.attempts.take(addressKey(ip), limits.maxPerAddress, limits))) return [];
    const open: T[] = [];
    for (const t of targets) if (await this.attempts.take(accountKey(t), limits.maxPerAccount, limits)) open.push(t);
    return open;
  }

  /** A successful sign-in: the account starts afresh and the address gets its attempt back. */
  async succeeded(ip: string, target: SignInTarget): Promise<void> {
    await this.attempts.clear(accountKey(target));
    await this.attempts.release(addressKey(ip));
  }
}
