// One field model for the table, the filter form, the form and the detail description of every entity.
import type { ProductLine } from '@suwork/domain';
import { nameKeyOf, namesKeyOf, poolFields, type EntityDef, type Field, type FieldType } from '@suwork/domain/entities';
import { formatAmount, formatNumber } from '../lib/format.ts';
import type { CellValue, EntityRow } from './entity-api.ts';

/** Shown for an empty value in the detail description. */
export const EMPTY_TEXT = '--';

/** Types whose row carries a display name (see nameKey); dictionary-backed enums too (their current label). */
const NAMED: ReadonlySet<FieldType> = new Set(['reference', 'references', 'member', 'department', 'members', 'tags']);
const isNamed = (f: Field) => NAMED.has(f.type) || (f.type === 'enum' && f.dict !== undefined);

/**
 * Where a row carries the display name of a picked record, member or department: `enterprise_id` →
 * `enterprise_name`, `owner_user_id` → `owner_user_name`, other keys get `_name`; several members, records or tags → `<key>_names`.
 */
export function nameKey(field: Pick<Field, 'key' | 'type'>): string {
  return field.type === 'members' || field.type === 'references' || field.type === 'tags'
    ? namesKeyOf(field.key)
    : nameKeyOf(field.key);
}

export const isEmpty = (v: CellValue): boolean =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

export const fieldMap = (def: EntityDef): ReadonlyMap<string, Field> => new Map(def.fields.map((f) => [f.key, f]));

/** Fields shown as list columns (declared in the domain, which the server's 列设置 checks against). */
export { isListColumn } from '@suwork/domain/entities';

/** Fields a user may type into (every type has a form widget): the declared writable ones. */
export const isFormField = (f: Field): boolean => f.writable !== false;

/** The fields of each section, in the declared order. */
export function sectionFields(
  def: EntityDef,
  keep: (f: Field) => boolean = () => true,
): { title: string; fields: Field[] }[] {
  const byKey = fieldMap(def);
  return def.sections
    .map((s) => ({
      title: s.title,
      fields: s.fields.map((k) => byKey.get(k)).filter((f): f is Field => f !== undefined && keep(f)),
    }))
    .filter((s) => s.fields.length > 0);
}

/**
 * Id fields whose name the server keeps in a read-only field declared beside them, by the naming rule of picked
 * records (商机阶段: `stage_id` → `stage_name`): id key → name key. The detail page shows such an id as its name.
 */
export function keptNames(def: Pick<EntityDef, 'fields'>): ReadonlyMap<string, string> {
  const readOnly = new Set(def.fields.filter((f) => f.writable === false).map((f) => f.key));
  const out = new Map<string, string>();
  for (const f of def.fields)
    if (f.type === 'integer' && f.key.endsWith('_id') && readOnly.has(nameKeyOf(f.key)))
      out.set(f.key, nameKeyOf(f.key));
  return out;
}

/** Pool bookkeeping (是否在公海, 进入公海时间 …): always empty outside the pool's own pages. */
const POOL_KEYS: ReadonlySet<string> = new Set(poolFields().map((f) => f.key));
/** What the pool's own pages show of it. */
const POOL_SHOWN: ReadonlySet<string> = new Set(['pool_time', 'pool_reason']);

/**
 * Declared fields no section names (shown after the sections in the detail page); `pool`: on a pool page. A kept
 * name (keptNames) is not among them: its id field shows it; nor is a hidden field (bookkeeping).
 */
export function fieldsOutsideSections(def: EntityDef, pool = false): Field[] {
  const named = new Set([...def.sections.flatMap((s) => s.fields), ...keptNames(def).values()]);
  const hiddenPoolKey = (key: string) => def.pool !== undefined && POOL_KEYS.has(key) && !(pool && POOL_SHOWN.has(key));
  return def.fields.filter((f) => !named.has(f.key) && !hiddenPoolKey(f.key) && !f.hidden);
}

/**
 * The text a field shows for a record: enum label (a dictionary's current one as the server names it), money with
 * separators, the name of a picked record, tag names.
 */
export function displayText(field: Field, row: EntityRow): string {
  const raw = row[field.key];
  if (isNamed(field)) {
    const name = row[nameKey(field)];
    if (!isEmpty(name)) return String(name);
    // a dictionary field without its name (a row from elsewhere) reads by the declared label below
    if (field.type !== 'enum') return isEmpty(raw) ? (field.emptyText ?? '') : String(raw);
  }
  if (isEmpty(raw)) return field.emptyText ?? '';
  switch (field.type) {
    case 'enum':
      return field.options?.[Number(raw)] ?? String(raw);
    case 'money':
      return formatAmount(typeof raw === 'number' || typeof raw === 'string' ? raw : null);
    case 'percent':
      return `${formatNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : null, 2, '.', '')}%`;
    case 'lines':
      return Array.isArray(raw) ? linesSummary(raw as readonly ProductLine[]) : '';
    case 'rows':
      return Array.isArray(raw) ? `${raw.length}行` : '';
    default:
      return Array.isArray(raw) ? raw.join('、') : String(raw);
  }
}

/** Product lines in one line of text: 「服务器 标准版 × 2；实施服务 × 1」. */
const linesSummary = (lines: readonly ProductLine[]): string =>
  lines
    .map((l) => `${[l.product_name, l.spec_name || l.module_name].filter(Boolean).join(' ')} × ${l.quantity}`)
    .join('；');

/** The record's name (its title field), or `#id`. */
export function recordTitle(def: EntityDef, row: EntityRow | undefined): string {
  if (!row) return '';
  const v = row[def.titleField];
  return isEmpty(v) ? `#${row.id}` : String(v);
}
