import type { DataOf, DeptNode, MemberRow, orgReadAnswers, UserGroupNode as GroupNode, userGroupAnswers } from '@suwork/domain/contracts';
import { http, type QueryParams } from './http.ts';

export type { DeptNode };

/** What the pickers read of a user group (GET /api/UserGroup/getList): its enabled members (`users`) are the leaves. */
export type UserGroupNode = Pick<GroupNode, 'group_id' | 'group_name' | 'parent_id' | 'users'> & { children?: UserGroupNode[] };

/** A member as GET /api/user/getList returns it; pickers also hold members known by id and name alone. */
export type Member = Pick<MemberRow, 'user_id' | 'user_name'> & Partial<MemberRow>;

type Signal = { signal?: AbortSignal };

/** Members and departments, for the member and department pickers. */
export const orgApi = {
  members: (params: QueryParams, { signal }: Signal = {}) => http.get<DataOf<typeof orgReadAnswers.getUserList>>('/api/user/getList', params, { signal }),
  deptTree: ({ signal }: Signal = {}) => http.get<DataOf<typeof orgReadAnswers.getDeptTree>>('/api/Department/getDeptTree', undefined, { signal }),
  userGroups: ({ signal }: Signal = {}) => http.get<DataOf<typeof userGroupAnswers.getList>>('/api/UserGroup/getList', undefined, { signal }),
};
