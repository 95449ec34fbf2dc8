/** Permission nodes of the organisation pages (page node, then `<page>_<action>`). */
export const DEPT_NODE = {
  page: 'personnel_dept',
  deptAdd: 'personnel_dept_deptAdd',
  deptEdit: 'personnel_dept_deptEdit',
  deptDel: 'personnel_dept_deptDel',
  userAdd: 'personnel_dept_userAdd',
  userEdit: 'personnel_dept_userEdit',
  userForbid: 'personnel_dept_userForbid',
  seats: 'personnel_dept_seats',
  transfer: 'personnel_dept_transfer',
} as const;

export const ROLE_NODE = {
  add: 'system_roleManagement_add',
  edit: 'system_roleManagement_edit',
  del: 'system_roleManagement_del',
  scope: 'system_roleManagement_scope',
} as const;

export const GROUP_NODE = {
  add: 'personnel_userGroup_add',
  edit: 'personnel_userGroup_edit',
  del: 'personnel_userGroup_del',
} as const;

/** Member type (`role` of the signed-in user) allowed to set department leaders. */
export const LEADER_SETTER_ROLE = 3;
