import { DICTIONARIES, OPTION_DISABLED, type EntityDef, type Field } from '@suwork/domain/entities';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { options } from '../../db/schema.ts';
import { invalid } from '../envelope.ts';
import { readCache } from '../read-cache.ts';

export type DictOption = { option_id: number; value: number; label: string; sort: number; status: number };
/** group key → its options in display order */
export type Dictionary = ReadonlyMap<string, readonly DictOption[]>;

/** Enum fields whose options come from a dictionary (选项配置). */
export const dictFields = (def: EntityDef): Field[] => def.fields.filter((f) => f.type === 'enum' && f.dict);

/**
 * The current options of the given groups (all groups without a list), one query. The table is small and read
 * per request, so every server process sees an edit at once.
 */
export async function loadDictionary(db: Db, groups?: readonly string[]): Promise<Dictionary> {
  const out = new Map<string, DictOption[]>();
  if (groups && groups.length === 0) return out;
  const rows = await db
    .select({
      option_id: options.option_id,
      group_key: options.group_key,
      value: options.value,
      label: options.label,
      sort: options.sort,
      status: options.status,
    })
    .from(options)
    .where(groups ? inArray(options.group_key, [...new Set(groups)]) : undefined)
    .orderBy(asc(options.group_key), asc(options.sort), asc(options.value));
  for (const { group_key, ...o } of rows) out.set(group_key, [...(out.get(group_key) ?? []), o]);
  return out;
}

export const loadEntityDictionary = (db: Db, def: EntityDef) =>
  loadDictionary(
    db,
    dictFields(def).map((f) => f.dict!),
  );

/** Every group, as labels on lists and details read it (see readCache); `forget()` after an edit. */
export const dictionaryLabels = readCache((db: Db) => loadDictionary(db));

export const findOption = (dict: Dictionary, field: Field, value: unknown): DictOption | undefined =>
  dict.get(field.dict!)?.find((o) => o.value === value);

/** How a stored value reads: the dictionary's current label, or the declared label, or the number itself. */
export function optionLabel(dict: Dictionary | undefined, field: Field, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const found = field.dict && dict ? findOption(dict, field, value) : undefined;
  return found?.label ?? field.options?.[value as number] ?? String(value);
}

/**
 * Values being written to dictionary-backed fields must be enabled options of their group: an unknown value is
 * invalid, a disabled one is refused (records already holding it keep it; see entity-service update).
 */
export function checkChosenOptions(dict: Dictionary, fields: readonly Field[], values: Record<string, unknown>): void {
  for (const f of fields) {
    const v = values[f.key];
    if (v === undefined || v === null) continue;
    const found = findOption(dict, f, v);
    if (!found) throw invalid(`${f.label}的取值无效`, f.key);
    if (found.status === OPTION_DISABLED) throw invalid(`${f.label}「${found.label}」已停用，请选择其他选项`, f.key);
  }
}

/** Writes the declared defaults of every dictionary once; existing options (renamed, reordered, disabled) are left alone. */
export async function ensureDefaultOptions(db: Db): Promise<void> {
  const rows = DICTIONARIES.flatMap((d) =>
    Object.entries(d.defaults).map(([value, label], i) => ({
      group_key: d.key,
      value: Number(value),
      label,
      sort: i + 1,
    })),
  );
  await db.insert(options).values(rows).onConflictDoNothing();
}
