import { FLOW_TYPE_BY_NUMBER } from '@suwork/domain';
import {
  ENTITIES,
  FLOW_TITLE_SEPARATOR,
  flowTitleFields,
  flowTitleOf,
  numberField,
  type EntityDef,
} from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { attachNames } from '../../core/engine/names.ts';
import { toApiRow } from '../../core/engine/serialize.ts';
import { columnsOf } from '../../core/engine/table.ts';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';

/** The document entity of each flow_type: the entity declaring it (EntityDef.flowType). */
const DOCUMENTS: ReadonlyMap<number, EntityDef> = new Map(
  ENTITIES.filter((d) => d.flowType !== undefined).map((d) => [d.flowType!, d]),
);

/**
 * The title a run of a record gets as it starts (请假 · 年假 · 11-27 至 11-28 · 2天): the record read inside the
 * run's transaction, as the API shows it (times in company time, the names of its choices, members and records),
 * through its declaration's flowTitle. A flow_type without a document entity, or a record not found, gets its name.
 */
export async function recordTitle(tx: Db, flowType: number, detailId: number, tz: number): Promise<string> {
  const def = DOCUMENTS.get(flowType);
  if (!def) return FLOW_TYPE_BY_NUMBER.get(flowType)?.flow_name ?? '';
  const table = tableOf(def);
  const [row] = (await tx
    .select()
    .from(table)
    .where(eq(columnsOf(table).id, detailId))) as Record<string, unknown>[];
  if (!row) return def.title;
  // only the fields the title reads, so that only their names are looked up
  const shown = toApiRow(def, row, tz);
  const facts: Record<string, unknown> = Object.fromEntries(flowTitleFields(def).map((k) => [k, shown[k]]));
  await attachNames(tx, def, [facts]);
  return flowTitleOf(def, facts);
}

/**
 * How the approval centre and the workbench name a run: its title; a run started before titles were written keeps
 * the old name, 王强提交的请假审批.
 */
export const runTitle = (run: { title: string; flow_type: number }, initiatorName: string | null) =>
  run.title || `${initiatorName ?? ''}提交的${FLOW_TYPE_BY_NUMBER.get(run.flow_type)?.flow_name ?? ''}审批`;

/**
 * How a workbench item names a run: it shows only its title and time, so the title says who submitted it first
 * (王强：请假 · 年假 · 11-27 至 11-28 · 2天).
 */
export const todoTitle = (run: { title: string; flow_type: number }, initiatorName: string | null) =>
  run.title ? `${initiatorName ?? ''}：${run.title}` : runTitle(run, initiatorName);

/**
 * How a message names the document of a run: what its title says after the document's name, and its number
 * (「华锐智能安全网关采购合同 · ¥140,958.46」（HT-20261101-0001）); '' for a run of no document.
 */
export async function runDocumentName(
  tx: Db,
  run: { flow_type: number; detail_id: number; title: string },
): Promise<string> {
  const def = DOCUMENTS.get(run.flow_type);
  if (!def) return '';
  const lead = `${def.title}${FLOW_TITLE_SEPARATOR}`;
  const facts = run.title.startsWith(lead) ? run.title.slice(lead.length) : '';
  const number = numberField(def);
  const table = tableOf(def);
  const cols = columnsOf(table);
  const [row] = number
    ? ((await tx.select({ no: cols[number.key] }).from(table).where(eq(cols.id, run.detail_id))) as { no: unknown }[])
    : [];
  const no = typeof row?.no === 'string' ? row.no : '';
  return `${facts ? `「${facts}」` : ''}${no ? `（${no}）` : ''}`;
}
