import { DATA_SCOPE, PRODUCT_TITLE, type DataScope } from '@suwork/domain';

/** The product catalogue, read only: what sales pick into opportunities and quotes. */
const CATALOGUE_READ = [
  ...['product_specs', 'product_module'].flatMap((n) => [n, `!${n}_add`, `!${n}_edit`, `!${n}_del`]),
  ...['product_productList', 'product_fuwuProduct'].flatMap((n) => [
    n,
    `!${n}_add`,
    `!${n}_edit`,
    `!${n}_del`,
    `!${n}_import`,
  ]),
];

/** The demo company's name (公司信息), printed on its quotes. */
export const DEMO_COMPANY_NAME = '星海软件科技有限公司';

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

/** Sales apply for invoices on their contracts; finance issues them. */
const INVOICE_APPLY = [
  'financial_invoice',
  '!financial_invoice_open',
  '!financial_invoice_del',
  '!financial_invoice_export',
  '!financial_invoice_import',
];

const EVERYONE = [
  'home_home',
  'home_examine',
  '!work_flow_examine',
  'home_dayReport',
  'home_reportList',
  '!home_reportList_del',
  'home_task',
  'home_schedule',
  'cloudDocument',
  '!cloudDocument_documentSetting',
  // everyone claims expenses and borrows; finance pays and records repayments
  'financial_expenseAccount',
  'financial_borrow',
  '!financial_expenseAccount_export',
  '!financial_expenseAccount_import',
  '!financial_borrow_export',
  '!financial_borrow_import',
  '!financial_borrow_repay',
  '!financial_borrow_void',
];

/** Node patterns as in nodeIdsFromPatterns: a node and its subtree; '!' removes. */
export const DEMO_ROLES: readonly { name: string; scope: DataScope; nodes: readonly string[]; remark: string }[] = [
  {
    name: '超级管理员',
    scope: DATA_SCOPE.all,
    nodes: [
      'home',
      'customer',
      'project',
      'financial',
      'statistical',
      'personnel',
      'capital',
      'product',
      'relatedParties',
      'cloudDocument',
      'system',
    ],
    remark: '拥有全部权限',
  },
  {
    name: '销售经理',
    scope: DATA_SCOPE.deptAndChildren,
    nodes: [
      ...EVERYONE,
      'work_flow_examine',
      'customer',
      'statistical_businessStatistical',
      'statistical_clueBoard',
      'statistical_companyBoard',
      'statistical_businessChanceBoard',
      'statistical_userBoard',
      ...CATALOGUE_READ,
      ...INVOICE_APPLY,
    ],
    remark: '管理本部门及下属部门的客户与销售',
  },
  {
    name: '销售员',
    scope: DATA_SCOPE.self,
    nodes: [
      ...EVERYONE,
      'customer_dashboard',
      'customer_clues',
      'customer_publicClues',
      'customer_customer',
      'customer_contactsUser',
      'customer_publicCustomer',
      'customer_visitorPlan',
      'customer_opportunities',
      '!customer_opportunities_stage',
      'customer_offer',
      'customer_businessProject',
      'customer_planProposal',
      'customer_rival',
      'customer_competeProduct',
      ...CATALOGUE_READ,
      'customer_contract',
      'customer_changeRequest',
      'customer_recoveries',
      'customer_receivableSheet',
      ...INVOICE_APPLY,
      '!customer_clues_del',
      '!customer_clues_export',
      '!customer_clues_import',
      '!customer_publicClues_del',
      '!customer_publicClues_export',
      '!customer_publicClues_assign',
      '!customer_customer_del',
      '!customer_customer_export',
      '!customer_customer_import',
      '!customer_contactsUser_del',
      '!customer_contactsUser_export',
      '!customer_contactsUser_import',
      '!customer_publicCustomer_del',
      '!customer_publicCustomer_export',
      '!customer_publicCustomer_import',
      '!customer_publicCustomer_assign',
      '!customer_opportunities_del',
      '!customer_opportunities_export',
      '!customer_opportunities_import',
      '!customer_offer_del',
      '!customer_offer_import',
      '!customer_contract_del',
      '!customer_contract_export',
      '!customer_contract_import',
      '!customer_changeRequest_export',
      '!customer_recoveries_del',
      '!customer_recoveries_export',
      '!customer_recoveries_import',
      '!customer_receivableSheet_del',
      '!customer_receivableSheet_export',
      '!customer_receivableSheet_import',
    ],
    remark: '只看自己负责的客户',
  },
  {
    name: '财务',
    scope: DATA_SCOPE.all,
    nodes: [
      ...EVERYONE,
      'work_flow_examine',
      'financial',
      'customer_contract',
      'customer_recoveries',
      'customer_receivableSheet',
      '!customer_contract_add',
      '!customer_contract_del',
      // purchase orders are paid in 付款: finance reads them, their returns and their suppliers
      'project_procurement',
      '!project_procurement_add',
      '!project_procurement_edit',
      '!project_procurement_del',
      '!project_procurement_import',
      '!project_procurement_receive',
      'project_procurementRefund',
      '!project_procurementRefund_add',
      '!project_procurementRefund_edit',
      '!project_procurementRefund_del',
      'project_supplierManagement',
      '!project_supplierManagement_add',
      '!project_supplierManagement_edit',
      '!project_supplierManagement_del',
      '!project_supplierManagement_import',
      'statistical_financialStatistics',
    ],
    remark: '财务收付、发票与报销',
  },
  {
    name: '人事',
    scope: DATA_SCOPE.all,
    nodes: [...EVERYONE, 'work_flow_examine', 'personnel', 'capital'],
    remark: '组织、员工、薪酬与招聘',
  },
  {
    name: '项目经理',
    scope: DATA_SCOPE.deptAndChildren,
    nodes: [
      ...EVERYONE,
      'work_flow_examine',
      'project',
      'customer_contract',
      '!customer_contract_add',
      '!customer_contract_edit',
      '!customer_contract_del',
      '!customer_contract_import',
    ],
    remark: '项目、采购与交付',
  },
];

