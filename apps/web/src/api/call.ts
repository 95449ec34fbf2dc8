import type { Envelope } from '@suwork/domain';
import { isFormRoute, type AnswerData, type AnyRoute, type InputOf } from '@suwork/domain/routes';
import { buildUrl, http, type JsonOptions, type QueryParams, type RequestBody } from './http.ts';

/** A route whose request has nothing required (no schema, or every field optional) may be called without input. */
type Args<R extends AnyRoute> =
  undefined extends InputOf<R>
    ? [input?: InputOf<R>, options?: JsonOptions]
    : Record<string, never> extends InputOf<R>
      ? [input?: InputOf<R>, options?: JsonOptions]
      : [input: InputOf<R>, options?: JsonOptions];

/**
 * Calls a route object through the application's client (its toasts, sign-out redirect, cancel and idempotency
 * handling): `call(tagRoutes.add, { group_id, tag_name })` answers the envelope of the route's answer data.
 */
export function call<R extends AnyRoute>(route: R, ...[input, options]: Args<R>): Promise<Envelope<AnswerData<R>>> {
  if (route.method === 'GET') return http.get<AnswerData<R>>(route.path, input as QueryParams | undefined, options);
  const body = isFormRoute(route) ? formData(input as Record<string, unknown>) : (input as RequestBody | undefined);
  return http.post<AnswerData<R>>(route.path, body, options);
}

/** A form route's input as multipart: files with their names, other fields as text; absent fields left out. */
function formData(input: Record<string, unknown>): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof File) body.append(key, value, value.name);
    else if (value instanceof Blob) body.append(key, value);
    else if (value !== undefined && value !== null) body.append(key, String(value));
  }
  return body;
}

/** The address of a GET route object with its query: a file the browser opens or downloads itself. */
export const urlOf = <R extends AnyRoute & { method: 'GET' }>(route: R, query: InputOf<R>): string =>
  buildUrl(route.path, query as QueryParams);
