import { useSyncExternalStore } from 'react';

/**
 * The widths the layout changes at: below 768 px a phone (the menus in a drawer, lists as cards, dialogs as sheets),
 * below 1200 px a tablet (the module menu collapsed unless its owner opened it).
 */
export const PHONE_QUERY = '(max-width: 767.98px)';
export const TABLET_QUERY = '(max-width: 1199.98px)';

export type Viewport = 'phone' | 'tablet' | 'desktop';

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = [PHONE_QUERY, TABLET_QUERY].map((q) => window.matchMedia(q));
  for (const l of lists) l.addEventListener('change', onChange);
  return () => {
    for (const l of lists) l.removeEventListener('change', onChange);
  };
}

export const currentViewport = (): Viewport =>
  matches(PHONE_QUERY) ? 'phone' : matches(TABLET_QUERY) ? 'tablet' : 'desktop';

/** The viewport class of the window, following it as it is resized or turned. */
export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, currentViewport, () => 'desktop' as const);
}

/** Whether the window is phone-sized (below 768 px). */
export const usePhone = (): boolean => useViewport() === 'phone';
