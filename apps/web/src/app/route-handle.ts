import type { AppRoute } from '@suwork/domain';
import { useMatches } from 'react-router';

/** Attached to router entries: the catalogue route it serves, or a bare title for pages outside the catalogue. */
export type RouteHandle = { route?: AppRoute; title?: string };

const asHandle = (h: unknown): RouteHandle | undefined =>
  typeof h === 'object' && h !== null ? (h as RouteHandle) : undefined;

/** The deepest matched handle. */
function useHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = asHandle(matches[i].handle);
    if (h?.route || h?.title) return h;
  }
  return undefined;
}

export const useCurrentRoute = (): AppRoute | undefined => useHandle()?.route;

export function useRouteTitle(): string | undefined {
  const h = useHandle();
  return h?.route?.meta.title ?? h?.title;
}
