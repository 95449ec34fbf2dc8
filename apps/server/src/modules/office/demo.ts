import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import type { App } from '../../core/types.ts';
import { demoCaller } from '../../core/demo-caller.ts';
import { users } from '../../db/schema.ts';

// Demo tasks, schedule and reports for a new installation started with `npm start`, so the workbench, 任务, 日程
// and 汇报 have today's items to show; made through the API like the demo applications.

export async function seedDemoOffice(app: App, log?: FastifyBaseLogger): Promise<void> {
  const { call, done, when } = demoCaller(app);
  const people = await app.database.db
    .select({ id: users.user_id, name: users.user_name })
    .from(users)
    .where(inArray(users.user_name, ['王强', '刘洋', '陈静', '杨磊', SUPER_USER_NAME]));
  const id = (name: string) => people.find((p) => p.name === name)!.id;

  await call('刘洋', '/api/Task/add', {
    title: '整理恒通物流仓储系统需求清单',
    description: '<p>按仓储、运输、结算三块整理，标注优先级，周会前发给项目组。</p>',
    assignee_id: id('王强'),
    participant_ids: [id('陈静')],
    start_time: when(-1, '09:00'),
    due_time: when(0, '18:00'),
    priority: 3,
    status: 2,
  });
  await call('王强', '/api/Task/add', {
    title: '准备华锐智能项目周会材料',
    assignee_id: id('王强'),
    due_time: when(1, '12:00'),
    priority: 2,
  });
  await call('刘洋', '/api/Task/add', {
    title: '回访精工机械巡检平台使用情况',
    assignee_id: id('王强'),
    due_time: when(-2, '17:00'),
    priority: 2,
  });
  await call('陈静', '/api/Task/add', {
    title: '更新销售二部客户分级表',
    assignee_id: id('杨磊'),
    due_time: when(3, '18:00'),
    priority: 1,
  });

  await call('王强', '/api/Schedule/add', {
    title: '华锐智能项目周会',
    start_time: when(0, '14:00'),
    end_time: when(0, '15:00'),
    participant_ids: [id('刘洋')],
    location: '3号会议室',
    remind_minutes: 15,
    repeat_rule: 'weekly',
  });
  await call('王强', '/api/Schedule/add', {
    title: '拜访上海恒通物流',
    start_time: when(1, '10:00'),
    end_time: when(1, '11:30'),
    location: '上海市浦东新区',
    remind_minutes: 60,
  });
  await call('刘洋', '/api/Schedule/add', {
    title: '销售一部月度复盘',
    start_time: when(2, '16:00'),
    end_time: when(2, '17:30'),
    participant_ids: [id('王强')],
    remind_minutes: 30,
  });

  await call('王强', '/api/Report/add', {
    type: 1,
    date: when(-1),
    work_content: '<p>1. 拜访华锐智能，演示审批模块；</p><p>2. 整理恒通物流需求初稿。</p>',
    plan_content: '<p>完成需求清单，准备周会材料。</p>',
    help_content: '',
    recipient_ids: [id('刘洋')],
  });

  // the administrator's first screen: a task, today's meeting and a report to read, from the general manager
  const admin = id(SUPER_USER_NAME);
  await call('张伟', '/api/Task/add', {
    title: '完善审批流程与角色权限配置',
    description: '<p>按各部门反馈调整请假、报销、合同的审批流程，核对销售与财务角色的数据权限。</p>',
    assignee_id: admin,
    due_time: when(1, '18:00'),
    priority: 3,
  });
  await call('张伟', '/api/Schedule/add', {
    title: '系统上线推进会',
    start_time: when(0, '16:00'),
    end_time: when(0, '17:00'),
    participant_ids: [admin, id('刘洋')],
    location: '总经办会议室',
    remind_minutes: 15,
  });
  await call('张伟', '/api/Report/add', {
    type: 2,
    date: when(-1),
    work_content: '<p>1. 各部门已开始在系统中办理审批与客户业务；</p><p>2. 销售一部本周新增客户 3 家。</p>',
    plan_content: '<p>下周完成财务模块的培训，合同统一在系统中审批。</p>',
    help_content: '<p>请管理员协助开通财务部的回款与开票权限。</p>',
    recipient_ids: [admin],
  });
  await done();
  log?.info('已添加演示任务、日程和汇报');
}
