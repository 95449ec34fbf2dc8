import { PAGE_SIZES, type Envelope } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

type FilterValue = string | number | undefined;
export type PagedQuery<F extends string> = { page: number; limit: number } & Partial<Record<F, string>>;

type Options<Row, F extends string> = {
  /** the query key's prefix; the page, limit and filters are appended */
  queryKey: readonly unknown[];
  /** the filters kept in the URL beside page and limit */
  filters?: readonly F[];
  defaultLimit?: number;
  pageSizes?: readonly number[];
  load: (query: PagedQuery<F>, signal: AbortSignal) => Promise<Envelope<Row[]>>;
  enabled?: boolean;
  /** reloads the page every `ms` while `when` holds for its rows (a list of things still running) */
  pollWhile?: { when: (rows: Row[]) => boolean; ms: number };
};

/**
 * Every hand-written list pages the same way: page, limit and its filters live in the URL (so a reload, a
 * shared link or the back button shows the same page), the rows load through TanStack Query keeping the
 * previous page on screen while the next one loads, and `pager` feeds the shared ListPager.
 */
export function usePagedList<Row, F extends string = never>({
  queryKey,
  filters = [],
  defaultLimit = 10,
  pageSizes = PAGE_SIZES,
  load,
  enabled,
  pollWhile,
}: Options<Row, F>) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(search.get('page'))) || 1);
  const limitParam = Number(search.get('limit'));
  const limit = pageSizes.includes(limitParam) ? limitParam : defaultLimit;
  const values = {} as Partial<Record<F, string>>;
  for (const key of filters) {
    const v = search.get(key);
    if (v) values[key] = v;
  }
  const query = { page, limit, ...values } as PagedQuery<F>;

  /** Sets filters (back to page 1 unless a page is given); empty values leave the URL. */
  const go = (next: Partial<Record<F | 'page' | 'limit', FilterValue>>) => {
    const s = new URLSearchParams(search);
    const all: Record<string, FilterValue> = { page: 1, ...next };
    for (const [k, v] of Object.entries(all)) {
      if (v === undefined || v === '' || (k === 'page' && v === 1) || (k === 'limit' && v === defaultLimit))
        s.delete(k);
      else s.set(k, String(v));
    }
    setSearch(s);
  };

  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => load(query, signal),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: pollWhile && ((q) => (pollWhile.when(q.state.data?.data ?? []) ? pollWhile.ms : false)),
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.count ?? 0;
  return {
    query,
    filters: values,
    go,
    list,
    rows,
    total,
    /** props of the shared ListPager */
    pager: {
      page,
      limit,
      total,
      capped: list.data?.capped,
      estimated: list.data?.estimated,
      pageSizes,
      onChange: (p: number, l: number) =>
        go({ ...values, page: p, limit: l } as Partial<Record<F | 'page' | 'limit', FilterValue>>),
    },
  };
}
