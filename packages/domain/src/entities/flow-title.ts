import { Decimal } from 'decimal.js';
import { moneyText } from '../money.ts';
import { nameKeyOf, type EntityDef, type Field, type FlowTitleFact } from './define.ts';

// The title of an approval: the document's name and the facts its declaration names (EntityDef.flowTitle), e.g.
// 请假 · 年假 · 11-27 至 11-28 · 2天 or 报销 · ¥1,860.50 · 11月华东客户巡访差旅费. The server writes it on the run when
// the run starts (a resubmitted document gets a new run, so a new title); the approval centre and the record's
// approval record show it as written.

/** The most characters an approval's title holds (flow_run.title). */
export const FLOW_TITLE_MAX = 100;

/** Between the name and the facts of a title. */
export const FLOW_TITLE_SEPARATOR = ' · ';

type Row = Readonly<Record<string, unknown>>;

/** Field types whose values are typed freely: the facts a title shortens (with …) when it would be too long. */
const FREE_TEXT: ReadonlySet<Field['type']> = new Set(['text', 'longText', 'phone', 'email']);

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** ¥1,860.50: yuan, to the cent, thousands grouped. */
export function yuanText(v: Decimal.Value): string {
  const [int, frac] = moneyText(v).split('.');
  return `¥${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** 2, 1.5, 3.5: a quantity without trailing zeros. */
const quantityText = (v: unknown) =>
  /^-?\d+(\.\d+)?$/.test(String(v)) ? new Decimal(String(v)).toString() : String(v);

/** 'YYYY-MM-DD…' (as the API sends dates and, in company time, times) → 'MM-DD'. */
const monthDay = (v: string) => v.slice(5, 10);
/** 'YYYY-MM-DD HH:mm:ss' → 'HH:mm' */
const clock = (v: string) => v.slice(11, 16);

/** How one field of a document reads in its title; '' when it holds nothing. */
function fieldText(field: Field, row: Row): string {
  const v = row[field.key];
  if (blank(v)) return '';
  const named = row[nameKeyOf(field.key)];
  switch (field.type) {
    case 'money':
      return yuanText(String(v));
    case 'date':
      return monthDay(String(v));
    case 'datetime':
      return `${monthDay(String(v))} ${clock(String(v))}`;
    case 'enum':
      // a dictionary's current label comes named with the row; a fixed choice's label is declared
      return typeof named === 'string' && named ? named : (field.options?.[Number(v)] ?? String(v));
    case 'member':
    case 'department':
    case 'reference':
      return typeof named === 'string' ? named : '';
    default:
      return String(v).replace(/\s+/g, ' ').trim();
  }
}

/** A span of two date or time fields: one day once (11-27), the day of a same-day end left out (11-27 09:00 至 12:00). */
function spanText(from: Field, to: Field, row: Row): string {
  const a = fieldText(from, row);
  const b = fieldText(to, row);
  if (!a || !b || a === b) return a || b;
  const sameDay = to.type === 'datetime' && String(row[from.key]).slice(0, 10) === String(row[to.key]).slice(0, 10);
  return `${a} 至 ${sameDay ? clock(String(row[to.key])) : b}`;
}

type Part = { text: string; free: boolean };

function factPart(def: Pick<EntityDef, 'fields'>, fact: FlowTitleFact, row: Row): Part {
  const field = (key: string) => {
    const found = def.fields.find((f) => f.key === key);
    if (!found) throw new Error(`flowTitle names no field ${key}`);
    return found;
  };
  if (typeof fact === 'string') {
    const f = field(fact);
    return { text: fieldText(f, row), free: FREE_TEXT.has(f.type) };
  }
  if ('from' in fact) return { text: spanText(field(fact.from), field(fact.to), row), free: false };
  const f = field(fact.field);
  const v = row[f.key];
  const text = fact.unit !== undefined ? (blank(v) ? '' : `${quantityText(v)}${fact.unit}`) : fieldText(f, row);
  return { text: text && `${fact.lead ?? ''}${text}`, free: fact.unit === undefined && FREE_TEXT.has(f.type) };
}

const chars = (s: string) => Array.from(s);

/**
 * The title of a document's approval, from the document as the API gives it (dates 'YYYY-MM-DD', times in company
 * time, money '1860.50', with the `<key>_name` of its dictionary, member, department and reference fields): its name
 * and its declared facts, those holding nothing left out. Longer than `max` characters: the longest free texts are
 * cut short with … first.
 */
export function flowTitleOf(
  def: Pick<EntityDef, 'title' | 'fields' | 'flowTitle'>,
  row: Row,
  max = FLOW_TITLE_MAX,
): string {
  const parts: Part[] = [
    { text: def.title, free: false },
    ...(def.flowTitle ?? []).map((fact) => factPart(def, fact, row)),
  ].filter((p) => p.text);
  const join = () => parts.map((p) => p.text).join(FLOW_TITLE_SEPARATOR);
  let over = chars(join()).length - max;
  for (const p of [...parts].filter((x) => x.free).sort((a, b) => chars(b.text).length - chars(a.text).length)) {
    if (over <= 0) break;
    const text = chars(p.text);
    // keep one character at least, and the … that says it goes on
    const keep = Math.max(1, text.length - over - 1);
    if (keep + 1 >= text.length) continue;
    over -= text.length - (keep + 1);
    p.text = `${text.slice(0, keep).join('')}…`;
  }
  const title = chars(join());
  return title.length <= max ? title.join('') : `${title.slice(0, max - 1).join('')}…`;
}

/** The field keys a document's title reads (its facts' fields). */
export function flowTitleFields(def: Pick<EntityDef, 'flowTitle'>): string[] {
  return (def.flowTitle ?? []).flatMap((fact) =>
    typeof fact === 'string' ? [fact] : 'from' in fact ? [fact.from, fact.to] : [fact.field],
  );
}
