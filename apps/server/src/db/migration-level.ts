import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client.ts';
import { resultRows } from './result-rows.ts';

let known: number | undefined;
/** How many migrations this code carries (drizzle's journal). */
export function knownMigrations(): number {
  known ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return known;
}

/** How many migrations the database has applied (drizzle's own table). */
export async function appliedMigrations(db: Db): Promise<number> {
  const rows = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.n ?? 0);
}
