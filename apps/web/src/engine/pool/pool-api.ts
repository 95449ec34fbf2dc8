import { nodeOf, type NodeName } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { poolRoutes, type AnswerData } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

type PoolRoutes = ReturnType<typeof poolRoutes>;

/** Pool actions of an entity with a public pool (公海). */
export function poolApi(def: EntityDef) {
  const routes = poolRoutes(def);
  return {
    /** 领取: the records become the member's own */
    receive: (ids: readonly number[]) => call(routes.receive, { ids: [...ids] }),
    /** 分配: the records go to the chosen member */
    assign: (ids: readonly number[], userId: number) => call(routes.assign, { ids: [...ids], user_id: userId }),
    /** 放入公海 with a reason: no owner, no collaborators */
    toPublic: (ids: readonly number[], reason: string) => call(routes.toPublic, { ids: [...ids], reason }),
    /** 不自动回收: exempt (2) or not (1) from the recycling rule */
    setExempt: (ids: readonly number[], exempt: 1 | 2) => call(routes.setExempt, { ids: [...ids], exempt }),
    getRule: () => call(routes.getRule),
    setRule: (rule: PoolRule) => call(routes.setRule, rule),
    /** owned records the saved rule would return to the pool now */
    previewRecycle: (page: number, limit: number, signal?: AbortSignal) =>
      call(routes.previewRecycle, { page, limit }, { signal }),
  };
}

/** Automatic return to the pool: not followed up for follow_days, or (with a deal status) no deal for deal_days. */
export type PoolRule = AnswerData<PoolRoutes['getRule']>;
export type RecyclePreviewRow = AnswerData<PoolRoutes['previewRecycle']>[number];

/** Permission nodes of the pool actions. */
export const poolNodes = (def: EntityDef) =>
  ({
    receive: nodeOf(`${def.pool?.node}`, 'receive'),
    assign: nodeOf(`${def.pool?.node}`, 'assign'),
    toPublic: nodeOf(def.node, 'toPublic'),
    exempt: nodeOf(def.node, 'edit'),
    /** the recycling rule is a company setting */
    viewRule: 'system_optionConfig',
    editRule: 'system_optionConfig_edit',
  }) satisfies Record<string, NodeName>;

/** The query flag of public-pool mode (spec: pages read `public` from the query). */
export const PUBLIC_QUERY = 'public';

/** Whether a page's query asks for public-pool mode (`public=1`). */
export const isPublicQuery = (search: URLSearchParams): boolean => {
  const v = search.get(PUBLIC_QUERY);
  return v !== null && v !== '' && v !== '0';
};

/**
 * The query of a record's detail page: in a pool view (the pool's controller stands in for the entity's)
 * it carries `public=1`, so the page and its team panel know the record is in the pool; a record that goes
 * through approval carries `flow_type` and `detail_id`, which its approval buttons read.
 */
export function detailQuery(
  def: Pick<EntityDef, 'controller' | 'pool' | 'flowType'>,
  id: number,
): Record<string, number> {
  if (def.pool && def.controller === def.pool.controller) return { id, [PUBLIC_QUERY]: 1 };
  return def.flowType ? { id, flow_type: def.flowType, detail_id: id } : { id };
}
