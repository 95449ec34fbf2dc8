// Minimal document.cookie helpers: values are URI-encoded, cookies live on path '/', and a page served over https
// (TLS here or at a load balancer: the browser's own address says which) writes them Secure.

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return undefined;
}

/** The attributes every cookie is written with. */
export const cookieAttributes = (protocol = window.location.protocol) =>
  `path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

/** Without `maxAgeSeconds` the cookie ends with the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const age = maxAgeSeconds === undefined ? '' : `; max-age=${maxAgeSeconds}`;
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${cookieAttributes()}${age}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; ${cookieAttributes()}; max-age=0`;
}
