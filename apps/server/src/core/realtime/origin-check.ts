import type { IncomingHttpHeaders } from 'node:http';

export type OriginPolicy = {
  /** X-Forwarded-Host and X-Forwarded-Proto name the site (set by the load balancer) */
  trustProxy: boolean;
  /** further origins, as URL.origin writes them */
  allowedOrigins: readonly string[];
};

/** A header's last value: a proxy appends what it saw to what the client sent. */
const lastOf = (value: string | string[] | undefined) => {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const last = joined?.split(',').at(-1)?.trim();
  return last || undefined;
};

/** `host[:port]` as a URL of that scheme writes it: lower case, without the scheme's default port. */
const normalHost = (host: string, protocol: string) =>
  URL.canParse(`${protocol}//${host}`) ? new URL(`${protocol}//${host}`).host : undefined;

/**
 * Whether a browser page at the request's Origin may open a socket here: no Origin (not a browser), the
 * site's own host (the Host header; behind a trusted proxy the forwarded host and scheme), or a listed origin.
 * Browsers send cookies with cross-site websocket upgrades, so another site's page must not get one.
 */
export function originAllowed(headers: IncomingHttpHeaders, policy: OriginPolicy): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  const url = URL.canParse(origin) ? new URL(origin) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
  if (policy.allowedOrigins.includes(url.origin)) return true;
  const forwardedHost = policy.trustProxy ? lastOf(headers['x-forwarded-host']) : undefined;
  const forwardedProto = policy.trustProxy ? lastOf(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  if (forwardedProto && `${forwardedProto}:` !== url.protocol) return false;
  const host = forwardedHost ?? headers.host;
  return host !== undefined && normalHost(host, url.protocol) === url.host;
}
