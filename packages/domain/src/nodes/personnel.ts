import { action, CRUD, formsFor, page, defineModule } from './define.ts';

const SALARY = '薪酬管理';
const RECRUIT = '招聘管理';
const OA = 'OA管理';

export const personnelModule = defineModule({
  id: 7,
  seg: 'personnel',
  title: '人事',
  icon: 'IdcardOutlined',
  home: 'dept',
  pages: [
    page(1, 'dept', '组织架构', {
      icon: 'PartitionOutlined',
      acts: [
        action('deptAdd', 10, '新建部门'),
        action('deptEdit', 11, '编辑部门'),
        action('deptDel', 12, '删除部门'),
        action('userAdd', 13, '新建成员'),
        action('userEdit', 14, '编辑成员'),
        action('userForbid', 15, '启用/禁用成员'),
        action('transfer', 16, '离职交接'),
        action('seats', 17, '购买席位'),
      ],
      forms: [['buy', '购买席位', 'seats']],
    }),
    // numbers, not positions, give node ids: 组织架构图 came later and is listed next to 组织架构
    page(16, 'organisation', '组织架构图', { icon: 'ApartmentOutlined' }),
    page(2, 'roster', '花名册', {
      icon: 'ContactsOutlined',
      acts: [...CRUD],
      forms: [
        ['addWorker', '新建员工', 'add'],
        ['editWorker', '编辑员工', 'edit'],
        ['workerInfo', '员工详情'],
      ],
    }),
    page(3, 'handover', '财产交接', { icon: 'SwapOutlined', acts: ['add', 'edit', 'del'] }),
    page(4, 'salaryGuide', '薪酬向导', { group: SALARY }),
    page(5, 'socialSecurity', '社保公积金', {
      group: SALARY,
      acts: ['add', 'edit', 'del'],
      forms: [['socialSecurityDetail', '社保详情']],
    }),
    page(6, 'payrollRules', '计薪规则', { group: SALARY, acts: ['edit'] }),
    page(7, 'bonus', '奖金', { group: SALARY, acts: ['add', 'edit', 'del'], forms: [['profitDetail', '利润明细']] }),
    page(8, 'attendanceAllowance', '考勤补贴', { group: SALARY, acts: ['edit'] }),
    page(9, 'wageSheet', '工资表', {
      group: SALARY,
      acts: ['add', 'edit', 'export'],
      forms: [['wageSheetDetail', '工资表详情']],
    }),
    page(10, 'jobs', '职位', { group: RECRUIT, acts: ['add', 'edit', 'del'], forms: formsFor('job', '职位') }),
    page(11, 'candidates', '候选人', { group: RECRUIT, acts: [...CRUD], forms: formsFor('candidate', '候选人') }),
    page(12, 'talentPool', '人才库', { group: RECRUIT, acts: [...CRUD], forms: formsFor('talent', '人才') }),
    page(13, 'userGroup', '用户组', { icon: 'UsergroupAddOutlined', acts: ['add', 'edit', 'del'] }),
    page(14, 'oaConfig', 'OA配置', { group: OA, acts: ['edit'] }),
    page(15, 'oaRecord', 'OA记录', {
      group: OA,
      acts: ['export', 'edit', 'del'],
      forms: [['oaRecordDetail', 'OA记录详情']],
    }),
  ],
});