export type DemoMember = {
  name: string;
  nick: string;
  phone: string;
  dept: string;
  roles: string[];
  leader?: boolean;
  role?: number;
  ranks?: string;
};

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    name: '张伟',
    nick: 'zhangwei',
    phone: '13800000001',
    dept: '总经办',
    roles: ['超级管理员'],
    leader: true,
    role: 3,
    ranks: '总经理',
  },
  {
    name: '李娜',
    nick: 'lina',
    phone: '13800000002',
    dept: '销售部',
    roles: ['销售经理'],
    leader: true,
    ranks: '销售总监',
  },
  { name: '王强', nick: 'wangqiang', phone: '13800000003', dept: '销售一部', roles: ['销售员'], ranks: '销售代表' },
  {
    name: '刘洋',
    nick: 'liuyang',
    phone: '13800000004',
    dept: '销售一部',
    roles: ['销售经理'],
    leader: true,
    ranks: '销售一部经理',
  },
  {
    name: '陈静',
    nick: 'chenjing',
    phone: '13800000005',
    dept: '销售二部',
    roles: ['销售经理'],
    leader: true,
    ranks: '销售二部经理',
  },
  { name: '杨磊', nick: 'yanglei', phone: '13800000006', dept: '销售二部', roles: ['销售员'], ranks: '销售代表' },
  {
    name: '赵敏',
    nick: 'zhaomin',
    phone: '13800000007',
    dept: '财务部',
    roles: ['财务'],
    leader: true,
    ranks: '财务经理',
  },
  { name: '黄丽', nick: 'huangli', phone: '13800000008', dept: '财务部', roles: ['财务'], ranks: '会计' },
  {
    name: '周杰',
    nick: 'zhoujie',
    phone: '13800000009',
    dept: '人事行政部',
    roles: ['人事'],
    leader: true,
    ranks: '人事经理',
  },
  {
    name: '吴刚',
    nick: 'wugang',
    phone: '13800000010',
    dept: '项目部',
    roles: ['项目经理'],
    leader: true,
    ranks: '项目经理',
  },
  {
    name: '郑爽',
    nick: 'zhengshuang',
    phone: '13800000011',
    dept: '采购部',
    roles: ['项目经理'],
    leader: true,
    ranks: '采购主管',
  },
  { name: '孙悦', nick: 'sunyue', phone: '13800000012', dept: '项目部', roles: ['项目经理'], ranks: '实施工程师' },
];

