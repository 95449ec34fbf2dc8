import { z } from 'zod';
import { labelledValueView, menuNodeView, permissionNodeView } from './auth.ts';
import { emptyBody, idOf, listBody, okBody } from './envelope.ts';

/** A member as pickers offer them. */
export const staffOptionView = z.object({ value: z.number(), label: z.string(), user_id: z.number() });
/** A department of the tree rooted at 全公司 (value 0, parent_id -1). */
export const deptNodeView = z.object({
  value: z.number(),
  label: z.string(),
  parent_id: z.number(),
  get children() {
    return z.array(deptNodeView);
  },
});
/** A user group with its enabled members (a picker's leaves); user_ids comma-joined. */
export const userGroupNodeView = z.object({
  group_id: z.number(),
  group_name: z.string(),
  parent_id: z.number(),
  value: z.number(),
  label: z.string(),
  user_ids: z.string(),
  users: z.array(staffOptionView),
  get children() {
    return z.array(userGroupNodeView);
  },
});
/** A member of the directory the pickers read (enabled members and leavers alike). */
export const directoryMemberView = staffOptionView.extend({
  dept_id: z.number(),
  avatar_url: z.string(),
  is_leader: z.number(),
  social_plan_id: z.number(),
});
export const directoryView = z.object({
  dept_list: z.array(deptNodeView),
  user_list: z.array(directoryMemberView),
  leave_user_list: z.array(directoryMemberView),
  group_list: z.array(userGroupNodeView),
});
/** A member row of /api/user/getList: role ids and names comma-joined, valid_time the seat licence's date. */
export const memberRowView = staffOptionView.extend({
  user_name: z.string(),
  nick_name: z.string(),
  user_phone: z.string(),
  user_email: z.string(),
  dept_id: z.number(),
  dept_name: z.string(),
  avatar_url: z.string(),
  /** 1 enabled, 2 disabled */
  status: z.number(),
  /** 2 leader of the department, 1 not */
  is_leader: z.number(),
  social_plan_id: z.number(),
  job_number: z.string(),
  ranks: z.string(),
  /** 3 may set department leaders; 1 ordinary */
  role: z.number(),
  manager_id: z.number(),
  role_id: z.string(),
  role_name: z.string(),
  valid_time: z.string(),
});
export type StaffOption = z.infer<typeof staffOptionView>;
export type DeptNode = z.infer<typeof deptNodeView>;
export type UserGroupNode = z.infer<typeof userGroupNodeView>;
export type DirectoryMember = z.infer<typeof directoryMemberView>;
export type Directory = z.infer<typeof directoryView>;
export type MemberRow = z.infer<typeof memberRowView>;

/** The directory every signed-in member reads: /api/Department/getDeptTree, getListAndUser, selectManagerList, /api/user/getList. */
export const orgReadAnswers = {
  getDeptTree: okBody(z.array(deptNodeView)),
  getListAndUser: okBody(directoryView),
  selectManagerList: listBody(staffOptionView.extend({ dept_id: z.number() })),
  getUserList: listBody(memberRowView),
};

/** A department of 部门管理: menu_ids comma-joined (none: no restriction), user_count its enabled members. */
export const departmentView = z.object({
  dept_id: z.number(),
  dept_name: z.string(),
  parent_id: z.number(),
  manager_id: z.number(),
  manager_name: z.string(),
  menu_ids: z.string(),
  sort: z.number(),
  user_count: z.number(),
});
export const deptMenuRuleView = z.object({
  dept_id: z.number(),
  menu_ids: z.array(z.number()),
  tree: z.array(menuNodeView),
});
export type Department = z.infer<typeof departmentView>;
export type DeptMenuRule = z.infer<typeof deptMenuRuleView>;

/** 部门管理: /api/Department/<name> (and /api/department/updateParentDept). */
export const departmentAnswers = {
  getList: listBody(departmentView),
  getMenuRule: okBody(deptMenuRuleView),
  add: okBody(idOf('dept_id')),
  update: okBody(idOf('dept_id')),
  del: emptyBody,
  setMenu: emptyBody,
  setDeptLeader: emptyBody,
  updateParentDept: emptyBody,
};

/** What 离职交接 moved: the records of each owned entity passed to the new member. */
export const handOverResultView = z.object({
  total: z.number(),
  moved: z.array(z.object({ entity: z.string(), title: z.string(), count: z.number() })),
});
export type HandOverResult = z.infer<typeof handOverResultView>;

/** 成员: /api/user/add, update, forbid and /api/User/transferBatchUser. */
export const memberAnswers = {
  add: okBody(idOf('user_id')),
  update: okBody(idOf('user_id')),
  forbid: emptyBody,
  transferBatchUser: okBody(handOverResultView),
};

/** The seat licence and its use: valid_time a date ('' without a licence), available 0 once expired. */
export const seatStateView = z.object({
  seats: z.number(),
  valid_time: z.string(),
  used: z.number(),
  available: z.number(),
  expired: z.boolean(),
});
export type SeatState = z.infer<typeof seatStateView>;

/** 席位: /api/Common/getUserSeats, /api/common/getValidSeats, /api/Common/setSeats. */
export const seatAnswers = {
  getUserSeats: okBody(seatStateView),
  getValidSeats: okBody(seatStateView),
  setSeats: okBody(seatStateView),
};

/** A role as pickers and the role editor list it; node_ids and scope_dept_ids only for role editors. */
export const roleView = z.object({
  role_id: z.number(),
  role_name: z.string(),
  status: z.number(),
  remark: z.string(),
  data_scope: z.number(),
  data_scope_name: z.string(),
  user_count: z.number(),
  node_ids: z.array(z.number()).optional(),
  scope_dept_ids: z.array(z.number()).optional(),
});
export const roleNodesView = z.object({
  role_id: z.number(),
  node_ids: z.array(z.number()),
  tree: z.array(permissionNodeView),
});
export const roleScopeView = z.object({
  role_id: z.number(),
  data_scope: z.number(),
  scope_dept_ids: z.array(z.number()),
  options: z.array(labelledValueView),
});
export type Role = z.infer<typeof roleView>;
export type RoleNodes = z.infer<typeof roleNodesView>;
export type RoleScope = z.infer<typeof roleScopeView>;

/** 角色权限: /api/role/<name> and /api/RoleScope/info, save. */
export const roleAnswers = {
  getRoleList: listBody(roleView),
  getNode: okBody(roleNodesView),
  scopeInfo: okBody(roleScopeView),
  add: okBody(idOf('role_id')),
  update: okBody(idOf('role_id')),
  del: emptyBody,
  setNode: emptyBody,
  scopeSave: emptyBody,
};

/** 用户组: /api/UserGroup/<name>. */
export const userGroupAnswers = {
  getList: listBody(userGroupNodeView),
  add: okBody(idOf('group_id')),
  update: okBody(idOf('group_id')),
  del: emptyBody,
};
