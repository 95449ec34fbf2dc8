import { DATA_SCOPE, type DataScope } from '@suwork/domain';

/** Seats of the demo company's licence (valid one year from seeding). */
export const DEMO_SEATS = 50;

/** The demo company: department tree (parent by name), roles and members. */
export const DEMO_DEPARTMENTS: readonly { name: string; parent?: string }[] = [
  { name: '总经办' },
  { name: '销售部' },
  { name: '销售一部', parent: '销售部' },
  { name: '销售二部', parent: '销售部' },
  { name: '财务部' },
  { name: '人事行政部' },
  { name: '项目部' },
  { name: '采购部' },
];

const EVERYONE = ['home_home', 'home_examine', '!work_flow_examine', 'home_dayReport', 'home_reportList', '!home_reportList_del', 'home_task', 'home_schedule', 'cloudDocument'];

/** Node patterns as in nodeIdsFromPatterns: a node and its subtree; '!' removes. */
export const DEMO_ROLES: readonly { name: string; scope: DataScope; nodes: readonly string[]; remark: string }[] = [
  { name: '超级管理员', scope: DATA_SCOPE.all, nodes: ['home', 'customer', 'project', 'financial', 'statistical', 'personnel', 'capital', 'product', 'relatedParties', 'cloudDocument', 'system'], remark: '拥有全部权限' },
  {
    name: '销售经理',
    scope: DATA_SCOPE.deptAndChildren,
    nodes: [...EVERYONE, 'work_flow_examine', 'customer', 'statistical_businessStatistical', 'statistical_clueBoard', 'statistical_companyBoard', 'statistical_businessChanceBoard', 'statistical_userBoard', 'product_productList', '!product_productList_add', '!product_productList_edit', '!product_productList_del', '!product_productList_import'],
    remark: '管理本部门及下属部门的客户与销售',
  },
  {
    name: '销售员',
    scope: DATA_SCOPE.self,
    nodes: [
      ...EVERYONE,
      'customer_dashboard', 'customer_clues', 'customer_publicClues', 'customer_customer', 'customer_contactsUser', 'customer_publicCustomer', 'customer_visitorPlan',
      'customer_opportunities', 'customer_offer', 'customer_contract', 'customer_recoveries', 'customer_receivableSheet',
      '!customer_clues_del', '!customer_clues_export', '!customer_clues_import', '!customer_publicClues_del', '!customer_publicClues_export', '!customer_publicClues_assign',
      '!customer_customer_del', '!customer_customer_export', '!customer_customer_import', '!customer_contactsUser_del', '!customer_contactsUser_export', '!customer_contactsUser_import',
      '!customer_publicCustomer_del', '!customer_publicCustomer_export', '!customer_publicCustomer_import', '!customer_publicCustomer_assign',
      '!customer_opportunities_del', '!customer_opportunities_export', '!customer_opportunities_import', '!customer_offer_del', '!customer_offer_import',
      '!customer_contract_del', '!customer_contract_export', '!customer_contract_import',
      '!customer_recoveries_del', '!customer_recoveries_export', '!customer_recoveries_import', '!customer_receivableSheet_del', '!customer_receivableSheet_export', '!customer_receivableSheet_import',
    ],
    remark: '只看自己负责的客户',
  },
  {
    name: '财务',
    scope: DATA_SCOPE.all,
    nodes: [...EVERYONE, 'work_flow_examine', 'financial', 'customer_contract', 'customer_recoveries', 'customer_receivableSheet', '!customer_contract_add', '!customer_contract_del', 'statistical_financialStatistics'],
    remark: '财务收付、发票与报销',
  },
  { name: '人事', scope: DATA_SCOPE.all, nodes: [...EVERYONE, 'work_flow_examine', 'personnel', 'capital'], remark: '组织、员工、薪酬与招聘' },
  {
    name: '项目经理',
    scope: DATA_SCOPE.deptAndChildren,
    nodes: [...EVERYONE, 'work_flow_examine', 'project', 'customer_contract', '!customer_contract_add', '!customer_contract_edit', '!customer_contract_del', '!customer_contract_import'],
    remark: '项目、采购与交付',
  },
];

export type DemoMember = { name: string; nick: string; phone: string; dept: string; roles: string[]; leader?: boolean; role?: number; ranks?: string };

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { name: '张伟', nick: 'zhangwei', phone: '13800000001', dept: '总经办', roles: ['超级管理员'], leader: true, role: 3, ranks: '总经理' },
  { name: '李娜', nick: 'lina', phone: '13800000002', dept: '销售部', roles: ['销售经理'], leader: true, ranks: '销售总监' },
  { name: '王强', nick: 'wangqiang', phone: '13800000003', dept: '销售一部', roles: ['销售员'], ranks: '销售代表' },
  { name: '刘洋', nick: 'liuyang', phone: '13800000004', dept: '销售一部', roles: ['销售经理'], leader: true, ranks: '销售一部经理' },
  { name: '陈静', nick: 'chenjing', phone: '13800000005', dept: '销售二部', roles: ['销售经理'], leader: true, ranks: '销售二部经理' },
  { name: '杨磊', nick: 'yanglei', phone: '13800000006', dept: '销售二部', roles: ['销售员'], ranks: '销售代表' },
  { name: '赵敏', nick: 'zhaomin', phone: '13800000007', dept: '财务部', roles: ['财务'], leader: true, ranks: '财务经理' },
  { name: '黄丽', nick: 'huangli', phone: '13800000008', dept: '财务部', roles: ['财务'], ranks: '会计' },
  { name: '周杰', nick: 'zhoujie', phone: '13800000009', dept: '人事行政部', roles: ['人事'], leader: true, ranks: '人事经理' },
  { name: '吴刚', nick: 'wugang', phone: '13800000010', dept: '项目部', roles: ['项目经理'], leader: true, ranks: '项目经理' },
  { name: '郑爽', nick: 'zhengshuang', phone: '13800000011', dept: '采购部', roles: ['项目经理'], leader: true, ranks: '采购主管' },
  { name: '孙悦', nick: 'sunyue', phone: '13800000012', dept: '项目部', roles: ['项目经理'], ranks: '实施工程师' },
];
