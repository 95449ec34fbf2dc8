import type { DeptNode, MemberRow, UserGroupNode as GroupNode } from '@suwork/domain/contracts';
import { orgReadRoutes, userGroupRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from './call.ts';

export type { DeptNode };

/** What the pickers read of a user group (GET /api/UserGroup/getList): its enabled members (`users`) are the leaves. */
export type UserGroupNode = Pick<GroupNode, 'group_id' | 'group_name' | 'parent_id' | 'users'> & {
  children?: UserGroupNode[];
};

/** A member as GET /api/user/getList returns it; pickers also hold members known by id and name alone. */
export type Member = Pick<MemberRow, 'user_id' | 'user_name'> & Partial<MemberRow>;

type Signal = { signal?: AbortSignal };

/** Members and departments, for the member and department pickers. */
export const orgApi = {
  members: (params: InputOf<typeof orgReadRoutes.getUserList>, { signal }: Signal = {}) =>
    call(orgReadRoutes.getUserList, params, { signal }),
  deptTree: ({ signal }: Signal = {}) => call(orgReadRoutes.getDeptTree, undefined, { signal }),
  userGroups: ({ signal }: Signal = {}) => call(userGroupRoutes.getList, undefined, { signal }),
};
