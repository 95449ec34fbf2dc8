import { ABNORMAL_REMIND, type AbnormalItem } from '@suwork/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAbnormal, snoozeAbnormal, type CookieJar } from './abnormal-remind-gate.ts';

/** Cookies that expire by the (fake) clock, as the browser's do. */
function fakeJar(): CookieJar & { expiresAt: (name: string) => number | undefined } {
  const store = new Map<string, { value: string; until: number }>();
  return {
    read: (name) => {
      const c = store.get(name);
      return c && c.until > Date.now() ? c.value : undefined;
    },
    write: (name, value, maxAgeSeconds) => void store.set(name, { value, until: Date.now() + maxAgeSeconds * 1000 }),
    expiresAt: (name) => store.get(name)?.until,
  };
}

const item: AbnormalItem = {
  type: 'followOverdue',
  type_name: '跟进逾期',
  id: 1,
  title: '客户：华东贸易',
  content: '下次跟进时间已过',
  time: null,
  path: '/customer/customerInfo',
  query: { id: 1 },
};
const MINUTE = 60_000;

let jar: ReturnType<typeof fakeJar>;
let fetchItems: ReturnType<typeof vi.fn<() => Promise<AbnormalItem[]>>>;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T10:00:00+08:00'));
  jar = fakeJar();
  fetchItems = vi.fn(async () => [item]);
});
afterEach(() => vi.useRealTimers());

/** Lets the clock run, checking every 60 s as the shell does; returns what each check brought. */
async function runChecks(minutes: number) {
  const shown: (AbnormalItem[] | null)[] = [];
  for (let i = 0; i < minutes; i++) {
    vi.advanceTimersByTime(ABNORMAL_REMIND.checkIntervalMs);
    shown.push(await checkAbnormal(jar, fetchItems));
  }
  return shown;
}

describe('abnormal reminder gate', () => {
  it('asks when the cookie is absent, shows the result and holds further calls for 30 minutes', async () => {
    expect(await checkAbnormal(jar, fetchItems)).toEqual([item]);
    expect(fetchItems).toHaveBeenCalledTimes(1);
    expect(jar.expiresAt(ABNORMAL_REMIND.cookie)).toBe(Date.now() + 30 * MINUTE);
    await runChecks(29);
    expect(fetchItems).toHaveBeenCalledTimes(1);
    const next = await runChecks(1);
    expect(next).toEqual([[item]]);
    expect(fetchItems).toHaveBeenCalledTimes(2);
  });

  it('稍后提醒 holds the calls for five hours (18,000,000 ms)', async () => {
    await checkAbnormal(jar, fetchItems);
    snoozeAbnormal(jar);
    expect(jar.expiresAt(ABNORMAL_REMIND.cookie)).toBe(Date.now() + 18_000_000);
    await runChecks(299);
    expect(fetchItems).toHaveBeenCalledTimes(1);
    await runChecks(1);
    expect(fetchItems).toHaveBeenCalledTimes(2);
  });

  it('leaves the cookie absent when the call fails, so the next check asks again', async () => {
    fetchItems.mockRejectedValueOnce(new Error('网络错误'));
    await expect(checkAbnormal(jar, fetchItems)).rejects.toThrow('网络错误');
    expect(jar.read(ABNORMAL_REMIND.cookie)).toBeUndefined();
    expect(await runChecks(1)).toEqual([[item]]);
  });
});
