import { z } from 'zod';
import { DATA_SCOPE } from '../constants.ts';
import {
  departmentAnswers,
  memberAnswers,
  orgReadAnswers,
  roleAnswers,
  seatAnswers,
  userGroupAnswers,
} from '../contracts/org.ts';
import { MSG } from '../messages.ts';
import { idList, idParam, isDate, noQuery, pageShape, positiveId } from './fields.ts';
import { route } from './route.ts';

// The organisation: the directory pickers read, departments, members, seats, roles and user groups.

const optionsQuery = z.strictObject({
  social: z.coerce.number().int().min(0).max(2).optional(),
  dept_id: z.coerce.number().int().min(0).optional(),
});

const userListQuery = z.strictObject({
  ...pageShape(),
  dept_id: z.coerce.number().int().min(0).optional(),
  user_name: z.string().trim().max(64).optional(),
  user_phone: z.string().trim().max(32).optional(),
  /** 1 enabled (default), 2 disabled, 0 both */
  status: z.coerce.number().int().min(0).max(2).default(1),
  /** 2: members on a social-security plan (social_plan_id > 0) cannot be chosen, so they are left out */
  social: z.coerce.number().int().min(0).max(2).optional(),
  /** 2: department leaders only */
  role: z.coerce.number().int().min(0).max(3).optional(),
  /** members holding this role */
  role_id: z.coerce.number().int().min(1).optional(),
});

/** Read-only directory for pickers: any signed-in member sees the department tree and the staff list. */
export const orgReadRoutes = {
  getDeptTree: route({
    method: 'GET',
    path: '/api/Department/getDeptTree',
    auth: 'signedIn',
    answer: orgReadAnswers.getDeptTree,
  }),
  /** everything a member picker offers: the department tree, enabled members, leavers and user groups */
  getListAndUser: route({
    method: 'GET',
    path: '/api/Department/getListAndUser',
    auth: 'signedIn',
    query: optionsQuery,
    answer: orgReadAnswers.getListAndUser,
  }),
  /** members who may be made a department leader: enabled members, of one department when dept_id is given */
  selectManagerList: route({
    method: 'GET',
    path: '/api/Department/selectManagerList',
    auth: 'signedIn',
    query: optionsQuery,
    answer: orgReadAnswers.selectManagerList,
  }),
  getUserList: route({
    method: 'GET',
    path: '/api/user/getList',
    auth: 'signedIn',
    query: userListQuery,
    answer: orgReadAnswers.getUserList,
  }),
};

const DEPT_ID_MSG = '请选择部门';
const DEPT_NAME_MSG = '请输入部门名称';
const PARENT_MSG = '请选择上级部门';
const deptName = z.string({ error: DEPT_NAME_MSG }).trim().min(1, DEPT_NAME_MSG).max(64, '部门名称不能超过64个字符');
const deptParentId = z.coerce.number({ error: PARENT_MSG }).int(PARENT_MSG).min(0, PARENT_MSG);
const menuIds = idList('请选择菜单权限', 2000);
const deptIdBody = z.strictObject({ dept_id: positiveId(DEPT_ID_MSG) });

/** Sub-departments created together with a new department: names, or objects with dept_name. */
const childNames = z
  .array(z.union([deptName, z.object({ dept_name: deptName }).transform((c) => c.dept_name)]), {
    error: '下级部门格式错误',
  })
  .max(50, '一次最多新建50个下级部门')
  .default([]);

const DEPT_EDIT = { node: 'personnel_dept_deptEdit' } as const;

