import { listColumnDefs, type EntityDef, type Field, type ListColumnDef } from '@suwork/domain/entities';
import { isDocumentNumber, listColumnWidth } from './column-widths.ts';

/**
 * The table's width on a 1440 px screen with the menu open: 1440 − module rail 76 − menu 208 − page paddings 2 × 16
 * and 2 × 16 − a scrollbar 15.
 */
export const TABLE_WIDTH_1440 = 1440 - 76 - 208 - 32 - 32 - 15;
/** the row checkboxes */
export const SELECTION_WIDTH = 48;
/** 操作: its padding and a two-character action each */
export const rowActionsWidth = (count: number): number => 16 + 48 * count;

const isState = (f: Field) => f.type === 'enum' && (f.key === 'status' || f.key.endsWith('_status'));

/**
 * What a user reads first in a list, 0 first: the record's name or number, its amounts and its state; then its dates;
 * then its other fields; then 负责人 and 创建时间.
 */
export function readingRank(def: Pick<EntityDef, 'titleField'>, column: ListColumnDef): number {
  const f = column.field;
  if (!f) return 3;
  if (f.key === def.titleField || isDocumentNumber(f) || f.type === 'money' || isState(f)) return 0;
  return f.type === 'date' ? 1 : 2;
}

/** The room the columns of a list have at 1440 px beside the row checkboxes and 操作 (`actionsWidth`). */
export const columnRoom = (actionsWidth: number): number => TABLE_WIDTH_1440 - SELECTION_WIDTH - actionsWidth;

/**
 * A list's columns in the order a member sees them until they change 列设置: the declared order, except that a column
 * which would push something read before it (readingRank) past the table's width at 1440 px comes after them instead,
 * so that the name or number, the amounts and the state of a record are in view beside the fixed 操作 column, and its
 * dates when they fit too. Columns moved keep their declared order after the others (a sideways scroll, or shown in
 * place of others in 列设置); a column hidden until shown stays beside the column declared before it.
 */
export function readingOrder(def: EntityDef, actionsWidth: number): ListColumnDef[] {
  const room = columnRoom(actionsWidth);
  const columns = listColumnDefs(def).map((c) => ({
    c,
    rank: readingRank(def, c),
    width: c.hidden ? 0 : listColumnWidth(def, c),
  }));
  // widths still to come of each rank
  const ahead = [0, 0, 0, 0];
  for (const x of columns) ahead[x.rank] += x.width;
  const placed: ListColumnDef[] = [];
  const moved: ListColumnDef[] = [];
  let used = 0;
  let previousMoved = false;
  for (const { c, rank, width } of columns) {
    ahead[rank] -= width;
    // what must still fit after this column: the columns read first, and for a column read after them the dates too
    const mustFit = ahead[0] + (rank >= 2 ? ahead[1] : 0);
    const move: boolean = c.hidden ? previousMoved : rank > 0 && used + width + mustFit > room;
    if (move) moved.push(c);
    else {
      placed.push(c);
      used += width;
    }
    previousMoved = move;
  }
  return [...placed, ...moved];
}
