import { OWNER_COLUMN, type EntityDef, type Field, type FieldType, type ListColumnDef } from '@suwork/domain/entities';

/**
 * Default column widths by field type: what a usual value needs on one line (a longer one is cut with an ellipsis and
 * shown whole in a tooltip), so that a list of a dozen columns fits a 1440 px screen with the menu open.
 */
export const TYPE_WIDTH: Partial<Record<FieldType, number>> = {
  text: 140,
  longText: 200,
  richText: 200,
  integer: 100,
  percent: 100,
  money: 120,
  date: 110,
  datetime: 160,
  reference: 160,
  references: 180,
  member: 90,
  members: 140,
  department: 110,
  tags: 130,
  region: 150,
  phone: 130,
  email: 170,
  attachments: 100,
};
/** the column that names a record */
const TITLE_WIDTH = 200;
/** a document number the server gives (HT-20261128-0001): shown whole */
const NUMBER_WIDTH = 160;
/** a short text (a person's name, a position): at most this many characters */
const SHORT_TEXT = 50;
const SHORT_TEXT_WIDTH = 100;
const ENUM_WIDTH = { min: 80, max: 140 } as const;
/** cell padding (8 px each side) and a little air */
const CELL_PADDING = 24;
/** the sort arrows beside a sortable column's title */
const SORTER_WIDTH = 24;

/** Rough width of a text in the table's 14 px font: Chinese and full-width characters 14 px, others 8. */
export const textWidth = (text: string): number =>
  [...text].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) ? 14 : 8), 0);

/** A number the server writes once per record (合同编号, 报价单号, 回款编号): unique, never typed in. */
export const isDocumentNumber = (field: Field): boolean =>
  field.type === 'text' && field.unique === true && field.writable === false;

/** An enum's width: its longest declared label or its title, within 80–140 px. */
const enumWidth = (field: Field): number => {
  const longest = Math.max(
    textWidth(field.label) + (field.sort ? SORTER_WIDTH : 0),
    ...Object.values(field.options ?? {}).map(textWidth),
  );
  return Math.min(ENUM_WIDTH.max, Math.max(ENUM_WIDTH.min, longest + CELL_PADDING));
};

/** The default width of a field's list column. */
export function defaultColumnWidth(def: Pick<EntityDef, 'titleField'>, field: Field): number {
  if (isDocumentNumber(field)) return NUMBER_WIDTH;
  if (field.key === def.titleField) return TITLE_WIDTH;
  if (field.type === 'enum') return enumWidth(field);
  if (field.type === 'text' && field.max !== undefined && field.max <= SHORT_TEXT) return SHORT_TEXT_WIDTH;
  return TYPE_WIDTH[field.type] ?? 150;
}

/** The default width of a list column: its field's, or the owner's name and the creation time of an owned record. */
export const listColumnWidth = (def: Pick<EntityDef, 'titleField'>, column: ListColumnDef): number =>
  column.field
    ? defaultColumnWidth(def, column.field)
    : column.key === OWNER_COLUMN
      ? (TYPE_WIDTH.member ?? 90)
      : (TYPE_WIDTH.datetime ?? 160);
