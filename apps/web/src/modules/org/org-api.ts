import { http, type QueryParams } from '../../api/http.ts';

type Signal = { signal?: AbortSignal };

/** A permission node of the menu / role trees (modules, pages, actions). */
export type PermNode = { node_id: number; node_name: string; title: string; children?: PermNode[] };

export type Department = { dept_id: number; dept_name: string; parent_id: number; manager_id: number; manager_name?: string; menu_ids: string | number[]; user_count: number };

/** A member row of user/getList. */
export type MemberRow = {
  user_id: number;
  user_name: string;
  nick_name?: string;
  user_phone?: string;
  user_email?: string;
  dept_id?: number;
  dept_name?: string;
  status: number;
  role_id?: string;
  role_name?: string;
  valid_time?: string;
  is_leader?: number;
  job_number?: string;
  ranks?: string;
  manager_id?: number;
};

/** What the member form sends (role_id comma-joined). */
export type MemberBody = {
  user_id?: number;
  dept_id: number;
  user_name: string;
  user_phone: string;
  user_pwd?: string;
  role_id: string;
  user_email: string;
  nick_name?: string;
  job_number?: string;
  ranks?: string;
  /** 1 make leader; 0 (edit only) no longer leader */
  is_leader?: 0 | 1;
};

export type HandOverResult = { total: number; moved: { entity: string; title: string; count: number }[] };
export type Seats = { seats: number; used: number; available: number; valid_time: string; expired: boolean };

export type Role = { role_id: number; role_name: string; status: number; remark: string; data_scope: number; data_scope_name: string; user_count: number };
export type RoleScope = { role_id: number; data_scope: number; scope_dept_ids: number[]; options: { value: number; label: string }[] };

export type StaffOption = { value: number; label: string; user_id: number };
export type UserGroup = { group_id: number; group_name: string; parent_id: number; user_ids: string; users: StaffOption[]; children?: UserGroup[] };

/** Department, member, seat, role and user-group calls (organisation module). Writes report failures themselves. */
export const orgAdminApi = {
  departments: ({ signal }: Signal = {}) => http.get<Department[]>('/api/Department/getList', undefined, { signal }),
  addDept: (body: { parent_id: number; dept_name: string }) => http.post<{ dept_id: number }>('/api/Department/add', body),
  updateDept: (body: { dept_id: number; dept_name: string; parent_id: number }) => http.post<{ dept_id: number }>('/api/Department/update', body),
  delDept: (dept_id: number) => http.post('/api/Department/del', { dept_id }),
  moveDept: (dept_id: number, parent_id: number) => http.post('/api/department/updateParentDept', { dept_id, parent_id }),
  menuRule: (dept_id: number, { signal }: Signal = {}) =>
    http.get<{ dept_id: number; menu_ids: number[]; tree: PermNode[] }>('/api/Department/getMenuRule', { dept_id }, { signal }),
  setMenu: (dept_id: number, menu_ids: readonly number[]) => http.post('/api/Department/setMenu', { dept_id, menu_ids: menu_ids.join(',') }),
  setLeader: (dept_id: number, manager_id: number) => http.post('/api/Department/setDeptLeader', { dept_id, manager_id }),

  members: (params: QueryParams, { signal }: Signal = {}) => http.get<MemberRow[]>('/api/user/getList', params, { signal }),
  addMember: (body: MemberBody, idempotencyKey?: string) => http.post<{ user_id: number }>('/api/user/add', body, { idempotencyKey }),
  updateMember: (body: MemberBody) => http.post<{ user_id: number }>('/api/user/update', body),
  forbid: (user_id: number, status: number) => http.post('/api/user/forbid', { user_id, status }),
  handOver: (user_ids: readonly number[], to_user_id: number) => http.post<HandOverResult>('/api/User/transferBatchUser', { user_ids: user_ids.join(','), to_user_id }),

  seats: ({ signal }: Signal = {}) => http.get<Seats>('/api/Common/getUserSeats', undefined, { signal }),
  setSeats: (seats: number, valid_time: string) => http.post<Seats>('/api/Common/setSeats', { seats, valid_time }),

  roles: (params: QueryParams = {}, { signal }: Signal = {}) => http.get<Role[]>('/api/role/getRoleList', params, { signal }),
  addRole: (body: { role_name: string; remark: string; status: number }, idempotencyKey?: string) => http.post<{ role_id: number }>('/api/role/add', body, { idempotencyKey }),
  updateRole: (body: { role_id: number; role_name: string; remark: string; status: number }) => http.post('/api/role/update', body),
  delRole: (role_id: number) => http.post('/api/role/del', { role_id }),
  roleNodes: (role_id: number, { signal }: Signal = {}) =>
    http.get<{ role_id: number; node_ids: number[]; tree: PermNode[] }>('/api/role/getNode', { role_id }, { signal }),
  setRoleNodes: (role_id: number, node_ids: readonly number[]) => http.post('/api/role/setNode', { role_id, node_ids: node_ids.join(',') }),
  roleScope: (role_id: number, { signal }: Signal = {}) => http.get<RoleScope>('/api/RoleScope/info', { role_id }, { signal }),
  saveRoleScope: (role_id: number, data_scope: number, scope_dept_ids: readonly number[]) =>
    http.post('/api/RoleScope/save', { role_id, data_scope, scope_dept_ids: scope_dept_ids.join(',') }),

  groups: ({ signal }: Signal = {}) => http.get<UserGroup[]>('/api/UserGroup/getList', undefined, { signal }),
  addGroup: (body: { group_name: string; parent_id: number; user_ids: string }, idempotencyKey?: string) => http.post<{ group_id: number }>('/api/UserGroup/add', body, { idempotencyKey }),
  updateGroup: (body: { group_id: number; group_name: string; parent_id: number; user_ids: string }) => http.post('/api/UserGroup/update', body),
  delGroup: (group_id: number) => http.post('/api/UserGroup/del', { group_id }),
};

