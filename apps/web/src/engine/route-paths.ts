import { ROUTE_BY_NAME, type RouteLink } from '@suwork/domain';

/** The URL of a link: hrefOf({ path: '/customer/customerInfo', query: { id: 3 } }) → '/customer/customerInfo?id=3'. */
export function hrefOf({ path, query }: RouteLink): string {
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return qs ? `${path}?${qs}` : path;
}

/** The path of a named route, with an optional query: routePath('customerInfo', { id: 3 }) → '/customer/customerInfo?id=3'. */
export function routePath(name: string, query?: Record<string, string | number>): string {
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  return hrefOf({ path: route.path, query });
}
