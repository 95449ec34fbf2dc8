import { ROUTE_BY_NAME } from './nodes/index.ts';

/** A page of the web app: a route path and its query, as messages and to-do items carry it. */
export type RouteLink = { path: string; query?: Record<string, string | number> };

/** The link to a named route; undefined when no route has that name. */
export function routeLink(name: string, query?: Record<string, string | number>): RouteLink | undefined {
  const route = ROUTE_BY_NAME.get(name);
  return route ? { path: route.path, query } : undefined;
}

/** Where an approval opens: the record's detail page, with flow_type and detail_id for its 同意 / 拒绝 buttons. */
export function examineLink(run: {
  info_route: string;
  flow_type: string | number;
  detail_id: number;
}): RouteLink | undefined {
  return run.info_route
    ? routeLink(run.info_route, { id: run.detail_id, flow_type: run.flow_type, detail_id: run.detail_id })
    : undefined;
}
