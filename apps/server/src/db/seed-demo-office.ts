import type { FastifyBaseLogger } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { App } from '../core/types.ts';
import { demoCaller } from './seed-demo-calls.ts';
import { users } from './schema.ts';

// Demo tasks, schedule and reports for a new installation started with `npm start`, so the workbench, 任务, 日程
// and 汇报 have today's items to show; made through the API like the demo applications.

export async function seedDemoOffice(app: App, log?: FastifyBaseLogger): Promise<void> {
  const { call, done, when } = demoCaller(app);
  const people = await app.database.db
    .select({ id: users.user_id, name: users.user_name })
    .from(users)
    .where(inArray(users.user_name, ['王强', '刘洋', '陈静', '杨磊']));
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
  await call('王强', '/api/Task/add', { title: '准备华锐智能项目周会材料', assignee_id: id('王强'), due_time: when(1, '12:00'), priority: 2 });
  await call('刘洋', '/api/Task/add', { title: '回访精工机械巡检平台使用情况', assignee_id: id('王强'), due_time: when(-2, '17:00'), priority: 2 });
  await call('陈静', '/api/Task/add', { title: '更新销售二部客户分级表', assignee_id: id('杨磊'), due_time: when(3, '18:00'), priority: 1 });

  await call('王强', '/api/Schedule/add', {
    title: '华锐智能项目周会',
    start_time: when(0, '14:00'),
    end_time: when(0, '15:00'),
    participant_ids: [id('刘洋')],
    location: '3号会议室',
    remind_minutes: 15,
    repeat_rule: 'weekly',
  });
  await call('王强', '/api/Schedule/add', { title: '拜访上海恒通物流', start_time: when(1, '10:00'), end_time: when(1, '11:30'), location: '上海市浦东新区', remind_minutes: 60 });
  await call('刘洋', '/api/Schedule/add', { title: '销售一部月度复盘', start_time: when(2, '16:00'), end_time: when(2, '17:30'), participant_ids: [id('王强')], remind_minutes: 30 });

  await call('王强', '/api/Report/add', {
    type: 1,
    date: when(-1),
    work_content: '<p>1. 拜访华锐智能，演示审批模块；</p><p>2. 整理恒通物流需求初稿。</p>',
    plan_content: '<p>完成需求清单，准备周会材料。</p>',
    help_content: '',
    recipient_ids: [id('刘洋')],
  });
  await done();
  log?.info('已添加演示任务、日程和汇报');
}
