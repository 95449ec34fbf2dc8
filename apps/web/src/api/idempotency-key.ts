/**
 * A fresh `Idempotency-Key`: 128 random bits as 32 hex characters. getRandomValues, unlike randomUUID, also works
 * on a plain-http intranet address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
