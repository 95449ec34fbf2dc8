import { vi } from 'vitest';
import { http } from '../api/http.ts';

export type Reply = {
  code: number;
  msg: string;
  data: unknown;
  count?: number;
  capped?: boolean;
  estimated?: boolean;
  field?: string;
};
export type Sent = { method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers };
type Handler = Reply | ((req: Sent) => Reply);

/** Multipart fields as text; a file reads `file:<name>`. */
const formFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));

/**
 * A fake server for component tests: replies by path (case-insensitive, query ignored) and records
 * every request. Unknown paths answer code 4041. Install it with `fakeApi()` in a test or beforeEach.
 */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const routes = new Map(Object.entries(handlers).map(([k, v]) => [k.toLowerCase(), v]));
  const sent: Sent[] = [];
  const toasts: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? formFields(init.body)
          : undefined;
    const req: Sent = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      headers: new Headers(init?.headers),
    };
    sent.push(req);
    const h = routes.get(url.pathname.toLowerCase());
    const reply: Reply =
      h === undefined ? { code: 4041, msg: '接口不存在', data: null } : typeof h === 'function' ? h(req) : h;
    return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
  });
  http.configure({
    fetch,
    toast: { error: (m) => void toasts.push(m) },
    redirectToLogin: () => {},
    getToken: () => 'tok',
  });
  return {
    sent,
    toasts,
    /** the fake fetch */
    fetch,
    /** Holds back the replies to requests whose address contains `part` until the returned release is called. */
    hold: (part: string): (() => void) => {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const reply = fetch.getMockImplementation()!;
      fetch.mockImplementation(async (input, init) => {
        if (String(input).includes(part)) await held;
        return reply(input, init);
      });
      return release;
    },
    on: (path: string, h: Handler) => void routes.set(path.toLowerCase(), h),
    /** requests to a path (case-insensitive) */
    to: (path: string) => sent.filter((r) => r.path.toLowerCase() === path.toLowerCase()),
  };
}

export const ok = (data: unknown, extra: Partial<Reply> = {}): Reply => ({ code: 0, msg: '', data, ...extra });