/** 部门管理: the department list, and the tree, menus and leader changed with the personnel_dept nodes. */
export const departmentRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/Department/getList',
    auth: 'signedIn',
    query: noQuery(),
    answer: departmentAnswers.getList,
  }),
  getMenuRule: route({
    method: 'GET',
    path: '/api/Department/getMenuRule',
    auth: { node: 'personnel_dept' },
    query: deptIdBody,
    answer: departmentAnswers.getMenuRule,
  }),
  add: route({
    method: 'POST',
    path: '/api/Department/add',
    auth: { node: 'personnel_dept_deptAdd' },
    body: z.strictObject({
      parent_id: deptParentId,
      dept_name: deptName,
      children: childNames,
      menu_ids: menuIds.optional(),
    }),
    answer: departmentAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/Department/update',
    auth: DEPT_EDIT,
    body: z.strictObject({
      dept_id: positiveId(DEPT_ID_MSG),
      parent_id: deptParentId.optional(),
      dept_name: deptName,
      menu_ids: menuIds.optional(),
    }),
    answer: departmentAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/Department/del',
    auth: { node: 'personnel_dept_deptDel' },
    body: deptIdBody,
    answer: departmentAnswers.del,
  }),
  setMenu: route({
    method: 'POST',
    path: '/api/Department/setMenu',
    auth: DEPT_EDIT,
    body: z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), menu_ids: menuIds }),
    answer: departmentAnswers.setMenu,
  }),
  setDeptLeader: route({
    method: 'POST',
    path: '/api/Department/setDeptLeader',
    auth: DEPT_EDIT,
    body: z.strictObject({
      dept_id: positiveId(DEPT_ID_MSG),
      manager_id: z.coerce.number({ error: '请选择部门负责人' }).int().min(0, '请选择部门负责人'),
    }),
    answer: departmentAnswers.setDeptLeader,
  }),
  updateParentDept: route({
    method: 'POST',
    path: '/api/department/updateParentDept',
    auth: DEPT_EDIT,
    body: z.strictObject({ dept_id: positiveId(DEPT_ID_MSG), parent_id: deptParentId }),
    answer: departmentAnswers.updateParentDept,
  }),
};

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label}不能超过${max}个字符`);
const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`);
const PHONE_FORMAT = '请输入正确的手机号';
const EMAIL_FORMAT = '请输入正确的邮箱';
const PASSWORD_LENGTH = '密码长度应为6到32位';

/** Fields of the member form shared by add and update. */
const memberFields = {
  // first, so a form sent with nothing chosen says which step comes first
  dept_id: idParam(MSG.chooseDeptFirst),
  user_name: required(MSG.inputMemberName, 64, '成员名'),
  user_phone: required(MSG.inputPhone, 32, '手机号').regex(/^1\d{10}$/, PHONE_FORMAT),
  role_id: idList(MSG.chooseRole, 20).refine((ids) => ids.length > 0, MSG.chooseRole),
  user_email: required(MSG.inputEmail, 128, '邮箱').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_FORMAT),
  nick_name: optionalText(64, '昵称').optional(),
  job_number: optionalText(32, '工号').optional(),
  ranks: optionalText(64, '职级').optional(),
  /** 1 ordinary (default); 3 may set department leaders */
  role: z.coerce
    .number({ error: '成员类型格式错误' })
    .int()
    .min(1, '成员类型格式错误')
    .max(3, '成员类型格式错误')
    .optional(),
  /** direct superior */
  manager_id: z.coerce.number({ error: '请选择直属上级' }).int().min(0, '请选择直属上级').optional(),
  /** the form sends 1 when "set as department leader" is ticked, 0 (or nothing) when not */
  is_leader: z.coerce
    .number({ error: '部门负责人格式错误' })
    .int()
    .min(0, '部门负责人格式错误')
    .max(1, '部门负责人格式错误')
    .optional(),
  social_plan_id: z.coerce.number({ error: '社保方案格式错误' }).int().min(0, '社保方案格式错误').optional(),
  /** read-only (the seat licence's validity): accepted from a form sent back, never stored */
  valid_time: z.unknown().optional(),
  status: z.coerce.number({ error: '状态格式错误' }).int().min(1, '状态格式错误').max(2, '状态格式错误').optional(),
};
const password = z.string({ error: MSG.inputPassword });

