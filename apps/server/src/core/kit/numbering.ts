import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { numberSequences } from '../../db/numbering-tables.ts';
import { companyToday } from '../time-format.ts';

/** A document numbering rule: prefix + the company's date + a daily sequence ('BJ-20261124-0001'). */
export type NumberingRule = { key: string; prefix: string; digits?: number };

/**
 * The next number of a rule. The day's counter is taken with one upsert, which holds its row until the caller's
 * transaction ends: parallel creates wait for each other and never get the same number, and a rolled-back create
 * gives its number back.
 */
export async function nextNumber(tx: Db, rule: NumberingRule, now: Date, tzOffsetMinutes: number): Promise<string> {
  const day = companyToday(now, tzOffsetMinutes).replaceAll('-', '');
  const [row] = await tx
    .insert(numberSequences)
    .values({ rule: rule.key, day, last: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.rule, numberSequences.day],
      set: { last: sql`${numberSequences.last} + 1` },
    })
    .returning({ last: numberSequences.last });
  return `${rule.prefix}-${day}-${String(row.last).padStart(rule.digits ?? 4, '0')}`;
}
