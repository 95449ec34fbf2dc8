import { vi } from 'vitest';
import { PHONE_QUERY, TABLET_QUERY } from '../components/use-viewport.ts';
import { mediaQueryList } from './media-query.ts';

/** A phone's window (below 768 px) until the test's mocks are restored (`vi.restoreAllMocks`). */
export function onPhone(): void {
  const phone = new Set([PHONE_QUERY, TABLET_QUERY]);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, phone.has(query)));
}
