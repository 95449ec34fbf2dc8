import { http, type QueryParams } from './http.ts';

/** A member as GET /api/user/getList returns it. */
export type Member = {
  user_id: number;
  user_name: string;
  nick_name?: string;
  user_phone?: string;
  dept_id?: number;
  dept_name?: string;
  avatar_url?: string;
  status?: number;
};

/** A department tree node; the root is { value: 0, label: '全公司' }. */
export type DeptNode = { value: number; label: string; parent_id: number; children?: DeptNode[] };

/** A user group of GET /api/UserGroup/getList: its enabled members (`users`) are the leaves of a picker. */
export type UserGroupNode = { group_id: number; group_name: string; parent_id: number; users: { value: number; label: string; user_id: number }[]; children?: UserGroupNode[] };

type Signal = { signal?: AbortSignal };

/** Members and departments, for the member and department pickers. */
export const orgApi = {
  members: (params: QueryParams, { signal }: Signal = {}) => http.get<Member[]>('/api/user/getList', params, { signal }),
  deptTree: ({ signal }: Signal = {}) => http.get<DeptNode[]>('/api/Department/getDeptTree', undefined, { signal }),
  userGroups: ({ signal }: Signal = {}) => http.get<UserGroupNode[]>('/api/UserGroup/getList', undefined, { signal }),
};
