import {
  ACCESS_TOKEN_MSG,
  ERR,
  PERM_VERSION_HEADER,
  RENEW_TOKEN_HEADER,
  TOKEN_COOKIE,
  nodeByName,
} from '@suwork/domain';
import type { FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';
import { readBearer } from './sessions.ts';
import type { App, RouteAuth } from './types.ts';

/** A route as registered: what it needs, and its request schemas (the route table the permission matrix and the fuzz test read). */
export type RegisteredRoute = {
  method: string;
  url: string;
  auth: RouteAuth | undefined;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
};

/**
 * Checks every declared node exists when the route is registered, so a typo fails at start-up, and keeps
 * the list of routes with what each needs (`app.routeAuth`), for the permission matrix.
 */
export function checkRouteAuth(app: App) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeAuth', routes);
  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth;
    if (auth && typeof auth === 'object') nodeByName(auth.node);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routes.push({ method, url: route.url, auth, schema: route.schema });
  });
}

/** One hook for every route: resolves the bearer token, then enforces what the route declares (deny by default). */
export function registerAuth(app: App) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req, reply) => {
    if (req.is404) return;
    const auth = req.routeOptions.config.auth;
    const isApi = req.routeOptions.url?.startsWith('/api/') ?? false;
    if (auth === 'public' || (!auth && !isApi)) return;
    if (!auth) throw fail(ERR.noPermission);
    const ctx = await resolveAuth(app, req);
    if (!ctx) throw fail(ERR.notSignedIn);
    req.auth = ctx;
    if (ctx.renewedToken) reply.header(RENEW_TOKEN_HEADER, ctx.renewedToken);
    // a client holding another version fetches getNode again (a role change does not sign anybody out)
    reply.header(PERM_VERSION_HEADER, ctx.user.perm_version);
    if (req.routeOptions.config.sessionOnly && ctx.kind !== 'session')
      throw fail(ERR.noPermission, ACCESS_TOKEN_MSG.needsSignIn);
    if (typeof auth === 'object' && !ctx.user.nodes.has(auth.node)) throw fail(ERR.noPermission);
  });
}

/** The request's token: the bearer header, else (where the route allows it) the token cookie. */
export function requestToken(req: FastifyRequest, allowCookie: boolean): string | undefined {
  const fromCookie = allowCookie ? cookieValue(req.headers.cookie, TOKEN_COOKIE) : undefined;
  return readBearer(req.headers.authorization) ?? (fromCookie ? readBearer(`Bearer ${fromCookie}`) : undefined);
}

async function resolveAuth(app: App, req: FastifyRequest) {
  const token = requestToken(req, req.method === 'GET' && Boolean(req.routeOptions.config.cookieToken));
  return token ? app.sessions.resolve(token, req.ip) : null;
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}
