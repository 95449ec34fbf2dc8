import { ERR } from '@suwork/domain';
import { entityByKey, nameKeyOf, type ApiRowOf, type EntityDef } from '@suwork/domain/entities';
import { and, Column, eq, getTableColumns, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import { rawQueryOf, type Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { resultRows } from '../../db/result-rows.ts';
import { alias } from 'drizzle-orm/pg-core';
import { departments, teamMembers, users } from '../../db/schema.ts';
import { fail, invalid } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import { hooksOf } from './hooks.ts';
import { createRegistries, type WithRegistries } from '../registries.ts';
import { ownedBy, ownerOfParent } from '../kit/owner.ts';
import { assertShallow, cappedCount, countedOf, countRows, offsetOf, type Counted } from '../kit/paging.ts';
import { andAll, filterConditions, matchesPatterns, orderBy, type ListQuery } from './list-query.ts';
import { gramStatsFor } from './short-keyword.ts';
import { attachNames, joinedMembers, joinedReferences } from './names.ts';
import { attachFiles, checkAttachments } from './attachments.ts';
import { applyLines, sameLines } from './product-lines.ts';
import { readLog, writeLog } from './operation-log.ts';
import { scopePredicate, teamRecordIds, teamRecordIdsAndCount } from './scope.ts';
import { refuseReadOnly } from './read-only.ts';
import { displayValue, listRowReader, toApiRow, type LogLabels } from './serialize.ts';
import type { EntityTable } from './table.ts';
import { missingRequiredField } from './input-schema.ts';
import { checkChosenOptions, dictFields, loadDictionary, loadEntityDictionary } from './dictionary.ts';
import { applyRows, checkRowChoices, rowDictGroups, rowReferences, rowsFields, sameRows } from './rows.ts';
import { checkTags, tagFields, tagNamesOf } from './tag-values.ts';

type Row = Record<string, unknown>;

/** A pooled record's owner: nobody, in no department. */
const NO_OWNER = { user_id: 0, dept_id: 0 };

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
/** The fewest ids a page's statement asks for (list() says why). */
const PLAN_ROWS = 20;

/** A row of a list page: its id, the list's columns (a field not listed is absent) and the names joined to them. */
export type ListRowOf<D extends EntityDef> = Partial<ApiRowOf<D>> & { id: number };

/** Owned records (the normal lists) or the entity's public pool. */
export type EntityView = 'owned' | 'pool';

/** What a service needs of its app: the registries (entity hooks, file guards) and the clock. */
export type EngineApp = WithRegistries & { readonly config: { now: () => Date } };

/** A service built outside an app (reading scope and columns only): no hooks, no file guards, the system clock. */
const UNREGISTERED: EngineApp = { registries: createRegistries(), config: { now: () => new Date() } };

/**
 * Generic create / read / update / delete of one declared entity, always within the member's data scope. `D`: its
 * declaration, which types the records it reads (entity-handle.ts gives the typed table and columns).
 */
export class EntityService<D extends EntityDef = EntityDef> {
  readonly table: EntityTable;
  readonly cols: Record<string, PgColumn>;

  /** `app`: whose entity hooks, file guards and clock apply (hooks are read when used, so those registered later count). */
  constructor(
    readonly def: D,
    private db: Db,
    private tz: number,
    readonly view: EntityView = 'owned',
    readonly app: EngineApp = UNREGISTERED,
  ) {
    this.table = tableOf(def);
    this.cols = getTableColumns(this.table) as Record<string, PgColumn>;
  }

  /** The same service working through another handle, e.g. inside a transaction. */
  within(db: Db): EntityService<D> {
    return new EntityService(this.def, db, this.tz, this.view, this.app);
  }

  private get hooks() {
    return hooksOf(this.app, this.def.key);
  }

  /**
   * The data scope: owned records the member may see; for the pool, every pooled record (holding the
   * pool's node is what grants it).
   */
  scope(user: SessionUser, teamIds?: readonly number[]) {
    if (!this.def.pool) return scopePredicate(this.def, this.table, user, teamIds);
    const pooled = eq(this.cols.in_pool, this.view === 'pool' ? 2 : 1);
    return this.view === 'pool' ? pooled : andAll([scopePredicate(this.def, this.table, user, teamIds), pooled]);
  }

  /** The scope of a list or an export: the same predicate, with the member's team records read first. */
  async listScope(user: SessionUser) {
    return this.scope(user, this.view === 'pool' ? undefined : await teamRecordIds(this.db, this.def, user));
  }

  /**
   * Only the columns a list shows (plus id, title and system columns). Times are formatted by the database
   * and owner, creator and department names come from joins, so a page is one round trip.
   */
  private listSelection() {
    const keys = new Set(['id', this.def.titleField, ...this.def.fields.filter((f) => f.list).map((f) => f.key), 'create_user_id', 'create_time', 'update_time']);
    if (this.def.owned) ['owner_user_id', 'dept_id'].forEach((k) => keys.add(k));
    const isTime = (k: string) => k === 'create_time' || k === 'update_time' || this.def.fields.some((f) => f.key === k && f.type === 'datetime');
    // the zone offset is a whole number of minutes from the configuration, written into the text so the
    // select list takes no parameters and is compiled once
    const mins = sql.raw(String(Math.trunc(this.tz)));
    const selection: Record<string, PgColumn | SQL.Aliased> = Object.fromEntries(
      [...keys].map((k) => [k, isTime(k) ? sql<string>`to_char((${this.cols[k]} at time zone 'UTC') + make_interval(mins => ${mins}), 'YYYY-MM-DD HH24:MI:SS')`.as(k) : this.cols[k]]),
    );
    selection.create_user_name = sql<string>`${creator.user_name}`.as('create_user_name');
    // a member column's name comes joined too (公司签约人, 处理人): no second round trip for it
    for (const f of joinedMembers(this.def)) selection[nameKeyOf(f.key)] = sql<string>`${memberAlias(f.key).user_name}`.as(nameKeyOf(f.key));
    for (const { key, table, target } of this.joinedReferenceTables()) {
      const title = (getTableColumns(table) as Record<string, PgColumn>)[target.titleField];
      selection[nameKeyOf(key)] = sql<string>`${title}`.as(nameKeyOf(key));
    }
    if (this.def.owned) {
      selection.owner_user_name = sql<string>`${owner.user_name}`.as('owner_user_name');
      selection.dept_name = sql<string>`${departments.dept_name}`.as('dept_name');
    }
    return selection;
  }

  private joinedReferenceTables() {
    return joinedReferences(this.def).map((f) => {
      const target = entityByKey(f.entity!);
      return { key: f.key, target, table: referenceAlias(this.def, f.key, target) };
    });
  }

  /** The part of every list statement that never changes (select list and joins), compiled once, and its row reader. */
  private listHead?: { head: SQL; keys: string[]; read: (rows: readonly unknown[][]) => Row[] };
  private listStatementHead() {
    if (this.listHead) return this.listHead;
    const selection = this.listSelection();
    let q = this.db.select(selection).from(this.table).leftJoin(creator, eq(creator.user_id, this.cols.create_user_id)).$dynamic();
    if (this.def.owned) q = q.leftJoin(owner, eq(owner.user_id, this.cols.owner_user_id)).leftJoin(departments, eq(departments.dept_id, this.cols.dept_id));
    for (const f of joinedMembers(this.def)) q = q.leftJoin(memberAlias(f.key), eq(memberAlias(f.key).user_id, this.cols[f.key]));
    for (const { key, table } of this.joinedReferenceTables()) q = q.leftJoin(table, eq((getTableColumns(table) as Record<string, PgColumn>).id, this.cols[key]));
    const { sql: text, params } = q.toSQL();
    if (params.length > 0) throw new Error(`${this.def.key}: the list select list must not take parameters`);
    const columns = Object.entries(selection).map(([key, v]) => {
      const col = is(v, Column) ? (v as PgColumn) : undefined;
      return { key, decode: col ? (x: unknown) => col.mapFromDriverValue(x) : undefined };
    });
    const names = ['create_user_name', ...(this.def.owned ? ['owner_user_name', 'dept_name'] : []), ...[...joinedMembers(this.def), ...joinedReferences(this.def)].map((f) => nameKeyOf(f.key))];
    this.listHead = { head: sql.raw(text), keys: columns.map((c) => c.key), read: listRowReader(this.def, columns, names) };
    return this.listHead;
  }

  /**
   * One page. The data scope and the filters are built per call as for every other read; the select list is
   * compiled once, the statement runs through the driver (a named prepared statement on PostgreSQL, unless
   * its plan depends on a search pattern) and the rows are read by position, with no ORM mapping.
   * The page's ids are found first (scope, filters, order and offset over the table's indexes alone); only
   * those rows are then joined to names and formatted, so skipped rows cost an index entry each.
   */
  async list(user: SessionUser, q: ListQuery, opts: { withCount?: boolean; countCap?: number } = {}) {
    if (!q.after_id) assertShallow(q);
    await gramStatsFor(this.db, this.def, q.keyword);
    const filters = filterConditions(this.def, this.table, q, this.tz);
    const counting = opts.withCount !== false;
    // the member's team records first (the rows' plan depends on them), with the total where one is wanted
    const team =
      this.view === 'pool'
        ? { teamIds: undefined }
        : counting
          ? await teamRecordIdsAndCount(this.db, this.def, user, cappedCount(this.table, andAll([this.scope(user), ...filters]), opts.countCap))
          : { teamIds: await teamRecordIds(this.db, this.def, user) };
    const where = andAll([this.scope(user, team.teamIds), ...filters]);
    const offset = q.after_id ? 0 : offsetOf(q);
    const { head, keys, read } = this.listStatementHead();
    const order = sql.join(orderBy(this.def, this.table, q), sql`, `);
    // the ids are asked for at least PLAN_ROWS at a time: PostgreSQL estimates a keyword's matches at no fewer than
    // some hundreds, and for five of them it would walk the whole order (400 ms at 1M rows for eleven matches)
    // rather than read the trigram indexes; the page keeps its own limit
    const planned = Math.max(q.limit, PLAN_ROWS);
    const pageIds = sql`select ${this.cols.id} from ${this.table}${where ? sql` where ${where}` : sql``} order by ${order} limit ${planned} offset ${offset}`;
    const statement = sql.join([head, sql` where ${this.cols.id} = any(array(${pageIds})) order by ${order}${planned > q.limit ? sql` limit ${q.limit}` : sql``}`]);
    const [rows, counted] = await Promise.all([
      this.runRows(statement, keys, !matchesPatterns(this.def, q)),
      !counting ? undefined : team.n !== undefined ? countedOf(team.n, opts.countCap) : this.count(where, opts.countCap),
    ]);
    const out = read(rows);
    await attachNames(this.db, this.def, out, { joined: true });
    this.hooks.afterList?.(out);
    return { rows: out as ListRowOf<D>[], counted };
  }

  /** Rows as arrays in select order: through the driver, or inside a transaction through Drizzle by column name. */
  private async runRows(statement: SQL, keys: readonly string[], named: boolean): Promise<unknown[][]> {
    const raw = rawQueryOf(this.db);
    if (!raw) return resultRows<Row>(await this.db.execute(statement)).map((r) => keys.map((k) => r[k]));
    const { sql: text, params } = dialect.sqlToQuery(statement);
    // A named statement per query shape: PostgreSQL plans each shape once per connection, not on every page.
    return raw({ name: named ? statementName(text) : undefined, text, values: params });
  }

  /** The list's own predicate (scope and filters, no paging) for an export, which reads the rows itself. */
  async exportWhere(user: SessionUser, q: Omit<ListQuery, 'page' | 'limit'>): Promise<SQL | undefined> {
    await gramStatsFor(this.db, this.def, q.keyword);
    return andAll([await this.listScope(user), ...filterConditions(this.def, this.table, { ...q, page: 1, limit: 1 }, this.tz)]);
  }

  /** How many records match a list's filters for the member, or undefined when more than `cap` do (counting stops one past it). */
  async exportTotal(user: SessionUser, q: Omit<ListQuery, 'page' | 'limit'>, cap: number): Promise<number | undefined> {
    const counted = await countRows(this.db, this.table, await this.exportWhere(user, q), cap);
    return counted.capped || counted.count > cap ? undefined : counted.count;
  }

  /** The honest total of the records matching `where` (the kit's count rule: exact up to 10,000, then "10,000+"; or up to `cap`). */
  count(where: SQL | undefined, cap?: number): Promise<Counted> {
    return countRows(this.db, this.table, where, cap);
  }

  /** A record in scope, or "not found" (404) — the same answer whether it is missing or out of scope. */
  private async load(db: Db, user: SessionUser, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(this.table)
      .where(andAll([eq(this.cols.id, id), this.scope(user)]));
    if (!row) throw fail(ERR.notFound);
    return row as Row;
  }

  async info(user: SessionUser, id: number): Promise<ApiRowOf<D>> {
    const out = toApiRow(this.def, await this.load(this.db, user, id), this.tz);
    await attachNames(this.db, this.def, [out]);
    await attachFiles(this.db, this.def, out); // attachments: <key>_files
    return out as ApiRowOf<D>;
  }

  /** `afterInsert` runs in the same transaction once the record exists (e.g. submitting it into approval). */
  async add(user: SessionUser, input: Row, afterInsert?: (tx: Db, id: number) => Promise<void>): Promise<number> {
    const missing = missingRequiredField(this.def, input, 'add');
    if (missing) throw invalid(missing.required!, missing.key);
    const values: Row = {};
    for (const f of this.def.fields) {
      if (f.writable !== false && input[f.key] !== undefined) values[f.key] = input[f.key] ?? defaultEmpty(f.type);
      else if (f.defaultValue !== undefined) values[f.key] = f.defaultValue;
    }
    return this.db.transaction(async (tx) => {
      const ctx = { tx, user };
      await this.checkReferences(ctx.tx, user, values);
      await this.checkChoices(ctx.tx, values);
      await checkAttachments(this.app, ctx.tx, this.def, user, values); // attachments: own uploads only
      await applyLines(ctx.tx, this.def, values);
      applyRows(this.def, values);
      await this.hooks.beforeCreate?.(ctx, values);
      values.create_user_id = user.user_id;
      if (this.view === 'pool') Object.assign(values, { ...ownedBy(NO_OWNER), in_pool: 2, pool_time: this.app.config.now() });
      else if (this.def.ownerFrom) Object.assign(values, await ownerOfParent(ctx.tx, this.def, values));
      else if (this.def.owned) Object.assign(values, ownedBy(user));
      const [created] = (await tx.insert(this.table).values(values).returning({ id: this.cols.id })) as { id: number }[];
      await this.hooks.afterCreate?.(ctx, created.id, values);
      await afterInsert?.(ctx.tx, created.id);
      const title = this.view === 'pool' ? this.def.pool!.title : this.def.title;
      await writeLog(ctx.tx, { entity: this.def.key, record_id: created.id, action: 'add', user_id: user.user_id, content: `新建了${title}：${String(values[this.def.titleField] ?? '')}` });
      return created.id;
    });
  }

  /** `afterSave` runs in the same transaction, also when nothing changed (an application resubmitted as it was). */
  async update(user: SessionUser, id: number, input: Row, afterSave?: (tx: Db) => Promise<void>): Promise<void> {
    const missing = missingRequiredField(this.def, input, 'update');
    if (missing) throw invalid(missing.required!, missing.key);
    await this.db.transaction(async (tx) => {
      const ctx = { tx, user };
      const before = await this.load(ctx.tx, user, id);
      await refuseReadOnly(ctx.tx, this.def, [id], '修改');
      // lines are priced first, so that lines priced as they were are no change
      const given = { ...input };
      await applyLines(ctx.tx, this.def, given, before);
      applyRows(this.def, given);
      const changes: Row = {};
      // the total of lines is written by the server even where it is not writable
      const sums = new Set(this.def.fields.flatMap((f) => (f.sumInto ? [f.sumInto] : [])));
      for (const f of this.def.fields.filter((x) => x.writable !== false || sums.has(x.key))) {
        if (given[f.key] === undefined) continue;
        const next = given[f.key] ?? defaultEmpty(f.type);
        if (!sameValue(f.type, before[f.key], next)) changes[f.key] = next;
      }
      await this.checkReferences(ctx.tx, user, changes);
      // only changed values: a record keeps an option disabled after it was chosen
      const labels = await this.checkChoices(ctx.tx, changes);
      // the log names the tags a record had as well as those it gets
      const tagsBefore = tagFields(this.def).flatMap((f) => (f.key in changes && Array.isArray(before[f.key]) ? (before[f.key] as number[]) : []));
      for (const [id, name] of await tagNamesOf(ctx.tx, tagsBefore)) labels.tagNames?.set(id, name);
      await checkAttachments(this.app, ctx.tx, this.def, user, changes, before); // attachments: own uploads or already attached
      await this.checkTreeMove(ctx.tx, id, changes);
      await this.hooks.beforeUpdate?.(ctx, before, changes);
      if (Object.keys(changes).length > 0) await this.saveChanges(ctx.tx, user, id, before, changes, labels);
      await afterSave?.(ctx.tx);
    });
  }

  /** Writes the changes of a record and their log line. */
  private async saveChanges(tx: Db, user: SessionUser, id: number, before: Row, changes: Row, labels: Awaited<ReturnType<EntityService['checkChoices']>>) {
    await tx
      .update(this.table)
      .set({ ...changes, update_time: this.app.config.now() })
      .where(eq(this.cols.id, id));
    const diff = Object.keys(changes).map((k) => ({
      field: k,
      label: this.def.fields.find((f) => f.key === k)!.label,
      before: displayValue(this.def, k, before[k], this.tz, labels),
      after: displayValue(this.def, k, changes[k], this.tz, labels),
    }));
    await writeLog(tx, {
      entity: this.def.key,
      record_id: id,
      action: 'update',
      user_id: user.user_id,
      content: diff.map((d) => `将 ${d.label} 由「${d.before}」修改为「${d.after}」`).join('；'),
      diff,
    });
  }

  /** Deletes all the given records or none: one out of scope fails the whole request. */
  async del(user: SessionUser, ids: readonly number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const rows = (await tx
        .select()
        .from(this.table)
        .where(andAll([inArray(this.cols.id, unique), this.scope(user)]))) as Row[];
      if (rows.length !== unique.length) throw fail(ERR.notFound);
      await refuseReadOnly(tx, this.def, unique, '删除');
      await this.hooks.beforeDelete?.({ tx, user }, rows);
      await tx.delete(this.table).where(inArray(this.cols.id, unique));
      if (this.def.features.team) await tx.delete(teamMembers).where(and(eq(teamMembers.entity, this.def.key), inArray(teamMembers.record_id, unique)));
      await writeLog(
        tx,
        rows.map((r) => ({ entity: this.def.key, record_id: r.id as number, action: 'del', user_id: user.user_id, content: `删除了${this.def.title}：${String(r[this.def.titleField] ?? '')}` })),
      );
      return rows.length;
    });
  }

  /** A tree's record may not move under itself or anything below it (the chain up from its new parent must not meet it). */
  private async checkTreeMove(db: Db, id: number, changes: Row): Promise<void> {
    const parentKey = this.def.tree?.parentKey;
    if (!parentKey || !changes[parentKey]) return;
    const seen = new Set<number>();
    for (let at = changes[parentKey] as number; at && !seen.has(at);) {
      if (at === id) throw invalid(`不能将${this.def.title}移动到其自身或其下级之下`);
      seen.add(at);
      const [up] = (await db.select({ parent: this.cols[parentKey] }).from(this.table).where(eq(this.cols.id, at))) as { parent: number | null }[];
      at = up?.parent ?? 0;
    }
  }

  /** Dictionary values must be enabled options and tags must exist; returns what was read (labels for the log). */
  private async checkChoices(db: Db, values: Row): Promise<LogLabels> {
    const tagNames = await checkTags(db, this.def, values);
    const fields = dictFields(this.def).filter((f) => values[f.key] !== undefined);
    const rowGroups = rowsFields(this.def).some((f) => values[f.key] !== undefined) ? rowDictGroups(this.def) : [];
    if (fields.length === 0 && rowGroups.length === 0) return { tagNames };
    const dict = rowGroups.length > 0 ? await loadDictionary(db, [...fields.map((f) => f.dict!), ...rowGroups]) : await loadEntityDictionary(db, this.def);
    checkChosenOptions(dict, fields, values);
    checkRowChoices(dict, this.def, values);
    return { dict, tagNames };
  }

  /**
   * Referenced records must exist and be within the member's data scope (a reference names its record wherever it is
   * shown: 财务 applies for invoices on customers it does not manage). A rows' `entityBy` column names a document
   * the record acts on (付款明细's 单据), so its entity's page is needed as well. Referenced members must exist.
   */
  private async checkReferences(db: Db, user: SessionUser, values: Row): Promise<void> {
    for (const f of this.def.fields) {
      const v = values[f.key];
      if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) continue;
      if (f.type === 'reference' || f.type === 'references') {
        const ids = Array.isArray(v) ? (v as number[]) : [v as number];
        const missing = await this.invisible(db, user, f.entity!, ids, false);
        if (missing.length > 0) throw invalid(`${f.label}不存在或无权查看`, f.key);
      } else if (f.type === 'member' || f.type === 'members') {
        const ids = [...new Set(Array.isArray(v) ? (v as number[]) : [v as number])];
        const found = await db.select({ id: users.user_id }).from(users).where(inArray(users.user_id, ids));
        if (found.length !== ids.length) throw invalid(`${f.label}中有不存在的成员`, f.key);
      } else if (f.type === 'department') {
        const found = await db
          .select({ id: departments.dept_id })
          .from(departments)
          .where(eq(departments.dept_id, v as number));
        if (found.length === 0) throw invalid(`${f.label}不存在`, f.key);
      }
    }
    const named = rowReferences(this.def, values);
    for (const entity of new Set(named.map((r) => r.entity))) {
      const missing = new Set(
        await this.invisible(
          db,
          user,
          entity,
          named.filter((r) => r.entity === entity).map((r) => r.id),
          true,
        ),
      );
      const first = named.find((r) => r.entity === entity && missing.has(r.id));
      if (first) throw invalid(`${first.at}不存在或无权查看`);
    }
  }

  /** Of these ids of an entity, those outside the member's data scope (all of them without its page, if `page`). */
  private async invisible(db: Db, user: SessionUser, entityKey: string, ids: readonly number[], page: boolean): Promise<number[]> {
    const unique = [...new Set(ids)];
    const def = entityByKey(entityKey);
    if (page && !user.nodes.has(def.node)) return unique;
    const target = new EntityService(def, db, this.tz, 'owned', this.app);
    const found = await db
      .select({ id: target.cols.id })
      .from(target.table)
      .where(andAll([inArray(target.cols.id, unique), target.scope(user)]));
    const seen = new Set(found.map((r) => r.id as number));
    return unique.filter((id) => !seen.has(id));
  }

  async log(user: SessionUser, id: number, page: number, limit: number) {
    await this.load(this.db, user, id);
    return readLog(this.db, this.def.key, id, page, limit, this.tz);
  }
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

function defaultEmpty(type: string): unknown {
  if (type === 'members' || type === 'references' || type === 'tags' || type === 'attachments' || type === 'lines' || type === 'rows') return [];
  if (['text', 'longText', 'richText', 'phone', 'email', 'region'].includes(type)) return '';
  return null;
}

function sameValue(type: string, a: unknown, b: unknown): boolean {
  if (type === 'lines') return sameLines(a, b);
  if (type === 'rows') return sameRows(a, b);
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  // numeric(14,2) reads back as '12.50'; the input may say '12.5'
  if ((type === 'money' || type === 'percent') && a !== null && b !== null) return Number(a) === Number(b);
  return a === b;
}