/** 产品分类 of the demo company: a small tree (parent by name), in display order. */
export const DEMO_PRODUCT_TYPES: readonly { name: string; parent?: string }[] = [
  { name: '软件产品' },
  { name: '标准软件', parent: '软件产品' },
  { name: '定制开发', parent: '软件产品' },
  { name: '硬件设备' },
  { name: '服务器', parent: '硬件设备' },
  { name: '网络设备', parent: '硬件设备' },
  { name: '技术服务' },
  { name: '实施服务', parent: '技术服务' },
  { name: '运维服务', parent: '技术服务' },
];

export type DemoProduct = {
  key: string;
  name: string;
  sub: string;
  type: string;
  spec: string;
  unit: string;
  price: string;
  cost: string;
  dept: string;
  off?: boolean;
};

/** 产品 of the demo company, so the product list and picker show something on a fresh start. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    key: 'SW-CRM-01',
    name: '速办CRM',
    sub: '客户与销售管理',
    type: '标准软件',
    spec: '标准版 50用户',
    unit: '套',
    price: '39800',
    cost: '8000',
    dept: '销售部',
  },
  {
    key: 'SW-CRM-02',
    name: '速办CRM',
    sub: '客户与销售管理',
    type: '标准软件',
    spec: '企业版 200用户',
    unit: '套',
    price: '98000',
    cost: '20000',
    dept: '销售部',
  },
  {
    key: 'SW-OA-01',
    name: '速办OA',
    sub: '协同办公与审批',
    type: '标准软件',
    spec: '标准版 100用户',
    unit: '套',
    price: '29800',
    cost: '6000',
    dept: '销售部',
  },
  {
    key: 'SW-PRJ-01',
    name: '速办项目管理',
    sub: '项目、采购与交付',
    type: '标准软件',
    spec: '专业版',
    unit: '套',
    price: '59800',
    cost: '12000',
    dept: '项目部',
  },
  {
    key: 'DEV-001',
    name: '定制开发服务',
    sub: '按需求开发功能模块',
    type: '定制开发',
    spec: '按人天计',
    unit: '人天',
    price: '2500',
    cost: '1500',
    dept: '项目部',
  },
  {
    key: 'DEV-002',
    name: '系统对接开发',
    sub: 'ERP、财务系统接口',
    type: '定制开发',
    spec: '单系统',
    unit: '项',
    price: '30000',
    cost: '18000',
    dept: '项目部',
  },
  {
    key: 'HW-SRV-01',
    name: '机架式服务器',
    sub: '2U 双路',
    type: '服务器',
    spec: '2×16核 / 128G / 4×2T',
    unit: '台',
    price: '42000',
    cost: '35000',
    dept: '采购部',
  },
  {
    key: 'HW-SRV-02',
    name: '塔式服务器',
    sub: '中小企业入门',
    type: '服务器',
    spec: '8核 / 32G / 2×1T',
    unit: '台',
    price: '15800',
    cost: '12500',
    dept: '采购部',
  },
  {
    key: 'HW-NET-01',
    name: '千兆交换机',
    sub: '24口 可网管',
    type: '网络设备',
    spec: '24×GE + 4×SFP',
    unit: '台',
    price: '3600',
    cost: '2600',
    dept: '采购部',
  },
  {
    key: 'HW-NET-02',
    name: '企业防火墙',
    sub: '下一代防火墙',
    type: '网络设备',
    spec: '吞吐 2Gbps',
    unit: '台',
    price: '12800',
    cost: '9800',
    dept: '采购部',
    off: true,
  },
  {
    key: 'SV-IMP-01',
    name: '上门实施服务',
    sub: '安装、配置与培训',
    type: '实施服务',
    spec: '5人天',
    unit: '次',
    price: '12000',
    cost: '7500',
    dept: '项目部',
  },
  {
    key: 'SV-OPS-01',
    name: '年度运维服务',
    sub: '7×24 远程支持',
    type: '运维服务',
    spec: '1年',
    unit: '年',
    price: '18000',
    cost: '9000',
    dept: '项目部',
  },
];

export type DemoNotice = { title: string; content: string; published: boolean; top?: boolean };

/** 公告 of the demo company: one published (the shell shows it to everyone), one draft. */
export const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    title: `欢迎使用 ${PRODUCT_TITLE}`,
    content: `<p>各位同事：</p><p>${PRODUCT_TITLE} 已正式上线，客户、产品、组织与审批等业务请统一在系统中办理。</p><ul><li>首次登录请在「个人资料」中修改密码；</li><li>使用中遇到问题请联系人事行政部。</li></ul><p>总经办</p>`,
    published: true,
    top: true,
  },
  {
    title: '关于调整年度休假安排的通知（草稿）',
    content: '<p>年度休假安排调整方案，待总经办审定后发布。</p>',
    published: false,
  },
];

