/**
 * The navigation state of a page that hands its tab to the page it opens (navigate(to, { replace: true, state:
 * REPLACES_TAB })): after saving, a form's tab becomes the record's.
 */
export const REPLACES_TAB = { workTab: 'replace' } as const;

export const replacesTab = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { workTab?: unknown }).workTab === REPLACES_TAB.workTab;
