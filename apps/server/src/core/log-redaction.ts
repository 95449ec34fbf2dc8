import type { FastifyRequest } from 'fastify';

// Request logs keep the route and the shape of the query, never a credential carried in the address: share-link
// and export download tokens (`token`), file read keys (`key`), signed-URL parts (S3 / OSS signatures).

export const REDACTED = '***';

/** Query parameters whose value is a credential (compared case-insensitively). */
const SECRET_PARAMS = new Set(
  [
    'key',
    'token',
    't',
    'sign',
    'signature',
    'access_token',
    'refresh_token',
    'password',
    'secret',
    'ticket',
    'x-amz-signature',
    'x-amz-credential',
    'x-amz-security-token',
    'ossaccesskeyid',
  ].map((k) => k.toLowerCase()),
);

/**
 * A path segment that can only be a credential: 32 or more URL-safe characters (a 256-bit base64url token is 43,
 * a SHA-256 in hex 64). No route names or numeric ids come close; today every token travels in the query
 * (/api/share/*, /api/Common/download, /shareFile, /shareDoc), this keeps a token path (`/s/<token>`) out too.
 */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
/** A run as long as a token anywhere in a path: most paths have none and are kept whole without splitting them. */
const TOKEN_RUN = /[A-Za-z0-9_-]{32}/;

const paramName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The URL with secret query values and token-like path segments replaced by `***`; everything else as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const safePath = !TOKEN_RUN.test(path)
    ? path
    : path
        .split('/')
        .map((seg) => (TOKEN_SEGMENT.test(seg) ? REDACTED : seg))
        .join('/');
  if (q === -1) return safePath;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_PARAMS.has(paramName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function redactedRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: [req.headers?.['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
