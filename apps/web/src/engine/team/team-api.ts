import type { teamView } from '@suwork/domain/contracts';
import type { EntityDef } from '@suwork/domain/entities';
import type { z } from 'zod';
import { http } from '../../api/http.ts';

/** A record's team: owner (负责人) and collaborators (协同人). */
export type Team = z.infer<typeof teamView>;
export type TeamMember = Team['groupUser'][number];

const csv = (ids: readonly number[]) => ids.join(',');

/**
 * /api/{controller}/getTeam, addUser, deleteUser, editUser, addLeader. On a pooled record (public-pool mode)
 * getTeam is empty and addLeader assigns the owner (the record leaves the pool, as with the pool's 分配).
 */
export function teamApi(def: Pick<EntityDef, 'controller'>) {
  const base = `/api/${def.controller}`;
  return {
    get: (id: number, { signal }: { signal?: AbortSignal } = {}) => http.get<Team>(`${base}/getTeam`, { id }, { signal }),
    addUsers: (ids: readonly number[], userIds: readonly number[]) => http.post<null>(`${base}/addUser`, { ids: csv(ids), user_ids: csv(userIds) }),
    removeUsers: (id: number, userIds: readonly number[]) => http.post<null>(`${base}/deleteUser`, { id, user_ids: csv(userIds) }),
    /** transfers ownership */
    transfer: (ids: readonly number[], ownerId: number) => http.post<null>(`${base}/editUser`, { ids: csv(ids), manager_user_id: ownerId }),
    /** assigns the owner of pooled records (public-pool mode) */
    addLeader: (ids: readonly number[], ownerId: number) => http.post<null>(`${base}/addLeader`, { ids: csv(ids), user_ids: csv([ownerId]) }),
  };
}
