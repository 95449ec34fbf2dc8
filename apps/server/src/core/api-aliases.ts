import type { RouteOptions } from 'fastify';
import type { App } from './types.ts';

// The product spec names some API groups differently from the controllers here (its BusinessChance is Chance).
// Every route of such a controller is also served under the spec's name: the same handler, schemas and permission
// node, registered as a route of its own, so the route table (API document, permission matrix, input fuzzing)
// lists it like any other.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a route served under the spec's name: the route it is the same as (`/api/Chance/getList`) */
    aliasOf?: string;
  }
}

/** The spec's name of an API group → the controller that serves it. Controllers are case-insensitive. */
export const API_ALIASES: Readonly<Record<string, string>> = {
  BusinessChance: 'Chance',
  BusinessQuote: 'Offer',
  businessContacts: 'Contacts',
  enterprise: 'Customer',
};

const API_PATH = /^\/api\/([^/]+)(\/.+)$/;

/** Registers, for each route of an aliased controller, the same route under the spec's name. Before any route. */
export function registerApiAliases(app: App) {
  const aliasOf = new Map(Object.entries(API_ALIASES).map(([alias, controller]) => [controller.toLowerCase(), alias]));
  app.addHook('onRoute', function (route) {
    const methods = [route.method].flat();
    if (route.config?.aliasOf || methods.every((m) => m === 'HEAD')) return;
    const match = API_PATH.exec(route.url);
    const alias = match && aliasOf.get(match[1].toLowerCase());
    if (!alias) return;
    // Fastify adds the HEAD of a GET route itself
    const own = methods.filter((m) => m !== 'HEAD');
    const copy: RouteOptions = {
      ...(route as RouteOptions),
      method: own.length === 1 ? own[0] : own,
      url: `/api/${alias}${match[2]}`,
      config: { ...route.config, aliasOf: route.url },
    };
    delete (copy as { path?: string }).path;
    this.route(copy);
  });
}

/** The aliases as the API document's description lists them. */
export const aliasesText = () =>
  `产品规格中的接口组名也可使用，与本服务的控制器是同一组接口（同样的参数、应答与权限）：${Object.entries(API_ALIASES)
    .map(([alias, controller]) => `/api/${alias}/… = /api/${controller}/…`)
    .join('；')}。`;
