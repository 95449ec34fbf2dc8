import {
  ERR,
  ERROR_TOAST_SECONDS,
  IDEMPOTENCY_KEY_HEADER,
  MSG,
  PERM_VERSION_HEADER,
  RENEW_TOKEN_HEADER,
  REQUEST_TIMEOUT_MS,
  SUCCESS_CODES,
  type Envelope,
} from '@suwork/domain';
import { newIdempotencyKey } from './idempotency-key.ts';
import { loginUrl } from './login-url.ts';
import { reportPermissions } from './permission-signal.ts';
import { getToken, removeToken, setToken } from './token.ts';
import { signOutTarget } from './sign-out-target.ts';

/** Shown when a request outlives REQUEST_TIMEOUT_MS. */
export const TIMEOUT_MSG = MSG.requestTimeout;

export type HttpErrorKind = 'business' | 'signedOut' | 'transport' | 'timeout' | 'cancelled';

/**
 * Every rejection of the client. `code` and `data` are set when the server answered with an envelope, `field` when
 * its message is about one field of the body sent (a form shows it there).
 */
export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly code?: number;
  readonly data?: unknown;
  readonly field?: string;

  constructor(kind: HttpErrorKind, message: string, code?: number, data?: unknown, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    this.code = code;
    this.data = data;
    if (field) this.field = field;
  }
}

export const isCancelled = (e: unknown): boolean => e instanceof HttpError && e.kind === 'cancelled';

export type Toast = { error: (content: string, seconds?: number) => void };

export type HttpDeps = {
  fetch: typeof fetch;
  toast: Toast;
  /** Replaces the current page with the sign-in page (`to` is `/login?redirect=...`). */
  redirectToLogin: (to: string) => void;
  /** Path and query of the page the user is on, kept as the redirect target. */
  currentPath: () => string;
  /** Where a sign-out the member asked for (退出) is going, while it is under way: that sign-out navigates. */
  deliberateSignOut: () => string | undefined;
  getToken: () => string | undefined;
  setToken: (token: string) => void;
  removeToken: () => void;
  /** Told the member's permission version each signed-in answer carries. */
  permissionVersion: (version: string) => void;
  timeoutMs: number;
};

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;
/** JSON-serialisable value, or a body fetch sends as is (multipart, form-encoded, binary). */
export type RequestBody = FormData | URLSearchParams | Blob | Record<string, unknown> | readonly unknown[];

export type JsonOptions = {
  signal?: AbortSignal;
  /** No error toast for business errors (the promise still rejects); for dialogs that handle failure themselves. */
  silent?: boolean;
  headers?: Record<string, string>;
  responseType?: 'json';
  /** instead of the usual request timeout (a large upload part) */
  timeoutMs?: number;
  /**
   * One submission of a create (see useSubmissionKey): sent as `Idempotency-Key`, so a repeat gets the first answer
   * instead of a second record. Without it, identical POSTs in flight together share one key.
   */
  idempotencyKey?: string;
};
export type BlobOptions = Omit<JsonOptions, 'responseType'> & { responseType: 'blob' };

export type GetMethod = {
  <T = unknown>(url: string, params?: QueryParams, options?: JsonOptions): Promise<Envelope<T>>;
  (url: string, params: QueryParams | undefined, options: BlobOptions): Promise<Blob>;
};
export type BodyMethod = {
  <T = unknown>(url: string, body?: RequestBody, options?: JsonOptions): Promise<Envelope<T>>;
  (url: string, body: RequestBody | undefined, options: BlobOptions): Promise<Blob>;
};

export type Http = {
  get: GetMethod;
  post: BodyMethod;
  put: BodyMethod;
  patch: BodyMethod;
  delete: BodyMethod;
  /** Aborts every request in flight; their promises reject silently with 用户取消. */
  cancelAll: () => void;
  configure: (deps: Partial<HttpDeps>) => void;
};

const TIMEOUT = 'timeout';
const CANCELLED = 'cancelled';

const defaultDeps = (): HttpDeps => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  toast: { error: (content) => console.error(content) },
  redirectToLogin: (to) => window.location.replace(to),
  currentPath: () => window.location.pathname + window.location.search,
  deliberateSignOut: signOutTarget,
  getToken,
  setToken,
  removeToken,
  permissionVersion: reportPermissions,
  timeoutMs: REQUEST_TIMEOUT_MS,
});

export function buildUrl(url: string, params?: QueryParams): string {
  if (!params) return url;
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) if (v !== undefined && v !== null) qs.append(key, String(v));
  }
  const query = qs.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

const isEnvelope = (v: unknown): v is Envelope =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';

const messageOf = (v: unknown): string | undefined => {
  const msg = typeof v === 'object' && v !== null ? (v as { msg?: unknown }).msg : undefined;
  return typeof msg === 'string' && msg ? msg : undefined;
};

const isJsonType = (res: Response) => /[/+]json\b/i.test(res.headers.get('content-type') ?? '');

/** An action of our API that makes something (add, addComment, create…, save, resubmit, startflow). */
const CREATE_ACTION = /^\/api\/\w+\/(add|create|save|resubmit|startflow)\w*(\?|$)/i;

const isRawBody = (b: unknown): b is FormData | URLSearchParams | Blob =>
  b instanceof FormData || b instanceof URLSearchParams || b instanceof Blob;

