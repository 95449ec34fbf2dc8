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
  return or(ownedOrFollowedBy(def, table, user.user_id), user.scope.deptIds.length > 0 ? inArray(cols.dept_id, [...user.scope.deptIds]) : undefined);
}

/** Records the member owns or (with the team feature) collaborates on: what is "mine" on the workbench. */
export function ownedOrFollowedBy(def: EntityDef, table: EntityTable, userId: number): SQL {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const owner = sql`${cols.owner_user_id} = ${userId}`;
  if (!def.features.team) return owner;
  return or(owner, sql`exists (select 1 from ${teamMembers} where ${teamMembers.entity} = ${def.key} and ${teamMembers.record_id} = ${cols.id} and ${teamMembers.user_id} = ${userId})`)!;
}
