import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

type Limits = { windowMinutes: number; maxPerAddress: number };

/**
 * Attempts of one kind (e.g. 'reg' for registrations) per client address within a window, kept in the
 * sign-in failure table under '<kind>:<address>' so every instance agrees.
 */
export class AddressThrottle {
  constructor(
    private db: Db,
    private kind: string,
    private limits: () => Limits,
    private now: () => Date,
  ) {}

  private key(ip: string) {
    return `${this.kind}:${ip}`.slice(0, 160);
  }

  private since() {
    return new Date(this.now().getTime() - this.limits().windowMinutes * 60_000);
  }

  async isBlocked(ip: string): Promise<boolean> {
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, this.key(ip)), gt(loginFailures.create_time, this.since())));
    return Number(n) >= this.limits().maxPerAddress;
  }

  async record(ip: string): Promise<void> {
    const key = this.key(ip);
    await this.db.transaction(async (tx) => {
      await tx.insert(loginFailures).values({ key, create_time: this.now() });
      await tx.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.create_time, this.since())));
    });
  }
}
