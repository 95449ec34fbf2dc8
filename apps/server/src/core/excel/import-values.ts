import { entityByKey, OPTION_ENABLED, type Field } from '@suwork/domain/entities';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { departments, tags, users } from '../../db/schema.ts';
import { loadDictionary, type Dictionary } from '../engine/dictionary.ts';
import { EntityService } from '../engine/entity-service.ts';
import type { SessionUser } from '../sessions.ts';
import { cellText, dateText, type CellRead } from './cells.ts';
import type { SheetRow } from './sheet-reader.ts';

type NameIndex = Map<string, number[]>;
/** Names met in the sheet → ids: members, departments, and per reference field the titles of records in scope. */
export type Lookups = {
  members: NameIndex;
  departments: NameIndex;
  references: Map<string, NameIndex>;
  dictionary: Dictionary;
  tags: NameIndex;
};
export type Converted = { value: unknown; error?: undefined } | { value?: undefined; error: string };

const splitNames = (s: string) =>
  s
    .split(/[,，、;；\n]+/)
    .map((x) => x.trim())
    .filter(Boolean);

function indexOf(rows: readonly { id: number; name: string | null }[]): NameIndex {
  const out: NameIndex = new Map();
  for (const r of rows) if (r.name !== null) out.set(r.name, [...(out.get(r.name) ?? []), r.id]);
  return out;
}

/** One query per kind of name (members, departments, each reference field), whatever the number of rows. */
export async function loadLookups(
  db: Db,
  user: SessionUser,
  tz: number,
  columns: ReadonlyMap<number, Field>,
  rows: readonly SheetRow[],
): Promise<Lookups> {
  const namesIn = (pred: (f: Field) => boolean) => {
    const out = new Set<string>();
    for (const [i, f] of columns)
      if (pred(f))
        for (const r of rows)
          if (r.cells[i] !== null && r.cells[i] !== undefined)
            splitNames(cellText(r.cells[i])).forEach((n) => out.add(n));
    return [...out];
  };
  const memberNames = namesIn((f) => f.type === 'member' || f.type === 'members');
  const deptNames = namesIn((f) => f.type === 'department');
  const tagNames = namesIn((f) => f.type === 'tags');
  const lookups: Lookups = {
    members: memberNames.length
      ? indexOf(
          await db
            .select({ id: users.user_id, name: users.user_name })
            .from(users)
            .where(inArray(users.user_name, memberNames)),
        )
      : new Map(),
    departments: deptNames.length
      ? indexOf(
          await db
            .select({ id: departments.dept_id, name: departments.dept_name })
            .from(departments)
            .where(inArray(departments.dept_name, deptNames)),
        )
      : new Map(),
    references: new Map(),
    dictionary: await loadDictionary(
      db,
      [...columns.values()].filter((f) => f.dict).map((f) => f.dict!),
    ),
    tags: tagNames.length
      ? indexOf(
          await db.select({ id: tags.tag_id, name: tags.tag_name }).from(tags).where(inArray(tags.tag_name, tagNames)),
        )
      : new Map(),
  };
  for (const f of columns.values()) {
    if (f.type !== 'reference') continue;
    const titles = namesIn((x) => x.key === f.key);
    if (titles.length === 0) continue;
    const target = new EntityService(entityByKey(f.entity!), db, tz);
    const titleCol = target.cols[target.def.titleField];
    const found = (await db
      .select({ id: target.cols.id, name: titleCol })
      .from(target.table)
      .where(and(inArray(titleCol, titles), target.scope(user)))) as { id: number; name: string }[];
    lookups.references.set(f.key, indexOf(found));
  }
  return lookups;
}

function oneOf(
  index: NameIndex | undefined,
  name: string,
  field: Field,
  missing: string,
  ambiguous: string,
): Converted {
  const ids = index?.get(name) ?? [];
  if (ids.length === 1) return { value: ids[0] };
  return { error: `${field.label}「${name}」${ids.length === 0 ? missing : ambiguous}` };
}

/** A label of a dictionary field → its value; disabled options are refused like on the form. */
function dictValue(field: Field, text: string, dictionary: Dictionary): Converted {
  const group = dictionary.get(field.dict!) ?? [];
  const found = group.find((o) => o.label === text);
  if (found?.status === OPTION_ENABLED) return { value: found.value };
  if (found) return { error: `${field.label}「${text}」已停用，请选择其他选项` };
  const enabled = group.filter((o) => o.status === OPTION_ENABLED).map((o) => o.label);
  return { error: `${field.label}「${text}」不是可选的值，可选：${enabled.join('、')}` };
}

function moneyText(v: CellRead): string {
  if (typeof v !== 'number') return cellText(v);
  const cents = Math.round(v * 100) / 100;
  return Math.abs(cents - v) < 1e-6 ? String(cents) : String(v);
}

/** A cell (never empty here) as the value the field's input schema expects: labels, names and titles become ids. */
export function convertCell(field: Field, cell: CellRead, lookups: Lookups): Converted {
  const text = cellText(cell);
  switch (field.type) {
    case 'integer':
      return { value: typeof cell === 'number' ? cell : /^-?\d+$/.test(text) ? Number(text) : text };
    case 'money':
    case 'percent':
      return { value: moneyText(cell) };
    case 'date':
      return { value: cell instanceof Date ? dateText(cell, false) : text };
    case 'datetime':
      return { value: cell instanceof Date ? dateText(cell, true) : text };
    case 'enum': {
      if (field.dict) return dictValue(field, text, lookups.dictionary);
      const found = Object.entries(field.options ?? {}).find(([, label]) => label === text);
      if (found) return { value: Number(found[0]) };
      return { error: `${field.label}「${text}」不是可选的值，可选：${Object.values(field.options ?? {}).join('、')}` };
    }
    case 'member':
      return oneOf(lookups.members, text, field, '不是系统中的成员', '有重名成员，无法确定是哪一位');
    case 'department':
      return oneOf(lookups.departments, text, field, '不是系统中的部门', '有重名部门，无法确定是哪一个');
    case 'reference':
      return oneOf(
        lookups.references.get(field.key),
        text,
        field,
        '不存在或无权查看',
        '对应多条记录，无法确定是哪一条',
      );
    case 'members':
    case 'tags': {
      const ids: number[] = [];
      for (const name of splitNames(text)) {
        const one =
          field.type === 'tags'
            ? oneOf(lookups.tags, name, field, '不是已有的标签', '有重名标签，无法确定是哪一个')
            : oneOf(lookups.members, name, field, '不是系统中的成员', '有重名成员，无法确定是哪一位');
        if (one.error !== undefined) return one;
        ids.push(one.value as number);
      }
      return { value: [...new Set(ids)] };
    }
    default:
      return { value: text };
  }
}
