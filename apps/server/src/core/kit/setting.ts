import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

/** The value stored under a key of sys_setting, as saved (undefined when never saved). */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value ?? undefined;
}

/** Stores a value under a key of sys_setting, replacing what was there; `at` is the company clock's time when given. */
export async function writeSetting(db: Db, key: string, value: unknown, at?: Date): Promise<void> {
  const update_time = at ?? sql`now()`;
  await db
    .insert(settings)
    .values({ key, value, update_time })
    .onConflictDoUpdate({ target: settings.key, set: { value, update_time } });
}

/** A settings form kept under one key: what was never saved (the whole form, or a field added since) takes the defaults. */
export function settingsRecord<T extends object>(key: string, defaults: T) {
  return {
    key,
    read: async (db: Db): Promise<T> => ({ ...defaults, ...((await readSetting(db, key)) as Partial<T> | undefined) }),
    save: (db: Db, value: T): Promise<void> => writeSetting(db, key, value),
  };
}
