import type { EntityDef, Field } from '@suwork/domain/entities';
import { and, inArray } from 'drizzle-orm';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import type { EntityService } from '../engine/entity-service.ts';
import { fieldSchema, missingRequired } from '../engine/input-schema.ts';
import { invalid } from '../envelope.ts';
import type { SessionUser } from '../sessions.ts';
import type { CellRead } from './cells.ts';
import { mapHeader } from './import-fields.ts';
import { convertCell, loadLookups } from './import-values.ts';
import type { Sheet } from './sheet-reader.ts';

type Values = Record<string, unknown>;

/** One data row: its cells as read, the validated input values, what is wrong with it, and the record it updates. */
export type AnalysedRow = { row: number; cells: CellRead[]; values: Values; errors: string[]; targetId?: number };

export const importKeyField = (def: EntityDef): Field => {
  const key = def.features.import?.key;
  const field = def.fields.find((f) => f.key === key);
  if (!field) throw new Error(`entity ${def.key} imports by an undeclared field`);
  return field;
};

function parseRow(
  row: Sheet['rows'][number],
  columns: ReadonlyMap<number, Field>,
  schemas: ReadonlyMap<string, ZodType>,
  lookups: Awaited<ReturnType<typeof loadLookups>>,
) {
  const values: Values = {};
  const errors: string[] = [];
  const failed: Values = {};
  for (const [i, f] of columns) {
    const cell = row.cells[i] ?? null;
    if (cell === null) continue;
    const converted = convertCell(f, cell, lookups);
    const parsed = converted.error === undefined ? schemas.get(f.key)!.safeParse(converted.value) : undefined;
    if (parsed?.success) values[f.key] = parsed.data;
    else {
      errors.push(converted.error ?? parsed?.error.issues[0]?.message ?? `${f.label}格式不正确`);
      failed[f.key] = true;
    }
  }
  return { row: row.row, cells: row.cells, values, errors, failed };
}

/**
 * Decides, per row with a key, whether it updates a record the member can see, or is refused because the key
 * exists only outside their scope (or is repeated in the file). Keys are looked up across all records.
 */
async function matchKeys(db: Db, service: EntityService, user: SessionUser, rows: AnalysedRow[]) {
  const keyField = importKeyField(service.def);
  const first = new Map<string, number>();
  const keyed: { row: AnalysedRow; key: string }[] = [];
  for (const row of rows) {
    const v = row.values[keyField.key];
    if (v === undefined || v === null || v === '') continue;
    const key = String(v);
    const seen = first.get(key);
    if (seen !== undefined) row.errors.push(`${keyField.label}「${key}」与第${seen}行重复`);
    else {
      first.set(key, row.row);
      keyed.push({ row, key });
    }
  }
  if (keyed.length === 0) return;
  const keyCol = service.cols[keyField.key];
  const existing = (await db
    .select({ id: service.cols.id, key: keyCol })
    .from(service.table)
    .where(inArray(keyCol, [...first.keys()]))) as { id: number; key: string }[];
  if (existing.length === 0) return;
  const visible = new Set(
    (
      (await db
        .select({ id: service.cols.id })
        .from(service.table)
        .where(
          and(
            inArray(
              service.cols.id,
              existing.map((e) => e.id),
            ),
            service.scope(user),
          ),
        )) as { id: number }[]
    ).map((r) => r.id),
  );
  for (const { row, key } of keyed) {
    const matches = existing.filter((e) => e.key === key).map((e) => e.id);
    const mine = matches.filter((id) => visible.has(id));
    if (mine.length === 1) row.targetId = mine[0];
    else if (mine.length > 1)
      row.errors.push(`已有${mine.length}条${keyField.label}为「${key}」的${service.def.title}，无法确定要更新哪一条`);
    else if (matches.length > 0)
      row.errors.push(`${keyField.label}「${key}」已存在于您无权查看的${service.def.title}中，不能导入`);
  }
}

/** Reads every row against the entity's own input rules; nothing is written. `db` and `service` may be a transaction. */
export async function analyseSheet(
  db: Db,
  service: EntityService,
  user: SessionUser,
  tz: number,
  sheet: Sheet,
): Promise<AnalysedRow[]> {
  const def = service.def;
  const keyField = importKeyField(def);
  const columns = mapHeader(def, sheet.header);
  if (![...columns.values()].some((f) => f.key === keyField.key))
    throw invalid(`导入文件缺少「${keyField.label}」列，请使用导入模板`);
  const schemas = new Map([...columns.values()].map((f) => [f.key, fieldSchema(f, tz)]));
  const lookups = await loadLookups(db, user, tz, columns, sheet.rows);
  const parsed = sheet.rows.map((r) => parseRow(r, columns, schemas, lookups));
  const rows: AnalysedRow[] = parsed.map(({ failed: _failed, ...r }) => r);
  await matchKeys(db, service, user, rows);
  parsed.forEach((p, i) => {
    const row = rows[i];
    if (row.targetId !== undefined) return;
    // a field already reported as malformed is not reported again as missing
    const missing = missingRequired(def, { ...p.failed, ...row.values }, 'add');
    if (missing) row.errors.push(missing);
  });
  return rows;
}
