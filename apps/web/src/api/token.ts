import { TOKEN_COOKIE } from '@suwork/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

// The bearer token lives in a cookie; listeners let the session react when it is set or removed
// (sign-in, renewal, 403 sign-out) without the HTTP client knowing about React.
type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

export function setToken(token: string): void {
  if (token === getToken()) return;
  writeCookie(TOKEN_COOKIE, token);
  listeners.forEach((fn) => fn());
}

export function removeToken(): void {
  if (getToken() === undefined) return;
  deleteCookie(TOKEN_COOKIE);
  listeners.forEach((fn) => fn());
}

export function subscribeToken(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
