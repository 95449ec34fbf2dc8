import type { EntityDef } from '@suwork/domain/entities';
import { getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { teamMembers } from '../../db/schema.ts';
import type { SessionUser } from '../sessions.ts';
import type { EntityTable } from './table.ts';

/**
 * The one data-scope predicate of an entity, used by list, info, update, delete, count and export alike:
 * records the member owns, collaborates on, or that belong to a department their roles reach.
 * undefined means no restriction.
 */
export function scopePredicate(def: EntityDef, table: EntityTable, user: SessionUser): SQL | undefined {
  if (!def.owned || user.scope.all) return undefined;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const conds: SQL[] = [sql`${cols.owner_user_id} = ${user.user_id}`];
  if (user.scope.deptIds.length > 0) conds.push(inArray(cols.dept_id, [...user.scope.deptIds]));
  if (def.features.team) {
    conds.push(
      sql`exists (select 1 from ${teamMembers} where ${teamMembers.entity} = ${def.key} and ${teamMembers.record_id} = ${cols.id} and ${teamMembers.user_id} = ${user.user_id})`,
    );
  }
  return or(...conds);
}
