import { HOME_PATH, isPublicPath, ROUTES } from '@suwork/domain';
import { matchPath } from 'react-router';
import { getToken } from '../api/token.ts';
import { askSessionEarly } from './session/early-session.ts';

/**
 * Starts, all at once, what a signed-in member's first page needs: the shell's code, the member and their menu, the
 * page's code and (on an entity list) its first rows. Left to the components, each would wait for the one before
 * it: the shell's code, then the session, then the page's code, then its data.
 */
export function startFirstScreen(pathname: string, search: string): void {
  if (getToken() === undefined || isPublicPath(pathname)) return;
  askSessionEarly();
  const quiet = () => undefined;
  void import('./signed-in/SignedInApp.tsx').catch(quiet);
  // the home page is where '/' lands for most members
  const path = pathname.replace(/\/+$/, '') || HOME_PATH;
  const route = ROUTES.find((r) => r.meta.type !== 'public' && matchPath({ path: r.path, caseSensitive: false }, path));
  if (route) void import('./pages.ts').then((m) => m.preloadPage(route.name, new URLSearchParams(search))).catch(quiet);
}
