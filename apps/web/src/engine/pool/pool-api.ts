import type { EntityDef } from '@suwork/domain/entities';
import { http } from '../../api/http.ts';

/** Pool actions of an entity with a public pool (公海). */
export function poolApi(def: EntityDef) {
  const pool = def.pool;
  if (!pool) throw new Error(`${def.key} has no public pool`);
  return {
    /** 领取: the records become the member's own */
    receive: (ids: readonly number[]) => http.post<null>(`/api/${pool.controller}/receive`, { ids }),
    /** 分配: the records go to the chosen member */
    assign: (ids: readonly number[], userId: number) => http.post<null>(`/api/${pool.controller}/assign`, { ids, user_id: userId }),
    /** 放入公海 with a reason: no owner, no collaborators */
    toPublic: (ids: readonly number[], reason: string) => http.post<null>(`/api/${def.controller}/toPublic`, { ids, reason }),
  };
}

/** Permission nodes of the pool actions. */
export const poolNodes = (def: EntityDef) => ({
  receive: `${def.pool?.node}_receive`,
  assign: `${def.pool?.node}_assign`,
  toPublic: `${def.node}_toPublic`,
});