/** 备注模板 of the demo company, by module: 1 合同, 2 报价, 3 发票. */
export const DEMO_REMARK_TEMPLATES: readonly { name: string; category: number; content: string }[] = [
  {
    name: '合同付款备注',
    category: 1,
    content: '合同签订后5个工作日内支付合同总额的30%，验收合格后10个工作日内支付剩余70%。',
  },
  {
    name: '报价有效期备注',
    category: 2,
    content: '本报价含税（增值税税率13%），有效期30天，最终价格以双方签订的合同为准。',
  },
  { name: '开票信息备注', category: 3, content: '请于收到发票后7日内核对开票信息，如有误请及时联系财务部。' },
];

/** 法务模板 of the demo company: 1 合同范本, 2 保密协议. */
export const DEMO_LEGAL_TEMPLATES: readonly { name: string; category: number; remark: string; content: string }[] = [
  {
    name: '软件销售合同（标准版）',
    category: 1,
    remark: '适用于标准软件产品的销售，金额50万元以下。',
    content:
      '<h3>软件销售合同</h3><p>甲方：________　乙方：________</p><p>第一条　产品名称、规格与数量……</p><p>第二条　价款与支付方式……</p>',
  },
  {
    name: '员工保密协议',
    category: 2,
    remark: '新员工入职时签署。',
    content: '<h3>保密协议</h3><p>甲方（公司）：________　乙方（员工）：________</p><p>第一条　保密信息的范围……</p>',
  },
];

export type DemoWorker = {
  member: string;
  position: string;
  employment: number;
  status: number;
  entry: string;
  regular?: string;
  contract: [start: string, endInDays: number];
  gender: number;
  education: number;
};

/**
 * 花名册 of the demo company (members by name; 工号 and 职级 are the member's). Contract ends are days from
 * seeding, so some contract is always about to expire.
 */
export const DEMO_WORKERS: readonly DemoWorker[] = [
  {
    member: '张伟',
    position: '总经理',
    employment: 1,
    status: 2,
    entry: '2018-03-01',
    regular: '2018-06-01',
    contract: ['2021-03-01', 900],
    gender: 1,
    education: 5,
  },
  {
    member: '李娜',
    position: '销售总监',
    employment: 1,
    status: 2,
    entry: '2019-05-13',
    regular: '2019-08-13',
    contract: ['2022-05-13', 20],
    gender: 2,
    education: 4,
  },
  {
    member: '王强',
    position: '销售代表',
    employment: 1,
    status: 1,
    entry: '2025-01-06',
    contract: ['2025-01-06', 400],
    gender: 1,
    education: 3,
  },
  {
    member: '赵敏',
    position: '财务经理',
    employment: 1,
    status: 2,
    entry: '2020-07-01',
    regular: '2020-10-01',
    contract: ['2023-07-01', 10],
    gender: 2,
    education: 4,
  },
  {
    member: '周杰',
    position: '人事经理',
    employment: 1,
    status: 2,
    entry: '2019-09-02',
    regular: '2019-12-02',
    contract: ['2022-09-02', 600],
    gender: 1,
    education: 4,
  },
  {
    member: '孙悦',
    position: '实施工程师',
    employment: 3,
    status: 1,
    entry: '2025-03-03',
    contract: ['2025-03-03', 120],
    gender: 2,
    education: 4,
  },
];