/** 成员: add, edit, enable/disable, and 离职交接 (hand a member's records over to another). */
export const memberRoutes = {
  add: route({
    method: 'POST',
    path: '/api/user/add',
    auth: { node: 'personnel_dept_userAdd' },
    body: z.strictObject({
      ...memberFields,
      user_pwd: password.min(1, MSG.inputPassword).min(6, PASSWORD_LENGTH).max(32, PASSWORD_LENGTH),
    }),
    answer: memberAnswers.add,
  }),
  /** a blank password means unchanged */
  update: route({
    method: 'POST',
    path: '/api/user/update',
    auth: { node: 'personnel_dept_userEdit' },
    body: z.strictObject({
      user_id: positiveId('请选择成员'),
      ...memberFields,
      user_pwd: password.refine((p) => p === '' || (p.length >= 6 && p.length <= 32), PASSWORD_LENGTH).optional(),
    }),
    answer: memberAnswers.update,
  }),
  forbid: route({
    method: 'POST',
    path: '/api/user/forbid',
    auth: { node: 'personnel_dept_userForbid' },
    body: z.strictObject({
      user_id: positiveId('请选择成员'),
      status: z.coerce.number({ error: '请选择状态' }).int().min(1, '请选择状态').max(2, '请选择状态'),
    }),
    answer: memberAnswers.forbid,
  }),
  /** → {total, moved: [{entity, title, count}]} */
  transferBatchUser: route({
    method: 'POST',
    path: '/api/User/transferBatchUser',
    auth: { node: 'personnel_dept_transfer' },
    body: z.strictObject({
      /** the members handing over (usually leavers), comma-joined */
      user_ids: idList('请选择交接人', 100).refine((ids) => ids.length > 0, '请选择交接人'),
      /** the member taking over */
      to_user_id: positiveId('请选择接收人'),
    }),
    answer: memberAnswers.transferBatchUser,
  }),
};

const SEATS_MSG = '请输入席位数';
const VALID_MSG = '请选择有效期';

/** 席位: the licence and its use, read by any signed-in member; setSeats enters a bought licence. */
export const seatRoutes = {
  getUserSeats: route({
    method: 'GET',
    path: '/api/Common/getUserSeats',
    auth: 'signedIn',
    query: noQuery(),
    answer: seatAnswers.getUserSeats,
  }),
  getValidSeats: route({
    method: 'GET',
    path: '/api/common/getValidSeats',
    auth: 'signedIn',
    query: noQuery(),
    answer: seatAnswers.getValidSeats,
  }),
  setSeats: route({
    method: 'POST',
    path: '/api/Common/setSeats',
    auth: { node: 'personnel_dept_seats' },
    body: z.strictObject({
      seats: z.coerce
        .number({ error: SEATS_MSG })
        .int(SEATS_MSG)
        .min(1, SEATS_MSG)
        .max(100_000, '席位数不能超过100000'),
      valid_time: z.string({ error: VALID_MSG }).trim().refine(isDate, VALID_MSG),
    }),
    answer: seatAnswers.setSeats,
  }),
};

const ROLE_NAME_MSG = '请输入角色名称';
const roleName = z.string({ error: ROLE_NAME_MSG }).trim().min(1, ROLE_NAME_MSG).max(64, '角色名称不能超过64个字符');
const remark = z.string().trim().max(255, '备注不能超过255个字符');
const roleStatus = z.coerce.number({ error: '请选择状态' }).int().min(1, '请选择状态').max(2, '请选择状态');
const SCOPE_MSG = '请选择数据范围';
const dataScope = z.coerce.number({ error: SCOPE_MSG }).int().min(1, SCOPE_MSG).max(5, SCOPE_MSG);
const nodeIds = idList('请选择权限节点', 5000);
const scopeDeptIds = idList('请选择指定部门', 1000);
const roleId = positiveId('请选择角色');
const roleIdBody = z.strictObject({ role_id: roleId });

