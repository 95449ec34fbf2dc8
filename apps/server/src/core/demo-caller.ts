import { DEMO_PASSWORD } from '../config.ts';
import { formatDateTime } from './time-format.ts';
import type { App } from './types.ts';

/**
 * Demo data that goes through the API as the members would make it, so every run, log line and message is the
 * modules' own: `call(member, url, body)` signs the member in once and posts; `done()` signs everyone out.
 */
export function demoCaller(app: App) {
  const tokens = new Map<string, string>();
  const call = async (name: string, url: string, payload: Record<string, unknown>) => {
    let token = tokens.get(name);
    if (!token) {
      const signIn = (
        await app.inject({
          method: 'POST',
          url: '/api/Login/login',
          payload: { username: name, password: DEMO_PASSWORD },
        })
      ).json<{ data: { token: string } }>();
      token = signIn.data.token;
      tokens.set(name, token);
    }
    const res = (
      await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } })
    ).json<{ code: number; msg: string; data: { id: number } }>();
    if (res.code !== 0) throw new Error(`${url}: ${res.msg}`);
    return res.data;
  };
  const done = async () => {
    for (const token of tokens.values())
      await app.inject({ method: 'GET', url: '/api/user/loginOut', headers: { authorization: `Bearer ${token}` } });
  };
  /** A date (and time) `days` from today in the company's time zone: '2026-11-22', or '2026-11-22 14:00:00'. */
  const when = (days: number, time?: string) => {
    const date = formatDateTime(new Date(Date.now() + days * 86_400_000), app.config.tzOffsetMinutes)!.slice(0, 10);
    return time ? `${date} ${time}:00` : date;
  };
  return { call, done, when };
}
