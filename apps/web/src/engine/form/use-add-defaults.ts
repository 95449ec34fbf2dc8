import { useQuery } from '@tanstack/react-query';
import type { CellValue } from '../entity-api.ts';
import type { AddDefaults } from '../extensions.ts';

const NONE: Readonly<Record<string, CellValue>> = {};

/**
 * The values an add page starts from when its query names the record they come from (AddDefaults): loading while
 * they are read; none without such a record or when it cannot be read (the HTTP client says why).
 */
export function useAddDefaults(entityKey: string, addDefaults: AddDefaults | undefined, query: URLSearchParams) {
  const given = addDefaults ? query.get(addDefaults.param) : null;
  const id = given && /^\d{1,9}$/.test(given) ? Number(given) : 0;
  const { data, isPending } = useQuery({
    queryKey: ['entity', entityKey, 'addDefaults', addDefaults?.param, id],
    queryFn: ({ signal }) => addDefaults!.load(id, signal),
    enabled: addDefaults !== undefined && id > 0,
    // read each time the page opens: the source record may have changed since
    gcTime: 0,
  });
  if (!addDefaults || id <= 0) return { loading: false, values: NONE };
  return { loading: isPending, values: data ?? NONE };
}
