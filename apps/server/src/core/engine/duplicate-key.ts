import type { Field } from '@suwork/domain/entities';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A duplicate check compares names case-insensitively and everything else (phones) as written, both trimmed. */
export const comparesAsName = (f: Field) => f.mask !== 'phone' && f.type !== 'phone';

/**
 * What a duplicate check compares a field by: the same expression in the check's WHERE and in the field's index
 * (table.ts), so at a million records the check is an index lookup, not a read of the whole table.
 */
export const duplicateKey = (f: Field, col: PgColumn | SQL): SQL =>
  comparesAsName(f) ? sql`lower(trim(${col}))` : sql`trim(${col})`;
