// API times are 'YYYY-MM-DD HH:mm:ss' in the company time zone (offset in minutes, default +480).

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(d: Date | string | null | undefined, offsetMinutes: number): string | null {
  if (!d) return null;
  // already formatted by the database
  if (typeof d === 'string') return d;
  const t = new Date(d.getTime() + offsetMinutes * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const DATETIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses 'YYYY-MM-DD[ HH:mm[:ss]]' given in the company time zone; undefined when malformed or impossible. */
export function parseDateTime(s: string, offsetMinutes: number): Date | undefined {
  const m = DATETIME_RE.exec(s.trim());
  if (!m) return undefined;
  const [y, mo, d, h = '0', mi = '0', sec = '0'] = m.slice(1).map((v) => v ?? '0');
  const utc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +sec);
  const check = new Date(utc);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +sec > 59)
    return undefined;
  return new Date(utc - offsetMinutes * 60_000);
}

/** 'YYYY-MM-DD' that exists in the calendar */
export { isDate } from '@suwork/domain/routes';

/** Today's date in the company time zone, 'YYYY-MM-DD'. */
export const companyToday = (now: Date, offsetMinutes: number) => formatDateTime(now, offsetMinutes)!.slice(0, 10);

/** A 'YYYY-MM-DD' day moved by `days` (negative: back). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
