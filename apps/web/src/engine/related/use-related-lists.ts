import type { EntityDef } from '@suwork/domain/entities';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { entityApi } from '../entity-api.ts';
import { viewKey, type EntityView } from '../entity-view.ts';
import { relatedParams, relatedTargets, type RelatedTarget } from './related-lists.ts';

export type RelatedList = RelatedTarget & { total?: { count: number; capped?: boolean } };

/**
 * The related lists the record's detail page shows (none in the pool view), each with its count. The counts load
 * alongside the record, one single-row list request each.
 */
export function useRelatedLists(entity: EntityDef, view: EntityView, id: string): RelatedList[] {
  const can = usePermission();
  const lists = useMemo(() => (view === 'pool' ? [] : relatedTargets(entity, can)), [entity, view, can]);
  const parentId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const counts = useQueries({
    queries: lists.map(({ target, field }) => {
      const params = relatedParams(field, parentId, 1, 1);
      return {
        queryKey: viewKey(target, 'owned', 'list', params),
        queryFn: ({ signal }) => entityApi(target).list(params, { signal }),
        enabled: parentId > 0,
      };
    }),
  });
  return lists.map((l, i) => {
    const data = counts[i]?.data;
    return { ...l, total: data && { count: data.count ?? 0, capped: data.capped } };
  });
}
