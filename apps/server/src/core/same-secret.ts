import { timingSafeEqual } from 'node:crypto';

/** Whether a secret someone showed is the one expected, in time that does not depend on where they differ. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
