import { quoted, qualified, type DumpSession, type TableName } from './dump-session.ts';

// What a backup records of each table, and what a restore recounts: rows, a checksum of the rows' text, and the sum
// of every numeric (money) column. The checksum is a sum of per-row hashes, so it does not depend on row order and
// is computed by the database in one pass. The row hash is hashtextextended, the function hash partitioning is built
// on (kept the same across PostgreSQL versions, since partitions depend on it; PGlite computes the same values).

/** The schemas a suwork database keeps its tables in: its own, and the migration log. */
export const SCHEMAS = ['public', 'drizzle'];

export type TableShape = TableName & { columns: string[]; numeric: string[] };
export type TableFacts = { rows: string; checksum: string; sums: Record<string, string> };

/** Every table of the suwork schemas, with its copied columns (generated ones are computed, not copied). */
export async function tablesOf(session: DumpSession): Promise<TableShape[]> {
  const rows = await session.query<{ schema: string; name: string; column: string; type: string }>(
    `select c.table_schema as schema, c.table_name as name, c.column_name as column, c.data_type as type
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = any($1) and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_schema, c.table_name, c.ordinal_position`,
    [SCHEMAS],
  );
  const tables = new Map<string, TableShape>();
  for (const r of rows) {
    const key = `${r.schema}.${r.name}`;
    let t = tables.get(key);
    if (!t) tables.set(key, (t = { schema: r.schema, name: r.name, columns: [], numeric: [] }));
    t.columns.push(r.column);
    if (r.type === 'numeric') t.numeric.push(r.column);
  }
  return [...tables.values()];
}

export const tableKey = (t: TableName) => `${t.schema}.${t.name}`;

/** Rows, checksum and numeric sums of one table, as text (exact whatever their size). */
export async function factsOf(session: DumpSession, table: TableShape): Promise<TableFacts> {
  const sums = table.numeric.map((c, i) => `coalesce(sum(t.${quoted(c)}), 0)::text as s${i}`);
  const [row] = await session.query<Record<string, string>>(
    `select count(*)::text as rows,
            coalesce(sum(hashtextextended(t::text, 0)), 0)::text as checksum
            ${sums.map((s) => `, ${s}`).join('')}
       from ${qualified(table)} as t`,
  );
  return {
    rows: row.rows,
    checksum: row.checksum,
    sums: Object.fromEntries(table.numeric.map((c, i) => [c, row[`s${i}`]])),
  };
}

/** Sequences and where they stand (null: never used). */
export async function sequencesOf(session: DumpSession): Promise<Record<string, string | null>> {
  const rows = await session.query<{ schema: string; name: string; last: string | null }>(
    `select schemaname as schema, sequencename as name, last_value::text as last
       from pg_sequences where schemaname = any($1) order by 1, 2`,
    [SCHEMAS],
  );
  return Object.fromEntries(rows.map((r) => [`${r.schema}.${r.name}`, r.last]));
}

/** Sets each sequence where the backup found it. */
export async function setSequences(session: DumpSession, sequences: Record<string, string | null>): Promise<void> {
  for (const [key, last] of Object.entries(sequences)) {
    if (last === null) continue;
    const dot = key.indexOf('.');
    const name = qualified({ schema: key.slice(0, dot), name: key.slice(dot + 1) });
    await session.query(`select setval($1::regclass, $2::bigint, true)`, [name, last]);
  }
}

/** The tables whose facts differ, each with what differs. */
export function differences(
  expected: Record<string, TableFacts>,
  found: Record<string, TableFacts>,
): { table: string; what: string }[] {
  const out: { table: string; what: string }[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = found[table];
    if (!got) {
      out.push({ table, what: '缺少此表' });
      continue;
    }
    if (got.rows !== want.rows) out.push({ table, what: `行数 ${got.rows}，备份时 ${want.rows}` });
    else if (got.checksum !== want.checksum) out.push({ table, what: '内容校验和不一致' });
    for (const [col, sum] of Object.entries(want.sums))
      if (got.sums[col] !== sum) out.push({ table, what: `${col} 合计 ${got.sums[col] ?? '无'}，备份时 ${sum}` });
  }
  return out;
}
