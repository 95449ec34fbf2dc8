/**
 * Compares the permission version the page last used (or saved at sign-in) with the one getNode reports.
 * 'store': nothing saved yet (e.g. a token set from elsewhere), just save it; 'mismatch': the member's
 * permissions changed, tell them (they stay signed in).
 */
export function checkVersion(saved: string | null, current: number | string): 'ok' | 'store' | 'mismatch' {
  if (saved === null || saved === '') return 'store';
  return saved === String(current) ? 'ok' : 'mismatch';
}
