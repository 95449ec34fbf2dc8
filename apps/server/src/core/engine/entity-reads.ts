import { ERR } from '@suwork/domain';
import { entityByKey, nameKeyOf, type EntityDef } from '@suwork/domain/entities';
import { Column, eq, getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { rawQueryOf, type Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { resultRows } from '../../db/result-rows.ts';
import { departments, users } from '../../db/schema.ts';
import { fail } from '../envelope.ts';
import { assertShallow, cappedCount, countedOf, countRows, offsetOf, type Counted } from '../kit/paging.ts';
import type { SessionUser } from '../sessions.ts';
import { attachFiles } from './attachments.ts';
import { recordScope, type EntityContext } from './entity-context.ts';
import { hooksOf } from './hooks.ts';
import { andAll, filterConditions, matchesPatterns, orderBy, type ListQuery } from './list-query.ts';
import { attachNames, joinedMembers, joinedReferences } from './names.ts';
import { readLog } from './operation-log.ts';
import { teamRecordIds, teamRecordIdsAndCount } from './scope.ts';
import { listRowReader, toApiRow } from './serialize.ts';
import { gramStatsFor } from './short-keyword.ts';
import type { EntityTable } from './table.ts';

// The reads of an entity within the member's data scope: list pages, the predicate and total of an export, one
// record and its operation log.

type Row = Record<string, unknown>;

const creator = alias(users, 'creator');
const owner = alias(users, 'owner');
const memberAliases = new Map<string, ReturnType<typeof alias<typeof users, string>>>();
/** the members table joined once per member column of a list, under its own name */
const memberAlias = (key: string) => {
  let a = memberAliases.get(key);
  if (!a) memberAliases.set(key, (a = alias(users, `m_${key}`)));
  return a;
};
const referenceAliases = new Map<string, EntityTable>();
/** the table a list's reference column names, joined once per such column under its own name */
const referenceAlias = (def: EntityDef, key: string, target: EntityDef) => {
  const name = `r_${def.key}_${key}`;
  let a = referenceAliases.get(name);
  if (!a) referenceAliases.set(name, (a = alias(tableOf(target), name) as unknown as EntityTable));
  return a;
};
const dialect = new PgDialect();
/** The fewest ids a page's statement asks for (listPage() says why). */
const PLAN_ROWS = 20;

/** The part of every list statement that never changes (select list and joins), compiled once, and its row reader. */
export type ListHead = { head: SQL; keys: string[]; read: (rows: readonly unknown[][]) => Row[] };

/** The scope of a list or an export: the same predicate, with the member's team records read first. */
export async function listScope(ctx: EntityContext, user: SessionUser) {
  return recordScope(ctx, user, ctx.view === 'pool' ? undefined : await teamRecordIds(ctx.db, ctx.def, user));
}

/**
 * Only the columns a list shows (plus id, title and system columns). Times are formatted by the database
 * and owner, creator and department names come from joins, so a page is one round trip.
 */
function listSelection({ def, tz, cols }: EntityContext) {
  const keys = new Set([
    'id',
    def.titleField,
    ...def.fields.filter((f) => f.list).map((f) => f.key),
    'create_user_id',
    'create_time',
    'update_time',
  ]);
  if (def.owned) ['owner_user_id', 'dept_id'].forEach((k) => keys.add(k));
  const isTime = (k: string) =>
    k === 'create_time' || k === 'update_time' || def.fields.some((f) => f.key === k && f.type === 'datetime');
  // the zone offset is a whole number of minutes from the configuration, written into the text so the
  // select list takes no parameters and is compiled once
  const mins = sql.raw(String(Math.trunc(tz)));
  const selection: Record<string, PgColumn | SQL.Aliased> = Object.fromEntries(
    [...keys].map((k) => [
      k,
      isTime(k)
        ? sql<string>`to_char((${cols[k]} at time zone 'UTC') + make_interval(mins => ${mins}), 'YYYY-MM-DD HH24:MI:SS')`.as(
            k,
          )
        : cols[k],
    ]),
  );
  selection.create_user_name = sql<string>`${creator.user_name}`.as('create_user_name');
  // a member column's name comes joined too (公司签约人, 处理人): no second round trip for it
  for (const f of joinedMembers(def))
    selection[nameKeyOf(f.key)] = sql<string>`${memberAlias(f.key).user_name}`.as(nameKeyOf(f.key));
  for (const { key, table, target } of joinedReferenceTables(def)) {
    const title = (getTableColumns(table) as Record<string, PgColumn>)[target.titleField];
    selection[nameKeyOf(key)] = sql<string>`${title}`.as(nameKeyOf(key));
  }
  if (def.owned) {
    selection.owner_user_name = sql<string>`${owner.user_name}`.as('owner_user_name');
    selection.dept_name = sql<string>`${departments.dept_name}`.as('dept_name');
  }
  return selection;
}

function joinedReferenceTables(def: EntityDef) {
  return joinedReferences(def).map((f) => {
    const target = entityByKey(f.entity!);
    return { key: f.key, target, table: referenceAlias(def, f.key, target) };
  });
}

/** Compiles the select list and joins of the entity's list pages (the service keeps the result). */
export function listStatementHead(ctx: EntityContext): ListHead {
  const { def, db, table, cols } = ctx;
  const selection = listSelection(ctx);
  let q = db.select(selection).from(table).leftJoin(creator, eq(creator.user_id, cols.create_user_id)).$dynamic();
  if (def.owned)
    q = q
      .leftJoin(owner, eq(owner.user_id, cols.owner_user_id))
      .leftJoin(departments, eq(departments.dept_id, cols.dept_id));
  for (const f of joinedMembers(def)) q = q.leftJoin(memberAlias(f.key), eq(memberAlias(f.key).user_id, cols[f.key]));
  for (const { key, table } of joinedReferenceTables(def))
    q = q.leftJoin(table, eq((getTableColumns(table) as Record<string, PgColumn>).id, cols[key]));
  const { sql: text, params } = q.toSQL();
  if (params.length > 0) throw new Error(`${def.key}: the list select list must not take parameters`);
  const columns = Object.entries(selection).map(([key, v]) => {
    const col = is(v, Column) ? (v as PgColumn) : undefined;
    return { key, decode: col ? (x: unknown) => col.mapFromDriverValue(x) : undefined };
  });
  const names = [
    'create_user_name',
    ...(def.owned ? ['owner_user_name', 'dept_name'] : []),
    ...[...joinedMembers(def), ...joinedReferences(def)].map((f) => nameKeyOf(f.key)),
  ];
  return { head: sql.raw(text), keys: columns.map((c) => c.key), read: listRowReader(def, columns, names) };
}

/**
 * One page. The data scope and the filters are built per call as for every other read; the select list is
 * compiled once (`listHead`), the statement runs through the driver (a named prepared statement on PostgreSQL,
 * unless its plan depends on a search pattern) and the rows are read by position, with no ORM mapping.
 * The page's ids are found first (scope, filters, order and offset over the table's indexes alone); only
 * those rows are then joined to names and formatted, so skipped rows cost an index entry each.
 */
export async function listPage(
  ctx: EntityContext,
  listHead: () => ListHead,
  user: SessionUser,
  q: ListQuery,
  opts: { withCount?: boolean; countCap?: number },
): Promise<{ rows: Row[]; counted: Counted | undefined }> {
  const { def, db, tz, view, table, cols } = ctx;
  if (!q.after_id) assertShallow(q);
  await gramStatsFor(db, def, q.keyword);
  const filters = filterConditions(def, table, q, tz);
  const counting = opts.withCount !== false;
  // the member's team records first (the rows' plan depends on them), with the total where one is wanted
  const team =
    view === 'pool'
      ? { teamIds: undefined }
      : counting
        ? await teamRecordIdsAndCount(
            db,
            def,
            user,
            cappedCount(table, andAll([recordScope(ctx, user), ...filters]), opts.countCap),
          )
        : { teamIds: await teamRecordIds(db, def, user) };
  const where = andAll([recordScope(ctx, user, team.teamIds), ...filters]);
  const offset = q.after_id ? 0 : offsetOf(q);
  const { head, keys, read } = listHead();
  const order = sql.join(orderBy(def, table, q), sql`, `);
  // the ids are asked for at least PLAN_ROWS at a time: PostgreSQL estimates a keyword's matches at no fewer than
  // some hundreds, and for five of them it would walk the whole order (400 ms at 1M rows for eleven matches)
  // rather than read the trigram indexes; the page keeps its own limit
  const planned = Math.max(q.limit, PLAN_ROWS);
  const pageIds = sql`select ${cols.id} from ${table}${where ? sql` where ${where}` : sql``} order by ${order} limit ${planned} offset ${offset}`;
  const statement = sql.join([
    head,
    sql` where ${cols.id} = any(array(${pageIds})) order by ${order}${planned > q.limit ? sql` limit ${q.limit}` : sql``}`,
  ]);
  const [rows, counted] = await Promise.all([
    runRows(db, statement, keys, !matchesPatterns(def, q)),
    !counting
      ? undefined
      : team.n !== undefined
        ? countedOf(team.n, opts.countCap)
        : countRows(db, table, where, opts.countCap),
  ]);
  const out = read(rows);
  await attachNames(db, def, out, { joined: true });
  hooksOf(ctx.app, def.key).afterList?.(out);
  return { rows: out, counted };
}

/** Rows as arrays in select order: through the driver, or inside a transaction through Drizzle by column name. */
async function runRows(db: Db, statement: SQL, keys: readonly string[], named: boolean): Promise<unknown[][]> {
  const raw = rawQueryOf(db);
  if (!raw) return resultRows<Row>(await db.execute(statement)).map((r) => keys.map((k) => r[k]));
  const { sql: text, params } = dialect.sqlToQuery(statement);
  // A named statement per query shape: PostgreSQL plans each shape once per connection, not on every page.
  return raw({ name: named ? statementName(text) : undefined, text, values: params });
}

/** A short stable name for a statement text (FNV-1a, 64 bits as two halves). */
function statementName(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x811c9dc5);
  }
  return `list_${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

/** The list's own predicate (scope and filters, no paging) for an export, which reads the rows itself. */
export async function exportWhere(
  ctx: EntityContext,
  user: SessionUser,
  q: Omit<ListQuery, 'page' | 'limit'>,
): Promise<SQL | undefined> {
  await gramStatsFor(ctx.db, ctx.def, q.keyword);
  return andAll([
    await listScope(ctx, user),
    ...filterConditions(ctx.def, ctx.table, { ...q, page: 1, limit: 1 }, ctx.tz),
  ]);
}

/** How many records match a list's filters for the member, or undefined when more than `cap` do (counting stops one past it). */
export async function exportTotal(
  ctx: EntityContext,
  user: SessionUser,
  q: Omit<ListQuery, 'page' | 'limit'>,
  cap: number,
): Promise<number | undefined> {
  const counted = await countRows(ctx.db, ctx.table, await exportWhere(ctx, user, q), cap);
  return counted.capped || counted.count > cap ? undefined : counted.count;
}

/** A record in scope, or "not found" (404) — the same answer whether it is missing or out of scope. */
export async function loadRecord(ctx: EntityContext, db: Db, user: SessionUser, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(ctx.table)
    .where(andAll([eq(ctx.cols.id, id), recordScope(ctx, user)]));
  if (!row) throw fail(ERR.notFound);
  return row as Row;
}

/** A record as the API shows it: names of its members and references, and its attachments as `<key>_files`. */
export async function readRecord(ctx: EntityContext, user: SessionUser, id: number): Promise<Row> {
  const out = toApiRow(ctx.def, await loadRecord(ctx, ctx.db, user, id), ctx.tz);
  await attachNames(ctx.db, ctx.def, [out]);
  await attachFiles(ctx.db, ctx.def, out);
  return out;
}

/** A page of a record's operation log, once the record is found in scope. */
export async function readRecordLog(ctx: EntityContext, user: SessionUser, id: number, page: number, limit: number) {
  await loadRecord(ctx, ctx.db, user, id);
  return readLog(ctx.db, ctx.def.key, id, page, limit, ctx.tz);
}
