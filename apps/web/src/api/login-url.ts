/** The sign-in page, remembering where to go back to. Slashes stay readable in the query. */
export const loginUrl = (redirect: string): string =>
  `/login?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;

/** A redirect target from the query, only if it is a path inside this app (never another site, never /login). */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || /^\/login(?:[/?#]|$)/i.test(raw))
    return '/';
  return raw;
}
