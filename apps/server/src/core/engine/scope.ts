import type { EntityDef } from '@suwork/domain/entities';
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { resultRows } from '../../db/result-rows.ts';
import { teamMembers } from '../../db/schema.ts';
import type { SessionUser } from '../sessions.ts';
import type { EntityTable } from './table.ts';

/**
 * The one data-scope predicate of an entity, used by list, info, update, delete, count and export alike:
 * records the member owns, collaborates on, or that belong to a department their roles reach.
 * undefined means no restriction.
 *
 * Every arm is an `=`/`= ANY` over an indexed column (owner, id, department), so PostgreSQL combines the
 * indexes (BitmapOr) and a member with few records reads only those; see docs/decisions/0010.
 */
export function scopePredicate(
  def: EntityDef,
  table: EntityTable,
  user: SessionUser,
  teamIds?: readonly number[],
): SQL | undefined {
  if (!def.owned || user.scope.all) return undefined;
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const depts =
    user.scope.deptIds.length > 0
      ? sql`${cols.dept_id} = any(${sql.param([...user.scope.deptIds])}::int[])`
      : undefined;
  return or(ownedOrFollowedBy(def, table, user.user_id, teamIds), depts);
}

/**
 * Records the member owns or (with the team feature) collaborates on: what is "mine" on the workbench.
 * `teamIds`: the member's team records, already read (see `teamRecordIds`); otherwise read in the statement.
 */
export function ownedOrFollowedBy(
  def: EntityDef,
  table: EntityTable,
  userId: number,
  teamIds?: readonly number[],
): SQL {
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const owner = sql`${cols.owner_user_id} = ${userId}`;
  if (!def.features.team || teamIds?.length === 0) return owner;
  // the member's team records as an array (read before, or computed once as an InitPlan), looked up through the primary key
  const team = teamIds
    ? sql`${cols.id} = any(${sql.param([...teamIds])}::int[])`
    : sql`${cols.id} = any(array(select ${teamMembers.record_id} from ${teamMembers} where ${teamMembers.user_id} = ${userId} and ${teamMembers.entity} = ${def.key}))`;
  return or(owner, team)!;
}

/** Whether a member's scope of the entity reaches records by their team (and a list reads the member's team records first). */
const teamScoped = (def: EntityDef, user: SessionUser) => def.owned && def.features.team && !user.scope.all;

/**
 * The records of an entity the member collaborates on. A list reads them first: with none (most members), its
 * scope is the owner alone, which an (owner, sort, id) index serves in order, first page and deep ones alike.
 */
export async function teamRecordIds(db: Db, def: EntityDef, user: SessionUser): Promise<readonly number[] | undefined> {
  if (!teamScoped(def, user)) return undefined;
  const rows = await db
    .select({ id: teamMembers.record_id })
    .from(teamMembers)
    .where(and(eq(teamMembers.user_id, user.user_id), eq(teamMembers.entity, def.key)));
  return rows.map((r) => r.id);
}

/**
 * The member's team records (as `teamRecordIds`) and a count (`count`: a statement answering `n`, whose scope reads
 * the team records itself) in one round trip: a counted list page asks the database twice, not three times.
 */
export async function teamRecordIdsAndCount(
  db: Db,
  def: EntityDef,
  user: SessionUser,
  count: SQL,
): Promise<{ teamIds: readonly number[] | undefined; n?: number }> {
  if (!teamScoped(def, user)) return { teamIds: undefined };
  const team = sql`array(select ${teamMembers.record_id} from ${teamMembers} where ${teamMembers.user_id} = ${user.user_id} and ${teamMembers.entity} = ${def.key})`;
  const [row] = resultRows<{ team: (number | string)[]; n: number | string }>(
    await db.execute(sql`select ${team} as team, (${count}) as n`),
  );
  return { teamIds: row.team.map(Number), n: Number(row.n) };
}
