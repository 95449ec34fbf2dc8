import { ABNORMAL_REMIND, type AbnormalItem } from '@suwork/domain';
import { readCookie, writeCookie } from '../../api/cookies.ts';

/** Where the gate cookie lives: the browser's cookies, or a fake in tests. */
export type CookieJar = {
  read: (name: string) => string | undefined;
  write: (name: string, value: string, maxAgeSeconds: number) => void;
};

export const browserCookieJar: CookieJar = { read: readCookie, write: writeCookie };

const hold = (jar: CookieJar, ms: number) => jar.write(ABNORMAL_REMIND.cookie, '1', Math.round(ms / 1000));

/**
 * One check of the abnormal reminder. While the cookie is present nothing is asked. When it is absent the
 * reminders are fetched and the cookie set for 30 minutes, and the reminders come back to be shown; a failed
 * call leaves the cookie absent, so the next check tries again.
 */
export async function checkAbnormal(
  jar: CookieJar,
  fetchItems: () => Promise<AbnormalItem[]>,
): Promise<AbnormalItem[] | null> {
  if (jar.read(ABNORMAL_REMIND.cookie) !== undefined) return null;
  const items = await fetchItems();
  hold(jar, ABNORMAL_REMIND.shownMs);
  return items;
}

/** 稍后提醒（五小时后）: no reminder for five hours. */
export function snoozeAbnormal(jar: CookieJar): void {
  hold(jar, ABNORMAL_REMIND.snoozeMs);
}
