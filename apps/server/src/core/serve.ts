import { isFormRoute, type AnswerOf, type AnyRoute, type ParsedOf } from '@suwork/domain/routes';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodType } from 'zod';
import { responseOf } from './openapi.ts';
import type { App } from './types.ts';

/** The request a route object's handler reads: its query (GET) or body (POST) parsed by the route's schema. */
export type ServedRequest<R extends AnyRoute> = R['method'] extends 'GET'
  ? FastifyRequest<{ Querystring: ParsedOf<R> }> & { query: ParsedOf<R> }
  : R['form'] extends ZodType
    ? FastifyRequest // a multipart form: the handler reads its parts (readMultipart)
    : FastifyRequest<{ Body: ParsedOf<R> }> & { body: ParsedOf<R> };

export type ServeHandler<R extends AnyRoute> = (req: ServedRequest<R>, reply: FastifyReply) => Promise<AnswerOf<R>>;

export type ServeOptions<R extends AnyRoute> = {
  /** what the route also declares beyond its auth (sessionOnly, secretAnswer, cookieToken …) */
  config?: Omit<FastifyContextConfig, 'auth'>;
  /**
   * The request schema the server validates with, when it is finer than the route object's (an entity's fields):
   * it must accept only what the object's schema describes.
   */
  input?: ZodType<ParsedOf<R>>;
  summary?: string;
};

/**
 * Registers the handler of a route object: its method, path and auth, its request schema (querystring of a GET, body
 * of a POST) and its answer as the 200 response, so the handler's input and output are typed from the object. It
 * goes through app.route like any other route: the auth hook, the text rule, idempotency, aliases and the API
 * document see it the same way.
 */
export function serve<R extends AnyRoute>(app: App, route: R, handler: ServeHandler<R>): void;
export function serve<R extends AnyRoute>(app: App, route: R, options: ServeOptions<R>, handler: ServeHandler<R>): void;
export function serve<R extends AnyRoute>(
  app: App,
  route: R,
  a: ServeOptions<R> | ServeHandler<R>,
  b?: ServeHandler<R>,
): void {
  const options = typeof a === 'function' ? {} : a;
  const handler = typeof a === 'function' ? a : b!;
  const form = isFormRoute(route) ? (route.input as ZodType) : undefined;
  const input = form ? undefined : ((options.input ?? route.input) as ZodType | undefined);
  const summary = options.summary ?? route.summary;
  const schema: FastifySchema = {
    ...(summary ? { summary } : {}),
    ...(input ? (route.method === 'GET' ? { querystring: input } : { body: input }) : {}),
    // a file answer is the bytes the handler streams, described by media type like the routes without an object
    response: { 200: responseOf(route.answer) },
  };
  // a form's parts are read by the handler as they stream in; the API document describes them from `multipart`
  const config = { ...options.config, ...(form ? { multipart: form } : {}), auth: route.auth };
  app.route({ method: route.method, url: route.path, config, schema, handler: handler as never });
}
