import { action, CRUD, defineModule, page } from './define.ts';

/** OA application forms, opened from the approval centre */
const OA_FORMS = [
  ['leaveAdd', '请假申请'],
  ['becomeMemberAdd', '转正申请'],
  ['quitApplyAdd', '离职申请'],
  ['quitHandoverAdd', '离职交接'],
  ['useCarAdd', '用车申请'],
  ['useSealAdd', '用印申请'],
  ['workHandover', '工作交接'],
  ['goOut', '外出申请'],
] as const;

export const officeModule = defineModule({
  id: 1,
  seg: 'home',
  title: '办公',
  icon: 'DesktopOutlined',
  home: 'home',
  pages: [
    page(1, 'home', '工作台', { icon: 'HomeOutlined' }),
    page(2, 'examine', '审批中心', {
      icon: 'AuditOutlined',
      acts: [action('examine', 6, '审批', 'work_flow_examine'), action('apply', 7, '发起申请')],
      // the detail of an application: its applicant and approvers open it from here
      forms: [...OA_FORMS.map(([seg, title]) => [seg, title, 'apply'] as const), ['applicationInfo', '申请详情']],
    }),
    page(3, 'dayReport', '写汇报', { icon: 'FormOutlined' }),
    page(4, 'reportList', '汇报列表', {
      icon: 'FileTextOutlined',
      acts: ['del', 'export'],
      forms: [['reportInfo', '汇报详情']],
    }),
    page(5, 'task', '任务', { icon: 'CheckSquareOutlined', acts: [...CRUD], forms: [['taskInfo', '任务详情']] }),
    page(6, 'schedule', '日程', { icon: 'CalendarOutlined', acts: ['add', 'edit', 'del'] }),
    // who must submit which report, and who is missing
    page(7, 'reportRule', '汇报规则', { icon: 'ScheduleOutlined', acts: ['edit'] }),
  ],
});
