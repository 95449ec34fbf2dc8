import { and, count, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';

/** Failed sign-ins per account and per address within a window; kept in the database so all instances agree. */
export class LoginThrottle {
  constructor(
    private db: Db,
    private config: AppConfig,
  ) {}

  private keys(account: string, ip: string) {
    return { account: `u:${account.trim().toLowerCase()}`.slice(0, 160), address: `ip:${ip}`.slice(0, 160) };
  }

  private since() {
    return new Date(this.config.now().getTime() - this.config.loginThrottle.windowMinutes * 60_000);
  }

  async isBlocked(account: string, ip: string): Promise<boolean> {
    const k = this.keys(account, ip);
    const rows = await this.db
      .select({ key: loginFailures.key, n: count() })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, [k.account, k.address]), gt(loginFailures.create_time, this.since())))
      .groupBy(loginFailures.key);
    const n = (key: string) => rows.find((r) => r.key === key)?.n ?? 0;
    return n(k.account) >= this.config.loginThrottle.maxPerAccount || n(k.address) >= this.config.loginThrottle.maxPerAddress;
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const k = this.keys(account, ip);
    const now = this.config.now();
    await this.db.transaction(async (tx) => {
      await tx.insert(loginFailures).values([
        { key: k.account, create_time: now },
        { key: k.address, create_time: now },
      ]);
      await tx.delete(loginFailures).where(and(or(eq(loginFailures.key, k.account), eq(loginFailures.key, k.address)), lt(loginFailures.create_time, this.since())));
    });
  }

  async clearAccount(account: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, this.keys(account, '').account));
  }
}
