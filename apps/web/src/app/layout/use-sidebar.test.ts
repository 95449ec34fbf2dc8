import { SIDEBAR_COOKIE } from '@suwork/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, TABLET_QUERY } from '../../components/use-viewport.ts';
import { readSidebarOpen } from './use-sidebar.ts';

/** A window whose width matches the given media queries. */
function windowMatching(queries: readonly string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ ...window.matchMedia, matches: queries.includes(query), media: query }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
});

describe('the module menu', () => {
  it('is open by default on a wide screen and collapsed on a tablet', () => {
    windowMatching([]);
    expect(readSidebarOpen()).toBe(true);
    windowMatching([TABLET_QUERY]);
    expect(readSidebarOpen()).toBe(false);
    windowMatching([PHONE_QUERY, TABLET_QUERY]);
    expect(readSidebarOpen()).toBe(false);
  });

  it('stays as its member left it, whatever the width', () => {
    windowMatching([TABLET_QUERY]);
    document.cookie = `${SIDEBAR_COOKIE}=1; path=/`;
    expect(readSidebarOpen()).toBe(true);
    windowMatching([]);
    document.cookie = `${SIDEBAR_COOKIE}=0; path=/`;
    expect(readSidebarOpen()).toBe(false);
  });
});
