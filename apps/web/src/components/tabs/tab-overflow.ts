/** Where a tab sits in its list: its left edge from the list's start and its width, in px. */
export type TabBox = { key: string; left: number; width: number };

/** How far a transform `translate(-120px, 0px)` moves the tab list sideways (0 without one). */
export function shiftOf(transform: string): number {
  const m = /translate(?:X|3d)?\((-?[\d.]+)px/.exec(transform);
  return m ? Number(m[1]) : 0;
}

/**
 * The tabs not wholly in view: the tab list is moved `shift` px sideways inside a box `visibleWidth` px wide (half a
 * pixel of rounding allowed).
 */
export function tabsOutOfView(tabs: readonly TabBox[], shift: number, visibleWidth: number): string[] {
  return tabs.filter((t) => t.left + shift < -0.5 || t.left + shift + t.width > visibleWidth + 0.5).map((t) => t.key);
}
