import { action, formsFor, page, defineModule } from './define.ts';

export const systemModule = defineModule({
  id: 5,
  seg: 'system',
  title: '系统设置',
  icon: 'SettingOutlined',
  home: 'roleManagement',
  pages: [
    page(1, 'roleManagement', '角色权限', {
      icon: 'SafetyOutlined',
      acts: ['add', 'edit', 'del', action('scope', 10, '数据权限')],
    }),
    page(2, 'optionConfig', '选项配置', { icon: 'ControlOutlined', acts: ['edit'] }),
    page(3, 'flow', '审批管理', {
      icon: 'BranchesOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [
        ['flowSetting/:id', '审批设置', 'edit'],
        ['flowAdd', '新建审批', 'add'],
      ],
    }),
    page(4, 'notice', '公告', {
      icon: 'NotificationOutlined',
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('notice', '公告'),
    }),
    page(5, 'remarkTemplate', '备注模板', {
      icon: 'ProfileOutlined',
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('remarkTemplate', '备注模板'),
    }),
    page(6, 'legalTemplate', '法务模板', {
      icon: 'FileDoneOutlined',
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('legalTemplate', '法务模板'),
    }),
    page(7, 'tagList', '标签管理', { icon: 'TagsOutlined', acts: ['add', 'edit', 'del'] }),
    page(8, 'auditLog', '审计日志', { icon: 'AuditOutlined' }),
    page(9, 'backup', '数据备份', {
      icon: 'CloudServerOutlined',
      acts: [action('run', 1, '立即备份'), action('settings', 2, '备份设置'), action('download', 3, '下载备份')],
    }),
    page(10, 'backgroundJobs', '后台任务', { icon: 'ScheduleOutlined', acts: [action('retry', 1, '重试')] }),
  ],
});