/** 角色权限: roles, their permission nodes and data scope (RoleScope). */
export const roleRoutes = {
  /** for pickers (any signed-in member, e.g. the member form asks for status 1); role editors also get nodes and scopes */
  getRoleList: route({
    method: 'GET',
    path: '/api/role/getRoleList',
    auth: 'signedIn',
    query: z.strictObject({ status: z.coerce.number().int().min(1).max(2).optional() }),
    answer: roleAnswers.getRoleList,
  }),
  getNode: route({
    method: 'GET',
    path: '/api/role/getNode',
    auth: { node: 'system_roleManagement' },
    query: roleIdBody,
    answer: roleAnswers.getNode,
  }),
  scopeInfo: route({
    method: 'GET',
    path: '/api/RoleScope/info',
    auth: { node: 'system_roleManagement' },
    query: roleIdBody,
    answer: roleAnswers.scopeInfo,
  }),
  add: route({
    method: 'POST',
    path: '/api/role/add',
    auth: { node: 'system_roleManagement_add' },
    body: z.strictObject({
      role_name: roleName,
      remark: remark.default(''),
      status: roleStatus.default(1),
      node_ids: nodeIds.default([]),
      data_scope: dataScope.default(DATA_SCOPE.self),
      scope_dept_ids: scopeDeptIds.default([]),
    }),
    answer: roleAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/role/update',
    auth: { node: 'system_roleManagement_edit' },
    body: z.strictObject({
      role_id: roleId,
      role_name: roleName,
      remark: remark.optional(),
      status: roleStatus.optional(),
    }),
    answer: roleAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/role/del',
    auth: { node: 'system_roleManagement_del' },
    body: roleIdBody,
    answer: roleAnswers.del,
  }),
  setNode: route({
    method: 'POST',
    path: '/api/role/setNode',
    auth: { node: 'system_roleManagement_edit' },
    body: z.strictObject({ role_id: roleId, node_ids: nodeIds }),
    answer: roleAnswers.setNode,
  }),
  scopeSave: route({
    method: 'POST',
    path: '/api/RoleScope/save',
    auth: { node: 'system_roleManagement_scope' },
    body: z.strictObject({ role_id: roleId, data_scope: dataScope, scope_dept_ids: scopeDeptIds.default([]) }),
    answer: roleAnswers.scopeSave,
  }),
};

const GROUP_NAME_MSG = '请输入用户组名称';
const groupName = z
  .string({ error: GROUP_NAME_MSG })
  .trim()
  .min(1, GROUP_NAME_MSG)
  .max(64, '用户组名称不能超过64个字符');
const groupParentId = z.coerce.number({ error: '请选择上级用户组' }).int().min(0, '请选择上级用户组');
const groupMemberIds = idList('请选择成员', 1000);
const groupId = positiveId('请选择用户组');

/** 用户组: a tree of named groups holding members; read by any signed-in member (pickers), changed with the userGroup nodes. */
export const userGroupRoutes = {
  getList: route({
    method: 'GET',
    path: '/api/UserGroup/getList',
    auth: 'signedIn',
    query: noQuery(),
    answer: userGroupAnswers.getList,
  }),
  add: route({
    method: 'POST',
    path: '/api/UserGroup/add',
    auth: { node: 'personnel_userGroup_add' },
    body: z.strictObject({
      group_name: groupName,
      parent_id: groupParentId.default(0),
      user_ids: groupMemberIds.default([]),
    }),
    answer: userGroupAnswers.add,
  }),
  update: route({
    method: 'POST',
    path: '/api/UserGroup/update',
    auth: { node: 'personnel_userGroup_edit' },
    body: z.strictObject({
      group_id: groupId,
      group_name: groupName,
      parent_id: groupParentId.optional(),
      user_ids: groupMemberIds.optional(),
    }),
    answer: userGroupAnswers.update,
  }),
  del: route({
    method: 'POST',
    path: '/api/UserGroup/del',
    auth: { node: 'personnel_userGroup_del' },
    body: z.strictObject({ group_id: groupId }),
    answer: userGroupAnswers.del,
  }),
};
