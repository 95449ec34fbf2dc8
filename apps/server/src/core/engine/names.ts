import {
  ENTITY_BY_KEY,
  nameField,
  nameKeyOf as nameKey,
  namesKeyOf,
  numberField,
  recordLabel,
  type EntityDef,
} from '@suwork/domain/entities';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { tableOf } from '../../db/entity-tables.ts';
import { departments, users } from '../../db/schema.ts';
import { dictFields, dictionaryLabels, optionLabel } from './dictionary.ts';
import { rowsFields } from './rows.ts';
import { attachTagNames } from './tag-values.ts';

type Row = Record<string, unknown>;

const idsOf = (rows: readonly Row[], keys: readonly string[]) => {
  const ids = new Set<number>();
  for (const r of rows) {
    for (const k of keys) {
      const v = r[k];
      if (typeof v === 'number' && v > 0) ids.add(v);
      if (Array.isArray(v)) v.forEach((x) => typeof x === 'number' && ids.add(x));
    }
  }
  return [...ids];
};

/** Adds `<key>_name` for dictionary-backed enum fields: the option's current label (选项配置), read through the cache. */
async function attachOptionLabels(db: Db, def: EntityDef, rows: Row[]): Promise<void> {
  const fields = dictFields(def).filter((f) => rows.some((r) => f.key in r));
  if (fields.length === 0) return;
  const dict = await dictionaryLabels.get(db);
  for (const r of rows) for (const f of fields) if (f.key in r) r[nameKey(f.key)] = optionLabel(dict, f, r[f.key]);
}

/**
 * Adds `<column>_name` to each row of a rows field for a column naming a record through `entityBy` (付款明细's 单据):
 * that record's number and name (recordLabel), null when it is gone. One query per entity named.
 */
async function attachRowRecordNames(db: Db, def: EntityDef, rows: Row[]): Promise<void> {
  for (const field of rowsFields(def)) {
    for (const col of (field.columns ?? []).filter((c) => c.entityBy)) {
      const { field: by, entities } = col.entityBy!;
      const items = rows.flatMap((r) => (Array.isArray(r[field.key]) ? (r[field.key] as Row[]) : []));
      const wanted = new Map<string, Set<number>>();
      for (const item of items) {
        const entity = entities[Number(item[by])];
        if (entity && typeof item[col.key] === 'number')
          wanted.set(entity, (wanted.get(entity) ?? new Set()).add(item[col.key] as number));
      }
      const labels = new Map<string, string>();
      for (const [entity, ids] of wanted) {
        const target = ENTITY_BY_KEY.get(entity);
        if (!target) continue;
        const t = tableOf(target);
        const cols = getTableColumns(t) as Record<string, PgColumn>;
        const keys = [numberField(target), nameField(target)].flatMap((f) => (f ? [f.key] : []));
        const found = (await db
          .select({ id: cols.id, ...Object.fromEntries(keys.map((k) => [k, cols[k]])) })
          .from(t)
          .where(inArray(cols.id, [...ids]))) as Row[];
        for (const x of found) labels.set(`${entity}:${String(x.id)}`, recordLabel(target, x, { short: true }));
      }
      for (const item of items)
        item[nameKey(col.key)] = labels.get(`${entities[Number(item[by])]}:${String(item[col.key])}`) ?? null;
    }
  }
}

/** The single-member fields a list shows: their names come joined with the page (entity-service.ts). */
export const joinedMembers = (def: EntityDef) => def.fields.filter((f) => f.type === 'member' && f.list);

/** The single-reference fields a list shows, to records of another kind: their titles come joined with the page too. */
export const joinedReferences = (def: EntityDef) =>
  def.fields.filter((f) => f.type === 'reference' && f.list && f.entity !== def.key && ENTITY_BY_KEY.has(f.entity!));

/**
 * Adds `<key>_name` for member, department, reference and dictionary fields (and owner/creator/department; a
 * record of the entity's own kind by its number and name), `<key>_names` for multi-member and tag fields: one IN
 * query for members, one for departments, one per reference field, one for the dictionary and one for tags.
 */
