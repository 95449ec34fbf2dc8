import type { ProductLine } from '@suwork/domain';
import type { EntityDef, Field, FieldType } from '@suwork/domain/entities';
import { getTableColumns, sql, type BuildColumns } from 'drizzle-orm';
import { duplicateKey } from './duplicate-key.ts';
import { lastTouchOf } from './last-touch.ts';
import {
  date,
  index,
  integer,
  jsonb,
  uniqueIndex,
  type ExtraConfigColumn,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';

const textColumn = (key: string, length: number) => varchar(key, { length }).notNull().default('');
const idsColumn = (key: string) =>
  integer(key)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
const jsonRowsColumn = <T>(key: string) =>
  jsonb(key)
    .$type<T>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** The database column of each field type; the column name is the field key. */
const COLUMNS = {
  text: (f: Field) => textColumn(f.key, f.max ?? 255),
  phone: (f: Field) => textColumn(f.key, 32),
  email: (f: Field) => textColumn(f.key, 128),
  region: (f: Field) => textColumn(f.key, 100),
  longText: (f: Field) => text(f.key).notNull().default(''),
  richText: (f: Field) => text(f.key).notNull().default(''),
  integer: (f: Field) => integer(f.key),
  money: (f: Field) => numeric(f.key, { precision: 14, scale: 2 }),
  percent: (f: Field) => numeric(f.key, { precision: 5, scale: 2 }),
  date: (f: Field) => date(f.key, { mode: 'string' }),
  datetime: (f: Field) => timestamp(f.key, { withTimezone: true, mode: 'date' }),
  enum: (f: Field) => smallint(f.key),
  reference: (f: Field) => integer(f.key),
  member: (f: Field) => integer(f.key),
  department: (f: Field) => integer(f.key),
  members: (f: Field) => idsColumn(f.key),
  references: (f: Field) => idsColumn(f.key),
  tags: (f: Field) => idsColumn(f.key),
  attachments: (f: Field) => idsColumn(f.key),
  // 产品明细 (product-lines.ts) and rows (rows.ts): stored with the record
  lines: (f: Field) => jsonRowsColumn<ProductLine[]>(f.key),
  rows: (f: Field) => jsonRowsColumn<Record<string, unknown>[]>(f.key),
} satisfies { [T in FieldType]: (f: Field) => PgColumnBuilderBase };

/** The database column for a declared field; the column name is the field key. */
export const columnFor = (field: Field): PgColumnBuilderBase => COLUMNS[field.type](field);

/** The columns every entity table has besides its fields (the owner's only on an owned entity's). */
const SYSTEM_COLUMNS = {
  id: () => serial('id').primaryKey(),
  create_user_id: () => integer('create_user_id').notNull().default(0),
  owner_user_id: () => integer('owner_user_id').notNull().default(0),
  dept_id: () => integer('dept_id').notNull().default(0),
  // whole seconds, as the API shows them, so a keyset cursor taken from a row is exact
  create_time: () =>
    timestamp('create_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
  update_time: () =>
    timestamp('update_time', { withTimezone: true, mode: 'date', precision: 0 }).notNull().defaultNow(),
};
type SystemColumns = { [K in keyof typeof SYSTEM_COLUMNS]: ReturnType<(typeof SYSTEM_COLUMNS)[K]> };

/** The column builders of a declaration's table, by name, as entityTable makes them. */
type ColumnsMapOf<D extends EntityDef> = {
  [
    K in
      | 'id'
      | D['fields'][number]['key']
      | 'create_user_id'
      | ([D['owned']] extends [false] ? never : 'owner_user_id' | 'dept_id')
      | 'create_time'
      | 'update_time'
  ]: K extends keyof SystemColumns
    ? SystemColumns[K]
    : ReturnType<(typeof COLUMNS)[Extract<D['fields'][number], { key: K }>['type']]>;
};

/**
 * The Drizzle table of a declaration, its columns typed from the declared fields (entityTable builds it; the
 * typed handle of core/engine/entity-handle.ts hands it out): a misspelt column fails to compile.
 */
export type TableOf<D extends EntityDef> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ColumnsMapOf<D>, 'pg'>;
  dialect: 'pg';
}>;

/** The Drizzle table of an entity: id, declared fields, then the system columns. */
export function entityTable(def: EntityDef) {
  const columns: Record<string, PgColumnBuilderBase> = { id: SYSTEM_COLUMNS.id() };
  for (const field of def.fields) columns[field.key] = columnFor(field);
  columns.create_user_id = SYSTEM_COLUMNS.create_user_id();
  if (def.owned) {
    columns.owner_user_id = SYSTEM_COLUMNS.owner_user_id();
    columns.dept_id = SYSTEM_COLUMNS.dept_id();
  }
  columns.create_time = SYSTEM_COLUMNS.create_time();
  columns.update_time = SYSTEM_COLUMNS.update_time();
  return pgTable(def.table, columns, (t) => {
    const col = (name: string) => (t as Record<string, ExtraConfigColumn>)[name];
    /** the columns of an index key, by name (always at least one) */
    const key = (first: string, ...rest: string[]) => [col(first), ...rest.map(col)] as const;
    // a sortable field's index holds the tie-breaking id too, so a sorted page is read in index order (either
    // direction: nulls sort as the largest value); a field only filtered on gets a plain index
    const indexes = def.fields
      .filter((f) => (f.index || f.sort) && !f.unique && f.type !== 'references')
      .map((f) =>
        f.sort
          ? index(`${def.table}_${f.key}_sort_idx`).on(col(f.key), col('id'))
          : index(`${def.table}_${f.key}_idx`).on(col(f.key)),
      );
    for (const f of def.fields.filter((x) => x.unique))
      indexes.push(uniqueIndex(`${def.table}_${f.key}_uq`).on(col(f.key)));
    // keyword search is `ILIKE '%kw%'` over the search fields: a trigram index each lets PostgreSQL find a
    // middle substring (Chinese included) without reading the table; trigrams need three characters, so
    // keywords of one or two are looked up in an index of each value's characters and character pairs
    for (const f of def.fields.filter((x) => x.search)) {
      indexes.push(index(`${def.table}_${f.key}_trgm_idx`).using('gin', col(f.key).op('gin_trgm_ops')));
      indexes.push(index(`${def.table}_${f.key}_grams_idx`).using('gin', sql`short_grams(${col(f.key)})`));
    }
    // a duplicate check looks a value up by its trimmed (for names, lower-cased) text across every record
    for (const key of def.features.duplicateCheck ?? [])
      indexes.push(
        index(`${def.table}_${key}_dup_idx`).on(
          duplicateKey(
            def.fields.find((f) => f.key === key)!,
            col(key),
          ),
        ),
      );
    // a tag filter asks for records holding any of the chosen tags (array overlap)
    for (const f of def.fields.filter((x) => x.type === 'tags' && x.filter))
      indexes.push(index(`${def.table}_${f.key}_gin_idx`).using('gin', col(f.key)));
    // an indexed multi-reference is looked up the same way (the invoices of a contract)
    for (const f of def.fields.filter((x) => x.type === 'references' && x.index))
      indexes.push(index(`${def.table}_${f.key}_gin_idx`).using('gin', col(f.key)));
    // the time orders (with a pool, not led by in_pool: a keyword page of five would then walk the order instead of
    // reading the keyword's few matches from the trigram indexes; in_pool comes last, so a deep page of the default
    // order is skipped through in the index alone, without reading each skipped row for its in_pool)
    const side = def.pool ? ['in_pool'] : [];
    indexes.push(
      index(`${def.table}_update_time_idx`).on(...key('update_time', 'id', ...side)),
      index(`${def.table}_create_time_idx`).on(...key('create_time', 'id')),
    );
    // a member's own records (of the owned view, for an entity with a pool) in the list's default order: their
    // first page, their deep ones and their capped count are read from the index alone
    const sortKey = def.defaultSort.field;
    const ownerKey = key('owner_user_id', ...side, ...(sortKey === 'id' ? [] : [sortKey]), 'id');
    if (def.owned)
      indexes.push(index(`${def.table}_owner_idx`).on(...ownerKey), index(`${def.table}_dept_idx`).on(col('dept_id')));
    // a member's follow-ups due (the workbench, the overdue reminder): their own records by next follow-up time,
    // so the earliest and a capped count are read from a short index range, not from an AND of two large ones
    if (def.owned && def.fields.some((f) => f.key === 'next_follow_time'))
      indexes.push(
        index(`${def.table}_owner_due_idx`)
          .on(...key('owner_user_id', ...side, 'next_follow_time', 'id'))
          .where(sql`${col('next_follow_time')} is not null`),
      );
    // a member's records the recycling rule may return to the pool (即将掉入公海 on the workbench), one index for each
    // way a record falls due (pool-rule.ts recycleArms): by last touch, and the undealt ones by creation, so the
    // soonest and a capped count are short ranges for one owner rather than a walk through all their records
    if (def.pool) {
      const recyclable = sql`${col('in_pool')} = 1 and ${col('pool_exempt')} <> 2`;
      indexes.push(
        index(`${def.table}_recycle_idx`)
          .on(col('owner_user_id'), lastTouchOf(t as Record<string, ExtraConfigColumn>), col('id'))
          .where(recyclable),
      );
      if (def.fields.some((f) => f.key === 'deal_status'))
        indexes.push(
          index(`${def.table}_recycle_deal_idx`)
            .on(...key('owner_user_id', 'create_time', 'id'))
            .where(sql`${recyclable} and ${col('deal_status')} = 1`),
        );
    }
    // the indexes the declaration adds for its own queries (EntityDef.indexes), partial ones over the rows they serve
    for (const x of def.indexes ?? []) {
      const declared = index(`${def.table}_${x.name}_idx`).on(...key(x.on[0], ...x.on.slice(1)));
      indexes.push(
        x.where
          ? declared.where(
              sql`${col(x.where.field)} in (${sql.raw(x.where.values.map((v) => String(Math.trunc(v))).join(', '))})`,
            )
          : declared,
      );
    }
    return indexes;
  });
}

export type EntityTable = ReturnType<typeof entityTable>;

/** An entity table's columns by name (declared fields and system columns alike). */
export const columnsOf = (t: EntityTable) => getTableColumns(t) as Record<string, PgColumn>;
