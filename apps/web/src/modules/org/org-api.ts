import type {
  Department,
  HandOverResult,
  MemberRow,
  PermissionNode,
  Role,
  RoleScope,
  SeatState,
  StaffOption,
  UserGroupNode,
} from '@suwork/domain/contracts';
import {
  departmentRoutes,
  memberRoutes,
  orgReadRoutes,
  roleRoutes,
  seatRoutes,
  userGroupRoutes,
  type InputOf,
} from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

type Signal = { signal?: AbortSignal };

/** A node of the menu and role trees (modules, pages, actions); the department menu tree holds modules and pages only. */
export type PermNode = Pick<PermissionNode, 'node_id' | 'node_name' | 'title'> & {
  kind?: number;
  children?: PermNode[];
};

export type { Department, HandOverResult, MemberRow, Role, RoleScope, StaffOption };
export type Seats = SeatState;
export type UserGroup = UserGroupNode;

/** Department, member, seat, role and user-group calls (organisation module). Writes report failures themselves. */
export const orgAdminApi = {
  departments: ({ signal }: Signal = {}) => call(departmentRoutes.getList, undefined, { signal }),
  addDept: (body: InputOf<typeof departmentRoutes.add>) => call(departmentRoutes.add, body),
  updateDept: (body: InputOf<typeof departmentRoutes.update>) => call(departmentRoutes.update, body),
  delDept: (dept_id: number) => call(departmentRoutes.del, { dept_id }),
  moveDept: (dept_id: number, parent_id: number) => call(departmentRoutes.updateParentDept, { dept_id, parent_id }),
  menuRule: (dept_id: number, { signal }: Signal = {}) => call(departmentRoutes.getMenuRule, { dept_id }, { signal }),
  setMenu: (dept_id: number, menu_ids: readonly number[]) =>
    call(departmentRoutes.setMenu, { dept_id, menu_ids: menu_ids.join(',') }),
  setLeader: (dept_id: number, manager_id: number) => call(departmentRoutes.setDeptLeader, { dept_id, manager_id }),

  members: (params: InputOf<typeof orgReadRoutes.getUserList>, { signal }: Signal = {}) =>
    call(orgReadRoutes.getUserList, params, { signal }),
  addMember: (body: InputOf<typeof memberRoutes.add>, idempotencyKey?: string) =>
    call(memberRoutes.add, body, { idempotencyKey }),
  updateMember: (body: InputOf<typeof memberRoutes.update>) => call(memberRoutes.update, body),
  forbid: (user_id: number, status: number) => call(memberRoutes.forbid, { user_id, status }),
  handOver: (user_ids: readonly number[], to_user_id: number) =>
    call(memberRoutes.transferBatchUser, { user_ids: user_ids.join(','), to_user_id }),

  seats: ({ signal }: Signal = {}) => call(seatRoutes.getUserSeats, undefined, { signal }),
  setSeats: (seats: number, valid_time: string) => call(seatRoutes.setSeats, { seats, valid_time }),

  roles: (params: InputOf<typeof roleRoutes.getRoleList> = {}, { signal }: Signal = {}) =>
    call(roleRoutes.getRoleList, params, { signal }),
  addRole: (body: InputOf<typeof roleRoutes.add>, idempotencyKey?: string) =>
    call(roleRoutes.add, body, { idempotencyKey }),
  updateRole: (body: InputOf<typeof roleRoutes.update>) => call(roleRoutes.update, body),
  delRole: (role_id: number) => call(roleRoutes.del, { role_id }),
  roleNodes: (role_id: number, { signal }: Signal = {}) => call(roleRoutes.getNode, { role_id }, { signal }),
  setRoleNodes: (role_id: number, node_ids: readonly number[]) =>
    call(roleRoutes.setNode, { role_id, node_ids: node_ids.join(',') }),
  roleScope: (role_id: number, { signal }: Signal = {}) => call(roleRoutes.scopeInfo, { role_id }, { signal }),
  saveRoleScope: (role_id: number, data_scope: number, scope_dept_ids: readonly number[]) =>
    call(roleRoutes.scopeSave, { role_id, data_scope, scope_dept_ids: scope_dept_ids.join(',') }),

  groups: ({ signal }: Signal = {}) => call(userGroupRoutes.getList, undefined, { signal }),
  addGroup: (body: InputOf<typeof userGroupRoutes.add>, idempotencyKey?: string) =>
    call(userGroupRoutes.add, body, { idempotencyKey }),
  updateGroup: (body: InputOf<typeof userGroupRoutes.update>) => call(userGroupRoutes.update, body),
  delGroup: (group_id: number) => call(userGroupRoutes.del, { group_id }),
};
