import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './auth.ts';
import { hashToken } from './sessions.ts';

/**
 * The browser a member signed in from: a random id in an HttpOnly cookie, set by a successful sign-in and known to
 * the sign-in throttle as one of the account's places (only its hash is stored). It grants nothing by itself: it
 * only spares the member the waits that guesses made elsewhere impose on his account.
 */
export const DEVICE_COOKIE = 'suwork_device';

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token as sent, when it is one. */
export function deviceToken(req: FastifyRequest): string | undefined {
  const token = cookieValue(req.headers.cookie, DEVICE_COOKIE);
  return token && DEVICE_TOKEN.test(token) ? token : undefined;
}

/** The device id the throttle keys on: the token's hash. */
export const deviceId = (token: string) => hashToken(token);

/**
 * Keeps (or gives) the browser its device token for `days` more. `Secure` whenever the request came over https: here,
 * or at a load balancer that says so in X-Forwarded-Proto (read only with TRUST_PROXY=true).
 */
export function rememberDevice(req: FastifyRequest, reply: FastifyReply, days: number): string {
  const token = deviceToken(req) ?? randomBytes(32).toString('base64url');
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${token}; Path=/api; Max-Age=${days * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  );
  return deviceId(token);
}
