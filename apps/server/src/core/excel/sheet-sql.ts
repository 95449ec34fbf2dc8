// An export's sheet rows as the database writes them: each row one `<row>` of SpreadsheetML, its cells the csv's
// (export-select.ts) — text as inline strings, numbers as numbers in their column's style, no value no cell.
import { letters, styleIds, type SheetColumn } from './sheet-xml.ts';

/** A column of the sheet: a number column's cells are numbers (money, percentages, integers), the rest text. */
export type SheetSqlColumn = SheetColumn & { number: boolean };

/** Text that needs more than copying: XML's special characters, control characters, white space at either end. */
const NEEDS_WORK = String.raw` E'[&<>\\x01-\\x1f\\uFFFE\\uFFFF]|^\\s|\\s$'`;
/** Characters XML 1.0 cannot hold (control characters other than tab and line breaks; U+FFFE, U+FFFF): dropped. */
const NOT_XML = String.raw` E'\x01\x02\x03\x04\x05\x06\x07\x08\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\uFFFE\uFFFF'`;

/**
 * A text as XML character data, its line breaks as character references: a reader gets them back as stored (a raw
 * carriage return would be read as a line feed).
 */
const escaped = (x: string) =>
  `replace(replace(replace(replace(replace(translate(${x}, ${NOT_XML}, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\\r', '&#13;'), E'\\n', '&#10;')`;

/** PostgreSQL takes at most 100 arguments a call: a row's pieces are joined in groups. */
const MAX_ARGS = 90;
function concat(pieces: string[]): string {
  if (pieces.length <= MAX_ARGS) return `concat(${pieces.join(', ')})`;
  const groups: string[] = [];
  for (let i = 0; i < pieces.length; i += MAX_ARGS) groups.push(concat(pieces.slice(i, i + MAX_ARGS)));
  return concat(groups);
}

/**
 * One row's XML from its cells: `cell(i)` reads column i's text (null: no value), `n` the row's number as text.
 * Each is read more than once, so they are columns of a subquery.
 */
export function sheetRowSql(columns: readonly SheetSqlColumn[], cell: (i: number) => string, n: string): string {
  const styles = styleIds(columns);
  const cells = columns.map((c, i) => {
    const x = cell(i);
    const ref = `'<c r="${letters(i)}' || ${n} || '"`;
    // null in, null out: concat leaves an empty cell out
    if (c.number) return `${ref}${styles[i] ? ` s="${styles[i]}"` : ''}><v>' || ${x} || '</v></c>'`;
    const inline = `t="inlineStr"><is>`;
    return `case when ${x} ~${NEEDS_WORK} then ${ref} ${inline}<t xml:space="preserve">' || ${escaped(x)} || '</t></is></c>' else ${ref} ${inline}<t>' || ${x} || '</t></is></c>' end`;
  });
  return concat([`'<row r="'`, n, `'">'`, ...cells, `'</row>'`]);
}
