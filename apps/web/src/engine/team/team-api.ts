import type { EntityDef } from '@suwork/domain/entities';
import { teamRoutes, type AnswerData } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** A record's team: owner (负责人) and collaborators (协同人). */
export type Team = AnswerData<ReturnType<typeof teamRoutes>['getTeam']>;
export type TeamMember = Team['groupUser'][number];

const csv = (ids: readonly number[]) => ids.join(',');

/**
 * /api/{controller}/getTeam, addUser, deleteUser, editUser, addLeader. On a pooled record (public-pool mode)
 * getTeam is empty and addLeader assigns the owner (the record leaves the pool, as with the pool's 分配).
 */
export function teamApi(def: EntityDef) {
  const routes = teamRoutes(def);
  return {
    get: (id: number, { signal }: { signal?: AbortSignal } = {}) => call(routes.getTeam, { id }, { signal }),
    addUsers: (ids: readonly number[], userIds: readonly number[]) =>
      call(routes.addUser, { ids: csv(ids), user_ids: csv(userIds) }),
    removeUsers: (id: number, userIds: readonly number[]) => call(routes.deleteUser, { id, user_ids: csv(userIds) }),
    /** transfers ownership */
    transfer: (ids: readonly number[], ownerId: number) =>
      call(routes.editUser, { ids: csv(ids), manager_user_id: ownerId }),
    /** assigns the owner of pooled records (public-pool mode) */
    addLeader: (ids: readonly number[], ownerId: number) =>
      call(routes.addLeader, { ids: csv(ids), user_ids: csv([ownerId]) }),
  };
}
