import type { z } from 'zod';
import type { NodeName } from '../nodes/index.ts';

// One object per hand-written route: its method, path, who may call it, its request schema and its answer schema.
// The server registers the route from it (serve in apps/server/src/core/serve.ts); the web calls it (call in
// apps/web/src/api/call.ts): both read the same path, node and shapes.

/** What a route needs: anyone, any signed-in member, or a node of the tree (a misspelt node fails to compile). */
export type RouteAuth = 'public' | 'signedIn' | { node: NodeName };

export type RouteMethod = 'GET' | 'POST';

/**
 * A route's request: the query string of a GET; the JSON body of a POST, or its multipart form (`form`: the fields
 * and files the API document describes, read by the handler as a stream); none when the route reads neither.
 */
type Request<M extends RouteMethod, I extends z.ZodType | undefined> = M extends 'GET'
  ? { query?: I; body?: never; form?: never }
  : { body?: I; query?: never; form?: z.ZodType };

export type RouteSpec<
  M extends RouteMethod = RouteMethod,
  P extends string = string,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
> = {
  method: M;
  path: P;
  auth: RouteAuth;
  answer: A;
  /** the operation's title in the API document */
  summary?: string;
} & Request<M, I>;

/** A route object: the spec, with its request schema under `input` whichever part of the request it is. */
export type Route<
  M extends RouteMethod = RouteMethod,
  P extends string = string,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType = z.ZodType,
> = RouteSpec<M, P, I, A> & {
  readonly input: I;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route, whatever its schemas
export type AnyRoute = Route<RouteMethod, string, any, any>;

/** What the client sends: the request schema's input (before defaults and coercion); nothing when it has none. */
export type InputOf<R extends AnyRoute> = R['input'] extends z.ZodType ? z.input<R['input']> : undefined;
/** What the handler reads: the request schema's output (defaults filled, text coerced). */
export type ParsedOf<R extends AnyRoute> = R['input'] extends z.ZodType ? z.output<R['input']> : undefined;
/** The whole answer body ({ code, msg, data, … }). */
export type AnswerOf<R extends AnyRoute> = z.output<R['answer']>;
/** The answer's `data`. */
export type AnswerData<R extends AnyRoute> = AnswerOf<R> extends { data: infer D } ? D : never;

/** A multipart route's spec and object: `form` instead of `body`. */
export type FormRouteSpec<P extends string, F extends z.ZodType, A extends z.ZodType> = Omit<
  RouteSpec<'POST', P, undefined, A>,
  'body' | 'form'
> & { form: F; body?: never };
export type FormRoute<
  P extends string = string,
  F extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> = Route<'POST', P, F, A> & { readonly form: F };

/** Declares a route: `route({ method: 'POST', path: '/api/Tag/add', auth: { node: 'system_tagList_add' }, body, answer })`. */
export function route<const P extends string, A extends z.ZodType, I extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<'GET', P, I, A>,
): Route<'GET', P, I, A>;
/** A multipart route (an upload): its form's fields and files are the input; the handler streams them in. */
export function route<const P extends string, A extends z.ZodType, F extends z.ZodType>(
  spec: FormRouteSpec<P, F, A>,
): FormRoute<P, F, A>;
export function route<const P extends string, A extends z.ZodType, I extends z.ZodType | undefined = undefined>(
  spec: RouteSpec<'POST', P, I, A>,
): Route<'POST', P, I, A>;
export function route(spec: RouteSpec): Route {
  return { ...spec, input: spec.method === 'GET' ? spec.query : (spec.form ?? spec.body) } as Route;
}

/** Whether a route takes a multipart form (a file upload) rather than JSON. */
export const isFormRoute = (r: AnyRoute): boolean => r.method === 'POST' && r.form !== undefined;
