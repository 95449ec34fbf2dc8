import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../core/types.ts';
import { demoCaller } from '../../core/demo-caller.ts';

// Demo OA applications for a new installation started with `npm start`, so the approval centre and OA记录 have
// something to show. They are submitted and decided through the API, as the members would, so every run, log
// line and notification is the engine's own.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Step = { as: string; url: string; body: Record<string, unknown> };

/** Each application: who submits it, and what its approvers decide (pass_type 2 同意, 3 拒绝) in order. */
const APPLICATIONS: readonly {
  submit: Step;
  flowType: number;
  decisions?: readonly { as: string; pass_type: 2 | 3; reason: string }[];
}[] = [
  {
    submit: {
      as: '王强',
      url: '/api/Leave/add',
      body: { leave_type: 3, start_date: day(3), start_half: 1, end_date: day(4), end_half: 2, reason: '回老家探亲' },
    },
    flowType: 14,
  },
  {
    submit: {
      as: '杨磊',
      url: '/api/GoOut/add',
      body: {
        start_time: `${day(1)} 09:00:00`,
        end_time: `${day(1)} 12:00:00`,
        place: '武汉长江能源科技有限公司',
        reason: '上门演示审批与合同模块',
      },
    },
    flowType: 20,
    decisions: [{ as: '陈静', pass_type: 2, reason: '同意' }],
  },
  // a department leader's own leave goes to the administrator (the default flow: the leader's leader, else admin)
  {
    submit: {
      as: '赵敏',
      url: '/api/Leave/add',
      body: { leave_type: 1, start_date: day(5), start_half: 1, end_date: day(5), end_half: 2, reason: '办理个人事务' },
    },
    flowType: 14,
  },
  {
    submit: {
      as: '黄丽',
      url: '/api/UseSeal/add',
      body: { seal_type: 3, file_name: '季度增值税申报表', copies: 2, use_date: day(2), purpose: '报送税务局' },
    },
    flowType: 19,
  },
  {
    submit: {
      as: '孙悦',
      url: '/api/BecomeMember/add',
      body: {
        post: '实施工程师',
        entry_date: day(-92),
        become_date: day(0),
        summary: '试用期完成三个客户项目的实施上线，客户验收均一次通过。',
        plan: '负责华东区客户的实施与培训。',
      },
    },
    flowType: 15,
  },
  {
    submit: {
      as: '王强',
      url: '/api/UseCar/add',
      body: {
        car: '公司商务车 沪A·D2468',
        start_time: `${day(2)} 13:30:00`,
        end_time: `${day(2)} 18:00:00`,
        origin: '公司',
        destination: '上海恒通物流股份有限公司',
        passengers: 3,
        reason: '陪同客户参观仓储系统',
      },
    },
    flowType: 18,
    decisions: [{ as: '刘洋', pass_type: 3, reason: '当天车辆已排满，请改为次日' }],
  },
];

export async function seedDemoApplications(app: App, log?: FastifyBaseLogger): Promise<void> {
  const { call, done } = demoCaller(app);
  for (const a of APPLICATIONS) {
    const { id } = await call(a.submit.as, a.submit.url, a.submit.body);
    for (const d of a.decisions ?? [])
      await call(d.as, '/api/flow/examine', {
        flow_type: a.flowType,
        detail_id: id,
        pass_type: d.pass_type,
        reason: d.reason,
      });
  }
  await done();
  log?.info({ applications: APPLICATIONS.length }, '已添加演示审批');
}
