import type { Key, KeyboardEvent } from 'react';

/**
 * What a picker dialog has picked, across pages: id → row. Rows picked before the dialog opened (known by id
 * only) stay as they came until their page is shown.
 */
export type Picked<R> = ReadonlyMap<number, R>;

/** The picked map after the table's selection changed to `keys` (rows of the current page in `page`). */
export function pickedFromKeys<R extends object>(
  keys: readonly Key[],
  page: readonly R[],
  before: Picked<R>,
  idOf: (r: R) => number,
  stub: (id: number) => R,
): Map<number, R> {
  const onPage = new Map(page.map((r) => [idOf(r), r]));
  return new Map(keys.map((k) => Number(k)).map((id) => [id, onPage.get(id) ?? before.get(id) ?? stub(id)]));
}

/** Radio: the row alone; multiple: the row toggled in or out. */
export function togglePicked<R>(before: Picked<R>, id: number, row: R, multiple: boolean): Map<number, R> {
  if (!multiple) return new Map([[id, row]]);
  const next = new Map(before);
  if (next.has(id)) next.delete(id);
  else next.set(id, row);
  return next;
}

/**
 * Row behaviour of a picker table: a click picks (radio) or toggles (multiple); in radio mode a double-click or
 * Enter on a row picks it and confirms; in multiple mode Enter toggles.
 */
export function pickRowProps<R>(
  row: R,
  id: number,
  opts: { multiple: boolean; pick: (id: number, row: R) => void; confirm: (id: number, row: R) => void },
) {
  return {
    tabIndex: 0,
    style: { cursor: 'pointer' },
    onClick: (e: { target: EventTarget | null }) => {
      // the checkbox or radio itself already changed the selection
      if (e.target instanceof HTMLElement && e.target.closest('.ant-table-selection-column')) return;
      opts.pick(id, row);
    },
    onDoubleClick: () => {
      if (!opts.multiple) opts.confirm(id, row);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      if (opts.multiple) opts.pick(id, row);
      else opts.confirm(id, row);
    },
  };
}