export async function attachNames(db: Db, def: EntityDef, rows: Row[], opts: { joined?: boolean } = {}): Promise<void> {
  if (rows.length === 0) return;
  await Promise.all([
    attachOptionLabels(db, def, rows),
    attachTagNames(db, def, rows),
    attachRowRecordNames(db, def, rows),
  ]);
  // with `joined`, creator, owner and department names came with the rows already
  const system = (keys: string[]) => (opts.joined ? [] : keys);
  // with `joined`, a list's single-member and single-reference columns came named too
  const joinedKeys = new Set(opts.joined ? joinedMembers(def).map((f) => f.key) : []);
  const memberKeys = [
    ...def.fields
      .filter((f) => (f.type === 'member' && !joinedKeys.has(f.key)) || f.type === 'members')
      .map((f) => f.key),
    ...system(['create_user_id', ...(def.owned ? ['owner_user_id'] : [])]),
  ];
  const deptKeys = [
    ...def.fields.filter((f) => f.type === 'department').map((f) => f.key),
    ...system(def.owned ? ['dept_id'] : []),
  ];
  const joinedRefs = new Set(opts.joined ? joinedReferences(def).map((f) => f.key) : []);
  const refKeys = def.fields.filter(
    (f) => (f.type === 'reference' && !joinedRefs.has(f.key)) || f.type === 'references',
  );
  // nothing to name (a list whose system names came joined, with no member, department or reference field)
  if (memberKeys.length === 0 && deptKeys.length === 0 && refKeys.length === 0) return;
  const userIds = idsOf(rows, memberKeys);
  const deptIds = idsOf(rows, deptKeys);
  const [userRows, deptRows] = await Promise.all([
    userIds.length
      ? db.select({ id: users.user_id, name: users.user_name }).from(users).where(inArray(users.user_id, userIds))
      : [],
    deptIds.length
      ? db
          .select({ id: departments.dept_id, name: departments.dept_name })
          .from(departments)
          .where(inArray(departments.dept_id, deptIds))
      : [],
  ]);
  const userName = new Map(userRows.map((u) => [u.id, u.name]));
  const deptName = new Map(deptRows.map((d) => [d.id, d.name]));
  const refNames = new Map<string, Map<number, string>>();
  for (const f of refKeys) {
    const target = ENTITY_BY_KEY.get(f.entity!);
    const ids = idsOf(rows, [f.key]);
    // a field the rows do not hold (a list column left out) gets no name
    if (!target || !rows.some((r) => f.key in r)) continue;
    // a multi-reference with nothing chosen still reads as '' (no names)
    if (ids.length === 0) {
      refNames.set(f.key, new Map());
      continue;
    }
    const t = tableOf(target);
    const cols = getTableColumns(t) as Record<string, PgColumn>;
    if (target.key === def.key) {
      // another record of its own kind (a quote's 原报价, titled alike): named by its number too
      const keys = [numberField(target), nameField(target)].flatMap((x) => (x ? [x.key] : []));
      const found = (await db
        .select({ id: cols.id, ...Object.fromEntries(keys.map((k) => [k, cols[k]])) })
        .from(t)
        .where(inArray(cols.id, ids))) as Row[];
      refNames.set(f.key, new Map(found.map((x) => [x.id as number, recordLabel(target, x)])));
      continue;
    }
    const found = (await db
      .select({ id: cols.id, name: cols[target.titleField] })
      .from(t)
      .where(inArray(cols.id, ids))) as { id: number; name: string }[];
    refNames.set(f.key, new Map(found.map((x) => [x.id, x.name])));
  }
  for (const r of rows) {
    for (const k of memberKeys) {
      const v = r[k];
      if (Array.isArray(v))
        r[namesKeyOf(k)] = v
          .map((id) => userName.get(id) ?? '')
          .filter(Boolean)
          .join('、');
      else r[nameKey(k)] = typeof v === 'number' ? (userName.get(v) ?? null) : null;
    }
    for (const k of deptKeys) r[nameKey(k)] = typeof r[k] === 'number' ? (deptName.get(r[k] as number) ?? null) : null;
    for (const [k, m] of refNames) {
      const v = r[k];
      if (Array.isArray(v))
        r[namesKeyOf(k)] = v
          .map((id: number) => m.get(id) ?? '')
          .filter(Boolean)
          .join('、');
      else r[nameKey(k)] = typeof v === 'number' ? (m.get(v) ?? null) : null;
    }
  }
}
