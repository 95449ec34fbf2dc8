import { ENTITY_BY_KEY, nameField, numberField, type EntityDef, type Field } from '@suwork/domain/entities';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { tableOf } from '../../db/entity-tables.ts';
import { departments, tags, users } from '../../db/schema.ts';
import type { Dictionary } from '../engine/dictionary.ts';
import { FORMULA_CHARS, neutralise } from './cells.ts';
import { exportColumns, exportedFields } from './export-columns.ts';
import { sheetRowSql } from './sheet-sql.ts';
import { textColumns } from '../engine/rows.ts';

// The rows of an export as the database formats them: one text column per export column (export-columns.ts):
// labels, names joined in SQL, dates in company time, neutralised text. The csv copies them out as they are, the
// xlsx as sheet rows built from them (sheet-sql.ts), so the two formats never disagree; the same statements serve
// PostgreSQL's COPY and PGlite's batches. Times and dates are cast to text, which reads 'YYYY-MM-DD HH:MI:SS' under
// the ISO DateStyle the drivers need anyway (half the cost of to_char).

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A string constant, escaped as node-postgres escapes one (E'' when it holds a backslash). */
const literal = (s: string) =>
  s.includes('\\') ? ` E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${s.replace(/'/g, "''")}'`;

const FORMULA_CODES = FORMULA_CHARS.map((c) => c.codePointAt(0)).join(', ');
/**
 * A text cell: cells.ts `neutralise` in SQL, and empty is no value. `x` is written
 * three times, so it is a column or a cheap expression.
 */
const textCell = (x: string) =>
  `case when ascii(${x}) in (${FORMULA_CODES}) then '''' || ${x} else nullif(${x}, '') end`;

/** What String.prototype.trim takes off (rich text's plain text is trimmed in JS). */
const JS_SPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** An enum's labels: `case x when 1 then '…' … else <other> end` (`x` text when `textKeys`). */
function labelled(
  labels: Readonly<Record<number, string>>,
  x: string,
  other: string,
  textKeys = false,
  label: (s: string) => string = (s) => s,
): string {
  const arms = Object.entries(labels).map(
    ([v, l]) => ` when ${textKeys ? literal(v) : Number(v)} then ${literal(label(l))}`,
  );
  return arms.length === 0 ? other : `case ${x}${arms.join('')} else ${other} end`;
}

/** A dictionary field's current labels over its declared ones (dictionary.ts optionLabel). */
const labelsOf = (field: Field, dict: Dictionary) => ({
  ...field.options,
  ...Object.fromEntries((dict.get(field.dict!) ?? []).map((o) => [o.value, o.label])),
});

/**
 * One column's cell: an expression over the row, with the join it needs; or, for a value built by a lateral
 * subquery (`lateral`), one over that subquery's output, which reads the row's column `reads`.
 */
type Part = { cell: string; join?: string } | { cell: string; lateral: string; reads: string };

/** The names of ids held in an array column, in its order, joined with 、 (names.ts, tag-values.ts). */
const arrayNames = (col: string, table: string, id: string, name: string, as: string): Part => ({
  cell: textCell(`${as}.v`),
  lateral: `left join lateral (select string_agg(n.${name}, '、' order by u.o) as v from unnest(${col}) with ordinality u(id, o) join ${ident(table)} n on n.${id} = u.id where n.${name} <> '') ${as} on true`,
  reads: col,
});

