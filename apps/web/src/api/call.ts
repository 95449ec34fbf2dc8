import type { Envelope } from '@suwork/domain';
import type { AnswerData, AnyRoute, InputOf } from '@suwork/domain/routes';
import { http, type JsonOptions, type QueryParams, type RequestBody } from './http.ts';

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
  return route.method === 'GET' ? http.get<AnswerData<R>>(route.path, input as QueryParams | undefined, options) : http.post<AnswerData<R>>(route.path, input as RequestBody | undefined, options);
}
