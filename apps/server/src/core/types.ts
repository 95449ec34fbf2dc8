import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { RegisteredRoute } from './auth.ts';
import type { JobService } from './jobs.ts';
import type { Metrics } from './ops/metrics.ts';
import type { AppRegistries } from './registries.ts';
import type { AuthContext, SessionService } from './sessions.ts';

/**
 * What a route needs: 'public' (anyone), 'signedIn' (any signed-in member) or a permission node.
 * A route under /api that declares nothing is denied.
 */
export type RouteAuth = 'public' | 'signedIn' | { node: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * GET routes that browsers call without our header (an <img> in rich text, a PDF opened in a new tab) may
     * also take the token from the session cookie; never set on a route that changes anything.
     */
    cookieToken?: boolean;
    /**
     * Needs a sign-in session: a personal access token is refused (4031) — managing tokens and changing the
     * password take a member who signed in, never a script's token.
     */
    sessionOnly?: boolean;
    /** The answer carries a secret shown once (a new access token): it is never kept to replay an Idempotency-Key. */
    secretAnswer?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    sessions: SessionService;
    jobs: JobService;
    /** the figures /metrics shows (see ops/metrics.ts) */
    metrics: Metrics;
    /** `closing` once the instance has begun to shut down: readiness fails from then on */
    lifecycle: { closing: boolean };
    /** what the modules registered on this app (see registries.ts) */
    registries: AppRegistries;
    /** every route registered, with what it needs (see checkRouteAuth) */
    routeAuth: readonly RegisteredRoute[];
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in member of a route that requires one. */
export function currentUser(req: { auth: AuthContext | null }) {
  if (!req.auth) throw new Error('route declared without sign-in');
  return req.auth.user;
}
