import type { EntityDef } from '@suwork/domain/entities';
import { hashKey } from '@tanstack/react-query';
import type { QueryParams } from '../../api/http.ts';
import { queryClient } from '../../api/query-client.ts';
import { entityApi } from '../entity-api.ts';
import { viewDef, viewKey, type EntityView } from '../entity-view.ts';
import { filterSpecs, listParams, readListState, sortableKeys } from '../list-query.ts';

/** The query of a list page's rows: the page and its early start (below) ask with the same key. */
export const listRowsQuery = (def: EntityDef, view: EntityView, params: QueryParams) => ({
  queryKey: viewKey(def, view, 'list', params),
  queryFn: ({ signal }: { signal?: AbortSignal }) => entityApi(def).list(params, { signal }),
});

/** Rows asked for as the app started, which the list has not shown yet. */
const early = new Set<string>();

/**
 * Asks for the rows of the list a member opens the app on, while the page's code and the session still load. The
 * filters are read as for a member who may use them all (one who may not gets the rows the page asks for itself).
 */
export function prefetchFirstRows(entity: EntityDef, view: EntityView, search: URLSearchParams): void {
  const def = viewDef(entity, view);
  const params = listParams(readListState(search, filterSpecs(def), sortableKeys(def)));
  const options = listRowsQuery(def, view, params);
  if (queryClient.getQueryState(options.queryKey)) return;
  early.add(hashKey(options.queryKey));
  // asked before the member's permissions are known: a refusal is not shown (the page shows 无权限 itself, or asks
  // again when it mounts and shows what goes wrong then)
  void queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) => entityApi(def).list(params, { signal, silent: true }),
  });
}

/** The list's `refetchOnMount`: rows just asked for at start are shown as they came, not asked for twice. */
export const refetchUnlessEarly = (query: { queryHash: string }): boolean => !early.has(query.queryHash);

/** Once the list is on screen, later visits ask for their rows as usual. */
export const forgetEarlyRows = (): void => early.clear();
