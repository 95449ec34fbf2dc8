import { createHmac } from 'node:crypto';
import { sameSecret } from '../same-secret.ts';

/** A signature from getPutSign works this long after its date. */
export const SIGNATURE_TTL_MS = 15 * 60_000;

export type SignMethod = 'INIT' | 'PUT';
export type Signed = { method: SignMethod; object: string; contentType: string; date: string; userId: number };

const mac = (secret: string, s: Signed) =>
  createHmac('sha256', secret)
    .update([s.method, s.object, s.contentType, s.date, String(s.userId)].join('\n'))
    .digest('base64url');

/** `SUWORK <userId>:<hmac>`: binds the member, the method, the server-made object key, the content type and the date. */
export const signUpload = (secret: string, s: Signed) => `SUWORK ${s.userId}:${mac(secret, s)}`;

/**
 * The member a signed object-store request comes from, or null when the signature does not match or its date
 * (`x-oss-date`; browsers may not set `Date`) is outside the validity window.
 */
export function verifyUpload(
  secret: string,
  authorization: string | undefined,
  want: Omit<Signed, 'userId'>,
  now: Date,
): number | null {
  const m = /^SUWORK (\d{1,10}):([A-Za-z0-9_-]{43})$/.exec(authorization ?? '');
  if (!m) return null;
  const at = Date.parse(want.date);
  if (Number.isNaN(at) || now.getTime() - at > SIGNATURE_TTL_MS || at - now.getTime() > 60_000) return null;
  const userId = Number(m[1]);
  return sameSecret(m[2], mac(secret, { ...want, userId })) ? userId : null;
}
