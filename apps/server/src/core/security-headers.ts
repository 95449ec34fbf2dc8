import type { AppConfig } from '../config.ts';
import type { App } from './types.ts';

/**
 * Where the page may connect besides its own origin (same-origin websockets included under CSP 3's 'self'): the
 * origins of ALLOWED_ORIGINS, and the file bucket, to which browsers send large files' parts by presigned URL.
 */
export function connectSources(config: Pick<AppConfig, 'allowedOrigins' | 's3'>): string[] {
  const sources = ["'self'", ...config.allowedOrigins];
  if (config.s3) sources.push(config.s3.endpoint ? new URL(config.s3.endpoint).origin : 'https://*.amazonaws.com');
  return [...new Set(sources)];
}

function contentSecurityPolicy(config: Pick<AppConfig, 'allowedOrigins' | 's3'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd writes its styles at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connectSources(config).join(' ')}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: App) {
  const headers = {
    'content-security-policy': contentSecurityPolicy(app.config),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  // an API answer is a member's data: neither the browser nor a proxy keeps a copy
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (
      !reply.hasHeader('cache-control') &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    )
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
