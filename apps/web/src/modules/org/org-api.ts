import type {
  DataOf,
  Department,
  departmentAnswers,
  HandOverResult,
  memberAnswers,
  MemberRow,
  orgReadAnswers,
  PermissionNode,
  Role,
  roleAnswers,
  RoleScope,
  seatAnswers,
  SeatState,
  StaffOption,
  UserGroupNode,
  userGroupAnswers,
} from '@suwork/domain/contracts';
import { http, type QueryParams } from '../../api/http.ts';

type Signal = { signal?: AbortSignal };

/** A node of the menu and role trees (modules, pages, actions); the department menu tree holds modules and pages only. */
export type PermNode = Pick<PermissionNode, 'node_id' | 'node_name' | 'title'> & { kind?: number; children?: PermNode[] };

export type { Department, HandOverResult, MemberRow, Role, RoleScope, StaffOption };
export type Seats = SeatState;
export type UserGroup = UserGroupNode;

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

/** Department, member, seat, role and user-group calls (organisation module). Writes report failures themselves. */
export const orgAdminApi = {
  departments: ({ signal }: Signal = {}) => http.get<DataOf<typeof departmentAnswers.getList>>('/api/Department/getList', undefined, { signal }),
  addDept: (body: { parent_id: number; dept_name: string }) => http.post<DataOf<typeof departmentAnswers.add>>('/api/Department/add', body),
  updateDept: (body: { dept_id: number; dept_name: string; parent_id: number }) => http.post<DataOf<typeof departmentAnswers.update>>('/api/Department/update', body),
  delDept: (dept_id: number) => http.post<DataOf<typeof departmentAnswers.del>>('/api/Department/del', { dept_id }),
  moveDept: (dept_id: number, parent_id: number) => http.post<DataOf<typeof departmentAnswers.updateParentDept>>('/api/department/updateParentDept', { dept_id, parent_id }),
  menuRule: (dept_id: number, { signal }: Signal = {}) => http.get<DataOf<typeof departmentAnswers.getMenuRule>>('/api/Department/getMenuRule', { dept_id }, { signal }),
  setMenu: (dept_id: number, menu_ids: readonly number[]) => http.post<DataOf<typeof departmentAnswers.setMenu>>('/api/Department/setMenu', { dept_id, menu_ids: menu_ids.join(',') }),
  setLeader: (dept_id: number, manager_id: number) => http.post<DataOf<typeof departmentAnswers.setDeptLeader>>('/api/Department/setDeptLeader', { dept_id, manager_id }),

  members: (params: QueryParams, { signal }: Signal = {}) => http.get<DataOf<typeof orgReadAnswers.getUserList>>('/api/user/getList', params, { signal }),
  addMember: (body: MemberBody, idempotencyKey?: string) => http.post<DataOf<typeof memberAnswers.add>>('/api/user/add', body, { idempotencyKey }),
  updateMember: (body: MemberBody) => http.post<DataOf<typeof memberAnswers.update>>('/api/user/update', body),
  forbid: (user_id: number, status: number) => http.post<DataOf<typeof memberAnswers.forbid>>('/api/user/forbid', { user_id, status }),
  handOver: (user_ids: readonly number[], to_user_id: number) => http.post<DataOf<typeof memberAnswers.transferBatchUser>>('/api/User/transferBatchUser', { user_ids: user_ids.join(','), to_user_id }),

  seats: ({ signal }: Signal = {}) => http.get<DataOf<typeof seatAnswers.getUserSeats>>('/api/Common/getUserSeats', undefined, { signal }),
  setSeats: (seats: number, valid_time: string) => http.post<DataOf<typeof seatAnswers.setSeats>>('/api/Common/setSeats', { seats, valid_time }),

  roles: (params: QueryParams = {}, { signal }: Signal = {}) => http.get<DataOf<typeof roleAnswers.getRoleList>>('/api/role/getRoleList', params, { signal }),
  addRole: (body: { role_name: string; remark: string; status: number }, idempotencyKey?: string) => http.post<DataOf<typeof roleAnswers.add>>('/api/role/add', body, { idempotencyKey }),
  updateRole: (body: { role_id: number; role_name: string; remark: string; status: number }) => http.post<DataOf<typeof roleAnswers.update>>('/api/role/update', body),
  delRole: (role_id: number) => http.post<DataOf<typeof roleAnswers.del>>('/api/role/del', { role_id }),
  roleNodes: (role_id: number, { signal }: Signal = {}) => http.get<DataOf<typeof roleAnswers.getNode>>('/api/role/getNode', { role_id }, { signal }),
  setRoleNodes: (role_id: number, node_ids: readonly number[]) => http.post<DataOf<typeof roleAnswers.setNode>>('/api/role/setNode', { role_id, node_ids: node_ids.join(',') }),
  roleScope: (role_id: number, { signal }: Signal = {}) => http.get<DataOf<typeof roleAnswers.scopeInfo>>('/api/RoleScope/info', { role_id }, { signal }),
  saveRoleScope: (role_id: number, data_scope: number, scope_dept_ids: readonly number[]) =>
    http.post<DataOf<typeof roleAnswers.scopeSave>>('/api/RoleScope/save', { role_id, data_scope, scope_dept_ids: scope_dept_ids.join(',') }),

  groups: ({ signal }: Signal = {}) => http.get<DataOf<typeof userGroupAnswers.getList>>('/api/UserGroup/getList', undefined, { signal }),
  addGroup: (body: { group_name: string; parent_id: number; user_ids: string }, idempotencyKey?: string) =>
    http.post<DataOf<typeof userGroupAnswers.add>>('/api/UserGroup/add', body, { idempotencyKey }),
  updateGroup: (body: { group_id: number; group_name: string; parent_id: number; user_ids: string }) => http.post<DataOf<typeof userGroupAnswers.update>>('/api/UserGroup/update', body),
  delGroup: (group_id: number) => http.post<DataOf<typeof userGroupAnswers.del>>('/api/UserGroup/del', { group_id }),
};