export function createHttp(overrides: Partial<HttpDeps> = {}): Http {
  const deps: HttpDeps = { ...defaultDeps(), ...overrides };
  const inFlight = new Set<AbortController>();
  // identical POSTs (path and body) in flight, by what they send: their shared key and how many are waiting
  const identical = new Map<string, { key: string; n: number }>();
  const takeKey = (what: string) => {
    const entry = identical.get(what) ?? { key: newIdempotencyKey(), n: 0 };
    entry.n += 1;
    identical.set(what, entry);
    return entry.key;
  };
  const releaseKey = (what: string) => {
    const entry = identical.get(what);
    if (entry && --entry.n === 0) identical.delete(what);
  };
  // Bumped on every 403 sign-out: a 403 from a request started before the sign-out is not handled twice.
  let signOutGeneration = 0;

  const cancelAll = () => {
    for (const c of inFlight) c.abort(CANCELLED);
    inFlight.clear();
  };

  const transportError = (msg: string, kind: 'transport' | 'timeout' = 'transport'): HttpError => {
    deps.toast.error(msg, ERROR_TOAST_SECONDS);
    return new HttpError(kind, msg);
  };

  const signOut = (msg: string, generation: number): HttpError => {
    if (generation === signOutGeneration) {
      signOutGeneration += 1;
      const redirect = deps.currentPath();
      cancelAll();
      deps.toast.error(msg);
      deps.removeToken();
      // a request the server refuses because the member just signed out (退出) leaves the navigation to that sign-out
      if (!redirect.startsWith('/login') && deps.deliberateSignOut() === undefined)
        deps.redirectToLogin(loginUrl(redirect));
    }
    return new HttpError('signedOut', msg, ERR.notSignedIn.code);
  };

  const handleEnvelope = (body: Envelope, options: JsonOptions | BlobOptions, generation: number): Envelope => {
    if (SUCCESS_CODES.includes(body.code)) return body;
    const msg = messageOf(body) ?? MSG.operationError;
    if (body.code === ERR.notSignedIn.code) throw signOut(msg, generation);
    if (!options.silent) deps.toast.error(msg);
    throw new HttpError('business', msg, body.code, body.data, typeof body.field === 'string' ? body.field : undefined);
  };

  async function request(
    method: string,
    url: string,
    body: RequestBody | undefined,
    options: JsonOptions | BlobOptions,
  ): Promise<Envelope | Blob> {
    const controller = new AbortController();
    inFlight.add(controller);
    const generation = signOutGeneration;
    const timer = setTimeout(() => controller.abort(TIMEOUT), options.timeoutMs ?? deps.timeoutMs);
    const onCallerAbort = () => controller.abort(CANCELLED);
    if (options.signal?.aborted) onCallerAbort();
    options.signal?.addEventListener('abort', onCallerAbort);

    const headers: Record<string, string> = { Accept: 'application/json, */*', ...options.headers };
    const token = deps.getToken();
    // an explicit Authorization (a signed object-store request) is sent instead of the session
    if (token && !('Authorization' in headers)) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (isRawBody(body)) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // our own API's JSON creates only: reads by POST, uploads and signed object-store requests go as they are
    const automatic =
      options.idempotencyKey === undefined &&
      !(IDEMPOTENCY_KEY_HEADER in headers) &&
      method === 'POST' &&
      CREATE_ACTION.test(url) &&
      !isRawBody(body);
    const shared = automatic ? `${url}\n${payload ?? ''}` : undefined;
    const key = options.idempotencyKey ?? (shared === undefined ? undefined : takeKey(shared));
    if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;

    try {
      const res = await deps.fetch(url, { method, headers, body: payload, signal: controller.signal });
      const renewed = res.headers.get(RENEW_TOKEN_HEADER);
      if (renewed) deps.setToken(renewed);
      const permissions = res.headers.get(PERM_VERSION_HEADER);
      if (permissions) deps.permissionVersion(permissions);

      if (options.responseType === 'blob' && !isJsonType(res)) {
        if (!res.ok) throw transportError(MSG.operationError);
        return await res.blob();
      }
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw transportError(MSG.operationError);
      }
      if (isEnvelope(parsed)) {
        const envelope = handleEnvelope(parsed, options, generation);
        return options.responseType === 'blob'
          ? new Blob([text], { type: res.headers.get('content-type') ?? '' })
          : envelope;
      }
      throw transportError(messageOf(parsed) ?? MSG.operationError);
    } catch (e) {
      if (e instanceof HttpError) throw e;
      if (controller.signal.aborted) {
        if (controller.signal.reason === TIMEOUT) throw transportError(TIMEOUT_MSG, 'timeout');
        throw new HttpError('cancelled', MSG.userCancelled);
      }
      // fetch itself failed: network down, DNS, CORS
      throw transportError(MSG.operationError);
    } finally {
      if (shared !== undefined) releaseKey(shared);
      clearTimeout(timer);
      inFlight.delete(controller);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  const get = ((url: string, params?: QueryParams, options: JsonOptions | BlobOptions = {}) =>
    request('GET', buildUrl(url, params), undefined, options)) as GetMethod;
  const withBody = (method: string) =>
    ((url: string, body?: RequestBody, options: JsonOptions | BlobOptions = {}) =>
      request(method, url, body, options)) as BodyMethod;

  return {
    get,
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
    cancelAll,
    configure: (next) => Object.assign(deps, next),
  };
}

/** The application's one HTTP client; the app injects its toast and router at start-up. */
export const http = createHttp();
