import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { pipelineApi, pipelineKeys, type StageGroup } from './pipeline-api.ts';

/** The query parameter holding the chosen stage group. */
export const GROUP_QUERY = 'group';

/**
 * The stage groups the member may use (GET /api/ChanceStage/groupsFor, their own department's first) and the
 * one chosen in the URL, the first by default.
 */
export function useStageGroup() {
  const [search, setSearch] = useSearchParams();
  const { data: groups = [], isPending } = useQuery({
    queryKey: pipelineKeys.groupsFor,
    queryFn: ({ signal }) => pipelineApi.groupsFor({ signal }),
    select: (res) => res.data,
  });
  const wanted = Number(search.get(GROUP_QUERY));
  const group: StageGroup | undefined = groups.find((g) => g.id === wanted) ?? groups[0];
  const choose = (id: number) => {
    const next = new URLSearchParams(search);
    next.set(GROUP_QUERY, String(id));
    setSearch(next, { replace: true });
  };
  return { groups, group, choose, loading: isPending };
}
