import { ERROR_TOAST_SECONDS, MSG, TOKEN_COOKIE } from '@suwork/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, createHttp, HttpError, TIMEOUT_MSG, type HttpDeps } from './http.ts';
import { getToken, removeToken, setToken, subscribeToken } from './token.ts';

type Call = { url: string; init: RequestInit };

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });

/** A fetch whose responses are queued by the test; `hang` never answers until the request is aborted. */
function fakeFetch() {
  const calls: Call[] = [];
  const queue: (Response | Error | 'hang')[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = queue.shift() ?? json({ code: 0, msg: 'ok', data: null });
    if (next === 'hang') {
      return new Promise<Response>((_, reject) => {
        if (init.signal?.aborted) reject(new DOMException('aborted', 'AbortError'));
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, queue };
}

function setup(path = '/customer/clues?page=2', deliberate?: string) {
  const f = fakeFetch();
  let token: string | undefined = 'tok-1';
  const toast = { error: vi.fn<(content: string, seconds?: number) => void>() };
  const redirectToLogin = vi.fn<(to: string) => void>();
  const deps: Partial<HttpDeps> = {
    fetch: f.fetch,
    toast,
    redirectToLogin,
    currentPath: () => path,
    deliberateSignOut: () => deliberate,
    getToken: () => token,
    setToken: (t) => {
      token = t;
    },
    removeToken: () => {
      token = undefined;
    },
  };
  const http = createHttp(deps);
  return {
    http,
    ...f,
    toast,
    redirectToLogin,
    token: () => token,
    setTokenValue: (t: string | undefined) => (token = t),
  };
}

const headersOf = (c: Call) => new Headers(c.init.headers);

/** Settles the promise and returns its rejection (fails the test if it resolves). */
async function rejection(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    return e as HttpError;
  }
  throw new Error('expected the request to reject');
}

describe('request building', () => {
  it('get sends query params, skipping undefined and null, repeating arrays', async () => {
    const t = setup();
    await t.http.get('/api/user/getList', {
      page: 1,
      limit: 10,
      user_name: '张三',
      dept_id: undefined,
      status: null,
      ids: [1, 2],
    });
    expect(t.calls[0].url).toBe('/api/user/getList?page=1&limit=10&user_name=%E5%BC%A0%E4%B8%89&ids=1&ids=2');
    expect(t.calls[0].init.method).toBe('GET');
    expect(t.calls[0].init.body).toBeUndefined();
  });

  it('buildUrl appends to an existing query and leaves a bare url alone', () => {
    expect(buildUrl('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(buildUrl('/a', {})).toBe('/a');
    expect(buildUrl('/a')).toBe('/a');
  });

  it('sends the bearer token from the token store', async () => {
    const t = setup();
    await t.http.get('/api/user/getUserInfo');
    expect(headersOf(t.calls[0]).get('authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header without a token', async () => {
    const t = setup();
    t.setTokenValue(undefined);
    await t.http.post('/api/Login/login', { username: 'admin', password: 'x' });
    expect(headersOf(t.calls[0]).has('authorization')).toBe(false);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)('%s sends a JSON body', async (method) => {
    const t = setup();
    await t.http[method]('/api/Department/del', { dept_id: 3 });
    expect(t.calls[0].init.method).toBe(method.toUpperCase());
    expect(t.calls[0].init.body).toBe('{"dept_id":3}');
    expect(headersOf(t.calls[0]).get('content-type')).toBe('application/json');
  });

  it('passes FormData through untouched so the browser sets the multipart boundary', async () => {
    const t = setup();
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await t.http.post('/api/Upload/doUpload', form);
    expect(t.calls[0].init.body).toBe(form);
    expect(headersOf(t.calls[0]).has('content-type')).toBe(false);
  });
});

describe('Idempotency-Key', () => {
  const keyOf = (c: Call) => headersOf(c).get('idempotency-key');

  /** A fetch that answers only when the test says so, to keep requests in flight together. */
  function heldFetch() {
    const calls: Call[] = [];
    const waiting: (() => void)[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return new Promise<Response>((resolve) =>
        waiting.push(() => resolve(json({ code: 0, msg: 'ok', data: { id: 1 } }))),
      );
    });
    const http = createHttp({
      fetch: fetch as unknown as typeof globalThis.fetch,
      toast: { error: vi.fn() },
      getToken: () => 'tok',
    });
    return { http, calls, answerAll: () => waiting.splice(0).forEach((answer) => answer()) };
  }

  it('sends the key a form gives for its submission', async () => {
    const t = setup();
    await t.http.post('/api/Customer/add', { enterprise_name: '甲' }, { idempotencyKey: 'form-key-1' });
    await t.http.post('/api/Customer/add', { enterprise_name: '甲' }, { idempotencyKey: 'form-key-1' });
    expect(t.calls.map(keyOf)).toEqual(['form-key-1', 'form-key-1']);
  });

  it('gives identical posts in flight together one key, and the next submission another', async () => {
    const h = heldFetch();
    const body = { enterprise_name: '甲' };
    const first = [
      h.http.post('/api/Customer/add', body),
      h.http.post('/api/Customer/add', { ...body }),
      h.http.post('/api/Customer/add', { enterprise_name: '乙' }),
    ];
    const [a, b, other] = h.calls.map(keyOf);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).toBe(a);
    expect(other).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(a);
    h.answerAll();
    await Promise.all(first);
    const later = h.http.post('/api/Customer/add', body);
    expect(keyOf(h.calls[3])).not.toBe(a);
    h.answerAll();
    await later;
  });

  it('leaves reads, other actions, uploads and requests outside the API without a key', async () => {
    const t = setup();
    await t.http.get('/api/Customer/getList');
    await t.http.post('/api/Customer/export', { keyword: '甲' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.txt');
    await t.http.post('/api/Upload/doUpload', form);
    await t.http.post('https://bucket.example.com/part', { a: 1 });
    expect(t.calls.map((c) => headersOf(c).has('idempotency-key'))).toEqual([false, false, false, false]);
  });
});

describe('responses', () => {
  it('resolves the envelope on code 0', async () => {
    const t = setup();
    t.queue.push(json({ code: 0, msg: 'ok', data: { list: [1] }, count: 1 }));
    await expect(t.http.get('/api/x')).resolves.toEqual({ code: 0, msg: 'ok', data: { list: [1] }, count: 1 });
    expect(t.toast.error).not.toHaveBeenCalled();
  });

  it.each([-200, 200])('treats code %i as success without a toast', async (code) => {
    const t = setup();
    t.queue.push(json({ code, msg: '已上传', data: { id: 1 } }));
    await expect(t.http.post('/api/x')).resolves.toMatchObject({ code, data: { id: 1 } });
    expect(t.toast.error).not.toHaveBeenCalled();
  });

  it('stores a renewed token from x-renew-token', async () => {
    const t = setup();
    t.queue.push(json({ code: 0, msg: '', data: null }, { headers: { 'x-renew-token': 'tok-2' } }));
    await t.http.get('/api/x');
    expect(t.token()).toBe('tok-2');
  });

  it('stores a renewed token even when the call fails with a business error', async () => {
    const t = setup();
    t.queue.push(
      json(
        { code: 4031, msg: '没有权限执行此操作', data: null },
        { status: 403, headers: { 'x-renew-token': 'tok-3' } },
      ),
    );
    await rejection(t.http.get('/api/x'));
    expect(t.token()).toBe('tok-3');
  });

  it('shows the server msg and rejects on any other code, keeping the user signed in', async () => {
    const t = setup();
    t.queue.push(json({ code: 4031, msg: '没有权限执行此操作', data: null }, { status: 403 }));
    const err = await rejection(t.http.get('/api/x'));
    expect(err).toMatchObject({ kind: 'business', code: 4031, message: '没有权限执行此操作' });
    expect(t.toast.error).toHaveBeenCalledTimes(1);
    expect(t.toast.error).toHaveBeenCalledWith('没有权限执行此操作');
    expect(t.token()).toBe('tok-1');
    expect(t.redirectToLogin).not.toHaveBeenCalled();
  });

  it('shows the wrong-credentials message of a failed login', async () => {
    const t = setup();
    t.queue.push(json({ code: 4011, msg: '账号或密码错误', data: null }, { status: 400 }));
    const err = await rejection(t.http.post('/api/Login/login', { username: 'a', password: 'b' }));
    expect(err.code).toBe(4011);
    expect(t.toast.error).toHaveBeenCalledWith('账号或密码错误');
  });

  it('falls back to 操作错误 when a failing envelope has no msg', async () => {
    const t = setup();
    t.queue.push(json({ code: 500, msg: '', data: null }));
    await rejection(t.http.get('/api/x'));
    expect(t.toast.error).toHaveBeenCalledWith(MSG.operationError);
  });

  it('silent requests reject without a toast', async () => {
    const t = setup();
    t.queue.push(json({ code: 400, msg: '请求参数有误', data: null }));
    const err = await rejection(t.http.post('/api/x', {}, { silent: true }));
    expect(err.code).toBe(400);
    expect(t.toast.error).not.toHaveBeenCalled();
  });
});

describe('code 403: not signed in', () => {
  it('cancels in-flight requests, shows the msg, removes the token and goes to login with the current path', async () => {
    const t = setup('/customer/clues?page=2');
    t.queue.push('hang', json({ code: 403, msg: '登录已失效，请重新登录', data: null }, { status: 401 }));
    const slow = t.http.get('/api/slow');
    const failing = t.http.get('/api/x');

    const err = await rejection(failing);
    expect(err).toMatchObject({ kind: 'signedOut', code: 403, message: '登录已失效，请重新登录' });
    const slowErr = await rejection(slow);
    expect(slowErr).toMatchObject({ kind: 'cancelled', message: MSG.userCancelled });
    expect(t.toast.error).toHaveBeenCalledTimes(1);
    expect(t.toast.error).toHaveBeenCalledWith('登录已失效，请重新登录');
    expect(t.token()).toBeUndefined();
    expect(t.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(t.redirectToLogin).toHaveBeenCalledWith('/login?redirect=/customer/clues%3Fpage%3D2');
  });

  it('leaves the page to a sign-out the member asked for: a 403 answered meanwhile does not redirect elsewhere', async () => {
    const t = setup('/home/home', '/login?redirect=/');
    t.queue.push(json({ code: 403, msg: '登录已失效，请重新登录', data: null }, { status: 401 }));
    const err = await rejection(t.http.get('/api/message/unreadCount'));
    expect(err).toMatchObject({ kind: 'signedOut', code: 403 });
    expect(t.token()).toBeUndefined();
    expect(t.redirectToLogin).not.toHaveBeenCalled();
  });

  it('signs out once when several requests answer 403 together', async () => {
    const t = setup();
    t.queue.push(
      json({ code: 403, msg: '登录已失效', data: null }),
      json({ code: 403, msg: '登录已失效', data: null }),
    );
    const a = t.http.get('/api/a');
    const b = t.http.get('/api/b');
    await rejection(a);
    await rejection(b);
    expect(t.toast.error).toHaveBeenCalledTimes(1);
    expect(t.redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('handles a later 403 again after signing back in', async () => {
    const t = setup();
    t.queue.push(json({ code: 403, msg: '登录已失效', data: null }));
    await rejection(t.http.get('/api/a'));
    t.setTokenValue('tok-new');
    t.queue.push(json({ code: 403, msg: '登录已失效', data: null }));
    await rejection(t.http.get('/api/b'));
    expect(t.redirectToLogin).toHaveBeenCalledTimes(2);
  });

  it('does not redirect when already on the login page', async () => {
    const t = setup('/login?redirect=/');
    t.queue.push(json({ code: 403, msg: '登录已失效', data: null }));
    await rejection(t.http.get('/api/x'));
    expect(t.redirectToLogin).not.toHaveBeenCalled();
    expect(t.token()).toBeUndefined();
  });
});

describe('transport failures', () => {
  it('network error shows 操作错误 for 5 seconds', async () => {
    const t = setup();
    t.queue.push(new TypeError('Failed to fetch'));
    const err = await rejection(t.http.get('/api/x'));
    expect(err).toMatchObject({ kind: 'transport', message: MSG.operationError });
    expect(t.toast.error).toHaveBeenCalledWith(MSG.operationError, ERROR_TOAST_SECONDS);
    expect(ERROR_TOAST_SECONDS).toBe(5);
  });

  it('a non-JSON body shows 操作错误 for 5 seconds', async () => {
    const t = setup();
    t.queue.push(new Response('<html>oops</html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    await rejection(t.http.get('/api/x'));
    expect(t.toast.error).toHaveBeenCalledWith(MSG.operationError, 5);
  });

  it('an HTTP error without an envelope shows its msg, else 操作错误', async () => {
    const t = setup();
    t.queue.push(json({ msg: '网关错误' }, { status: 502 }), new Response('Bad Gateway', { status: 502 }));
    await rejection(t.http.get('/api/a'));
    await rejection(t.http.get('/api/b'));
    expect(t.toast.error.mock.calls).toEqual([
      ['网关错误', 5],
      [MSG.operationError, 5],
    ]);
  });

  it('an HTTP error that carries an envelope is handled by its body code', async () => {
    const t = setup();
    t.queue.push(json({ code: 404, msg: '数据不存在或无权查看', data: null }, { status: 404 }));
    const err = await rejection(t.http.get('/api/x'));
    expect(err).toMatchObject({ kind: 'business', code: 404 });
    expect(t.toast.error).toHaveBeenCalledWith('数据不存在或无权查看');
  });

  it('a refusal about one field of the body says which field', async () => {
    const t = setup();
    t.queue.push(
      json(
        { code: 400, msg: '纳税人识别号应为18位统一社会信用代码，请核对', data: null, field: 'tax_number' },
        { status: 400 },
      ),
      json({ code: 400, msg: '请求参数有误', data: null }, { status: 400 }),
    );
    expect(await rejection(t.http.post('/api/FinanceInvoice/add', { tax_number: '123' }))).toMatchObject({
      kind: 'business',
      code: 400,
      field: 'tax_number',
    });
    expect((await rejection(t.http.post('/api/FinanceInvoice/add', {}))).field).toBeUndefined();
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts after 30 seconds and shows a timeout error for 5 seconds', async () => {
      const t = setup();
      t.queue.push('hang');
      const p = rejection(t.http.get('/api/slow'));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(t.toast.error).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const err = await p;
      expect(err).toMatchObject({ kind: 'timeout', message: TIMEOUT_MSG });
      expect(t.toast.error).toHaveBeenCalledWith(TIMEOUT_MSG, 5);
    });
  });
});

describe('cancellation', () => {
  it('a request aborted by its caller rejects with 用户取消 and no toast', async () => {
    const t = setup();
    t.queue.push('hang');
    const ctl = new AbortController();
    const p = rejection(t.http.get('/api/x', undefined, { signal: ctl.signal }));
    ctl.abort();
    const err = await p;
    expect(err).toMatchObject({ kind: 'cancelled', message: '用户取消' });
    expect(t.toast.error).not.toHaveBeenCalled();
  });

  it('an already aborted signal never reaches the server answer', async () => {
    const t = setup();
    t.queue.push('hang');
    const ctl = new AbortController();
    ctl.abort();
    const err = await rejection(t.http.get('/api/x', undefined, { signal: ctl.signal }));
    expect(err.kind).toBe('cancelled');
  });

  it('cancelAll rejects every pending request silently', async () => {
    const t = setup();
    t.queue.push('hang', 'hang');
    const a = rejection(t.http.get('/api/a'));
    const b = rejection(t.http.post('/api/b', { x: 1 }));
    t.http.cancelAll();
    expect((await a).kind).toBe('cancelled');
    expect((await b).kind).toBe('cancelled');
    expect(t.toast.error).not.toHaveBeenCalled();
  });
});

describe('blob responses', () => {
  it('pass through without envelope checks', async () => {
    const t = setup();
    t.queue.push(new Response('a,b\n1,2', { status: 200, headers: { 'content-type': 'text/csv' } }));
    const blob = await t.http.get('/api/export', { id: 1 }, { responseType: 'blob' });
    expect(blob.type).toBe('text/csv');
    expect(await blob.text()).toBe('a,b\n1,2');
    expect(t.toast.error).not.toHaveBeenCalled();
  });

  it('a JSON error envelope in place of the file is still reported', async () => {
    const t = setup();
    t.queue.push(json({ code: 4031, msg: '没有权限执行此操作', data: null }));
    const err = await rejection(t.http.post('/api/export', {}, { responseType: 'blob' }));
    expect(err.code).toBe(4031);
    expect(t.toast.error).toHaveBeenCalledWith('没有权限执行此操作');
  });
});

describe('token cookie', () => {
  it('is stored in the suwork_token cookie and listeners hear changes', () => {
    const heard = vi.fn();
    const off = subscribeToken(heard);
    setToken('abc');
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=abc`);
    expect(getToken()).toBe('abc');
    removeToken();
    expect(getToken()).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it('the default client reads the cookie token and stores renewals into it', async () => {
    setToken('cookie-tok');
    const f = fakeFetch();
    f.queue.push(json({ code: 0, msg: '', data: null }, { headers: { 'x-renew-token': 'cookie-tok-2' } }));
    const http = createHttp({ fetch: f.fetch });
    await http.get('/api/x');
    expect(headersOf(f.calls[0]).get('authorization')).toBe('Bearer cookie-tok');
    expect(getToken()).toBe('cookie-tok-2');
  });
});
