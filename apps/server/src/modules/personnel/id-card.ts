// 居民身份证号码 (GB 11643-1999): 17 digits, the birth date inside, and a check character (0-9 or X).

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = '10X98765432';

/** Whether an 18-character ID card number is well formed: digits, a real birth date (not after `now`) and the right check character. */
export function isIdCardNumber(value: string, now: Date): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > now.getTime())
    return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return CHECKS[sum % 11] === value[17];
}

/** As lists show it: the first 3 and last 4 characters, the rest starred. */
export const maskIdCard = (value: string) =>
  value.length > 7 ? `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}` : value;