/** One field's cell and the join it needs; `t` is the table of the entity keyed `own`, `time` formats a timestamp. */
function partOf(t: string, own: string, field: Field, time: (x: string) => string, dict: Dictionary): Part {
  const col = `${t}.${ident(field.key)}`;
  const as = ident(`x_${field.key}`);
  switch (field.type) {
    case 'enum':
      // the label (a dictionary's as it is now, read with the export), or the number
      return {
        cell: labelled(
          field.dict ? labelsOf(field, dict) : (field.options ?? {}),
          col,
          textCell(`${col}::text`),
          false,
          neutralise,
        ),
      };
    case 'member':
      return {
        cell: textCell(`${as}.user_name`),
        join: `left join ${ident(getTableName(users))} ${as} on ${as}.user_id = ${col}`,
      };
    case 'department':
      return {
        cell: textCell(`${as}.dept_name`),
        join: `left join ${ident(getTableName(departments))} ${as} on ${as}.dept_id = ${col}`,
      };
    case 'reference': {
      const target = ENTITY_BY_KEY.get(field.entity!)!;
      const join = `left join ${ident(target.table)} ${as} on ${as}.id = ${col}`;
      if (target.key !== own) return { cell: textCell(`${as}.${ident(target.titleField)}`), join };
      // a record of its own kind (原报价): its number and name, as names.ts names it (recordLabel)
      const [number, name] = [numberField(target), nameField(target)];
      const part = (f: Field | undefined) =>
        f ? `nullif(btrim(${as}.${ident(f.key)}, ${literal(JS_SPACE)}), '')` : 'null';
      return { cell: textCell(`concat_ws(' ', ${part(number)}, ${part(name === number ? undefined : name)})`), join };
    }
    case 'references': {
      const target = ENTITY_BY_KEY.get(field.entity!)!;
      return arrayNames(col, target.table, 'id', ident(target.titleField), as);
    }
    case 'members':
      return arrayNames(col, getTableName(users), 'user_id', 'user_name', as);
    case 'tags':
      return arrayNames(col, getTableName(tags), 'tag_id', 'tag_name', as);
    case 'money':
    case 'percent':
    case 'integer':
    case 'date':
      // money to the cent (numeric(14,2)), dates as 'YYYY-MM-DD'
      return { cell: `${col}::text` };
    case 'datetime':
      return { cell: time(col) };
    case 'richText':
      // cells.ts plainText: stored rich text is sanitised HTML, whose text is already escaped as sanitize-html
      // writes it, so taking the tags off gives what sanitize-html gives without tags
      return {
        cell: textCell(`${as}.v`),
        reads: col,
        lateral: `left join lateral (select btrim(replace(regexp_replace(${col}, '<[^>]*>', '', 'g'), '&nbsp;', ' '), ${literal(JS_SPACE)}) as v offset 0) ${as} on true`,
      };
    case 'lines':
      // product-lines.ts linesText: 「服务器 标准版 × 2；实施服务 × 1」
      return {
        cell: textCell(`${as}.v`),
        reads: col,
        lateral: `left join lateral (select string_agg(concat_ws(' ', nullif(l->>'product_name', ''), coalesce(nullif(l->>'spec_name', ''), nullif(l->>'module_name', ''))) || ' × ' || coalesce(l->>'quantity', ''), '；' order by e.o) as v from jsonb_array_elements(${col}) with ordinality e(l, o)) ${as} on true`,
      };
    case 'rows': {
      // rows.ts rowsText: each row's non-empty cells joined with a space (choices by their declared labels), rows with ；
      const cells = textColumns(field).map((c) => {
        const v = `(r->>${literal(c.key)})`;
        return `nullif(${c.type === 'enum' ? labelled(c.options ?? {}, v, v, true) : v}, '')`;
      });
      return {
        cell: textCell(`${as}.v`),
        reads: col,
        lateral: `left join lateral (select string_agg(concat_ws(' '${cells.map((c) => `, ${c}`).join('')}), '；' order by e.o) as v from jsonb_array_elements(${col}) with ordinality e(r, o)) ${as} on true`,
      };
    }
    default:
      return { cell: textCell(col) };
  }
}

/** An export's formatted select: its header and the statements reading its rows, newest first. */
export type ExportSelect = {
  headers: string[];
  /**
   * The rows matching `where`, at most `limit`, as text (null: no value); with `afterId`, only older ones, each
   * led by its id (keyset batches).
   */
  statement(where: SQL | undefined, limit: number, afterId?: number): SQL;
  /** The same rows as the xlsx's sheet rows (sheet-sql.ts), numbered from `firstRow`; `afterId` as above. */
  sheetStatement(where: SQL | undefined, limit: number, firstRow: number, afterId?: number): SQL;
};

