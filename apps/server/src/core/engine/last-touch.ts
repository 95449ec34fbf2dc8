import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * When an owned record was last touched: its last follow-up, or its creation (the recycling rule's clock). The one
 * expression of it, for the queries and for the index that serves them (table.ts), which must match it exactly.
 */
export const lastTouchOf = (cols: Record<string, SQLWrapper>): SQL =>
  sql`coalesce(${'last_follow_time' in cols ? cols.last_follow_time : cols.create_time}, ${cols.create_time})`;
