import { ok } from './fake-api.ts';

/** Department tree, members, roles and seats as the server sends them, for the organisation page tests. */
export const DEPT_TREE = ok([
  {
    value: 0,
    label: '全公司',
    parent_id: -1,
    children: [
      {
        value: 2,
        label: '销售部',
        parent_id: 0,
        children: [{ value: 7, label: '销售一部', parent_id: 2, children: [] }],
      },
      { value: 3, label: '财务部', parent_id: 0, children: [] },
    ],
  },
]);

export const MEMBERS = ok(
  [
    {
      user_id: 11,
      user_name: '王强',
      user_phone: '13900000001',
      user_email: 'wq@x.cn',
      dept_id: 2,
      dept_name: '销售部',
      status: 1,
      role_id: '2,3',
      role_name: '销售员,经理',
      is_leader: 1,
    },
    {
      user_id: 12,
      user_name: '李娜',
      user_phone: '13900000002',
      user_email: 'ln@x.cn',
      dept_id: 7,
      dept_name: '销售一部',
      status: 2,
      role_id: '2',
      role_name: '销售员',
      is_leader: 1,
    },
  ],
  { count: 2 },
);

export const ROLES = ok(
  [
    { role_id: 2, role_name: '销售员', status: 1, remark: '', data_scope: 1, data_scope_name: '本人', user_count: 2 },
    {
      role_id: 3,
      role_name: '经理',
      status: 1,
      remark: '管理',
      data_scope: 5,
      data_scope_name: '指定部门',
      user_count: 1,
    },
  ],
  { count: 2 },
);

export const FREE_SEATS = ok({ seats: 20, used: 13, available: 7, valid_time: '2027-12-31', expired: false });
export const FULL_SEATS = ok({ seats: 13, used: 13, available: 0, valid_time: '2027-12-31', expired: false });

export const ALL_DEPT_NODES = [
  'personnel_dept',
  'personnel_dept_deptAdd',
  'personnel_dept_deptEdit',
  'personnel_dept_deptDel',
  'personnel_dept_userAdd',
  'personnel_dept_userEdit',
  'personnel_dept_userForbid',
  'personnel_dept_seats',
];
