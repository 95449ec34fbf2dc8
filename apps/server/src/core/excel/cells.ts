import sanitizeHtml from 'sanitize-html';

/** What a cell holds once read: text, a number, a date (wall-clock time in UTC fields) or nothing. */
export type CellRead = string | number | Date | null;

/** First characters that make a spreadsheet take text for a formula: = + - @, tab, carriage return. */
export const FORMULA_CHARS = ['=', '+', '-', '@', '\t', '\r'] as const;
const FORMULA_START = new RegExp(`^[${FORMULA_CHARS.join('').replace('-', '\\-')}]`);

/**
 * Text that a spreadsheet could take for a formula (= + - @, tab, carriage return) gets a leading apostrophe,
 * so an exported value never runs when the file is opened or converted.
 */
export const neutralise = (s: string) => (FORMULA_START.test(s) ? `'${s}` : s);

/** Reverses neutralise for text read back from a sheet (an exported file can be imported again). */
export const unneutralise = (s: string) => (s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s);

/** Rich text as plain text for a cell. */
export const plainText = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();

type RichPiece = { text?: string };

/** A cell value from exceljs (text, number, date, rich text, hyperlink, formula result...) reduced to CellRead. */
export function readCell(v: unknown): CellRead {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return unneutralise(v.trim()) || null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v === 'object') {
    const o = v as { richText?: RichPiece[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return readCell(o.richText.map((p) => p.text ?? '').join(''));
    if ('result' in o) return readCell(o.result);
    if ('text' in o) return readCell(o.text);
  }
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (spreadsheet dates carry no zone: the UTC fields are the wall clock). */
export function dateText(d: Date, withTime: boolean): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

/** A cell as text, for messages and reports. */
export function cellText(v: CellRead): string {
  if (v === null) return '';
  if (v instanceof Date) return dateText(v, v.getUTCHours() + v.getUTCMinutes() + v.getUTCSeconds() > 0);
  return String(v);
}
