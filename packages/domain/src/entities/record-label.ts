import type { EntityDef, Field } from './define.ts';

// How a record is named where another record points at it (付款明细's 单据, an approval's notification): by its
// number (报销编号 BX-…, 合同编号) and its name (合同名称, or for a record titled by its number what it is about).

type Row = Readonly<Record<string, unknown>>;

const isNumber = (f: Field | undefined) =>
  f !== undefined && f.type === 'text' && f.unique === true && f.writable === false;

/** The number the record is known by: its title field when that is its number, else its first read-only unique text. */
export function numberField(def: Pick<EntityDef, 'fields' | 'titleField'>): Field | undefined {
  const title = def.fields.find((f) => f.key === def.titleField);
  return isNumber(title) ? title : def.fields.find(isNumber);
}

/**
 * The field that says what the record is: its title field, or for a record titled by its number the first typed
 * text its approval title reads (报销事由, 借款事由).
 */
export function nameField(def: Pick<EntityDef, 'fields' | 'titleField' | 'flowTitle'>): Field | undefined {
  const title = def.fields.find((f) => f.key === def.titleField);
  if (!isNumber(title)) return title;
  for (const fact of def.flowTitle ?? []) {
    const key = typeof fact === 'string' ? fact : 'field' in fact ? fact.field : undefined;
    const f = def.fields.find((x) => x.key === key);
    if (f && (f.type === 'text' || f.type === 'longText')) return f;
  }
  return undefined;
}

/** The most characters of a name in a short label (a table cell); a longer one ends in …. */
const SHORT_NAME_MAX = 30;

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
function shortened(s: string): string {
  const chars = Array.from(s.replace(/\s+/g, ' '));
  return chars.length > SHORT_NAME_MAX ? `${chars.slice(0, SHORT_NAME_MAX - 1).join('')}…` : chars.join('');
}

/**
 * 「BX-20261101-0001 11月华东客户巡访差旅费」: the record's number and name, each when it has one; `short`: the name
 * on one line, cut to fit a table cell.
 */
export function recordLabel(
  def: Pick<EntityDef, 'fields' | 'titleField' | 'flowTitle'>,
  row: Row,
  { short = false } = {},
): string {
  const number = numberField(def);
  const name = nameField(def);
  const nameText = name && name !== number ? text(row[name.key]) : '';
  return [number ? text(row[number.key]) : '', short ? shortened(nameText) : nameText].filter(Boolean).join(' ');
}
