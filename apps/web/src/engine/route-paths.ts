import { ROUTE_BY_NAME } from '@suwork/domain';

/** The path of a named route, with an optional query: routePath('customerInfo', { id: 3 }) → '/customer/customerInfo?id=3'. */
export function routePath(name: string, query?: Record<string, string | number>): string {
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`unknown route ${name}`);
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  return qs ? `${route.path}?${qs}` : route.path;
}