/** The formatted select of an entity's export; `dict`: the dictionaries as the export reads them. */
export function exportSelect(def: EntityDef, tzOffsetMinutes: number, dict: Dictionary): ExportSelect {
  const t = ident(getTableName(tableOf(def)));
  const time = (x: string) =>
    `(date_trunc('second', ${x} at time zone 'UTC') + interval '${Math.trunc(tzOffsetMinutes)} minutes')::text`;
  const parts = exportedFields(def).map((f) => partOf(t, def.key, f, time, dict));
  const person = (key: string, as: string): Part => ({
    cell: textCell(`${as}.user_name`),
    join: `left join ${ident(getTableName(users))} ${as} on ${as}.user_id = ${t}.${key}`,
  });
  if (def.owned) parts.push(person('owner_user_id', 'x__owner'));
  parts.push(person('create_user_id', 'x__creator'), { cell: time(`${t}.create_time`) });
  const columns = exportColumns(def);
  if (columns.length !== parts.length) throw new Error(`${def.key}: the csv columns differ from the export's`);
  // The rows are chosen, sorted and their plain cells formatted in an inner select, which PostgreSQL may run in
  // parallel workers; the lateral subqueries (names of arrays, rich text, lines) cannot run there, so they are
  // joined to its sorted rows afterwards. The inner select is named as the table, so every expression reads the
  // same either side; its cells are named "#0", "#1" … (not a field key), and so are the outer select's.
  const plain = (i: number) => ident(`#${i}`);
  const inner = [
    `${t}.id`,
    ...new Set(parts.flatMap((p, i) => ('lateral' in p ? [p.reads] : [`${p.cell} as ${plain(i)}`]))),
  ].join(', ');
  const joins = parts.flatMap((p) => ('join' in p && p.join ? [p.join] : [])).join(' ');
  const laterals = parts.flatMap((p) => ('lateral' in p ? [p.lateral] : [])).join(' ');
  const cells = parts.map((p, i) => `${'lateral' in p ? p.cell : `${t}.${plain(i)}`} as ${plain(i)}`).join(', ');
  const id = sql.raw(`${t}.id`);
  const rows = (where: SQL | undefined, limit: number, afterId: number | undefined, withId: boolean) => {
    const conds = [where && sql`(${where})`, afterId === undefined ? undefined : sql`${id} < ${afterId}`].filter(
      (c): c is SQL => c !== undefined,
    );
    return sql.join([
      sql.raw(`select ${withId ? `${t}.id, ` : ''}${cells} from (select ${inner} from ${t} ${joins}`),
      conds.length ? sql` where ${sql.join(conds, sql` and `)}` : sql``,
      sql.raw(` order by ${t}.id desc limit ${Math.trunc(limit)}) ${t} ${laterals} order by ${t}.id desc`),
    ]);
  };
  // the rows above, numbered in their order; each cell is read more than once, so from a subquery that the
  // window keeps PostgreSQL from merging into this one
  const sheetRow = sheetRowSql(columns, (i) => `s.${plain(i)}`, 's.n');
  return {
    headers: columns.map((c) => c.header),
    statement: (where, limit, afterId) => rows(where, limit, afterId, afterId !== undefined),
    sheetStatement: (where, limit, firstRow, afterId) =>
      sql.join([
        sql.raw(
          `select ${afterId === undefined ? '' : 's.id, '}${sheetRow} from (select q.*, (row_number() over (order by q.id desc) + ${Math.trunc(firstRow) - 1})::text as n from (`,
        ),
        rows(where, limit, afterId, true),
        sql.raw(`) q) s order by s.id desc`),
      ]),
  };
}
