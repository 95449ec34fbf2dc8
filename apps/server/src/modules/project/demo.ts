import { customerEntity, projectEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import type { Database } from '../../db/client.ts';
import { teamMembers, users } from '../../db/schema.ts';

// Demo projects for a new installation started with `npm start`: their owners and members find them in 项目 and
// in 云文档's 项目空间.

type DemoProject = {
  name: string;
  no: string;
  customer: string;
  owner: string;
  members: readonly string[];
  status: number;
  start: string;
  end: string;
  budget: string;
  description: string;
};

const { table: customerTable, cols: customer } = entityTableOf(customerEntity);
const { table: projectTable, cols: project } = entityTableOf(projectEntity);

const PROJECTS: readonly DemoProject[] = [
  {
    name: '华锐智能CRM实施项目',
    no: 'XM-2026-001',
    customer: '深圳市华锐智能科技有限公司',
    owner: '刘洋',
    members: ['王强'],
    status: 1,
    start: '2026-10-08',
    end: '2027-01-31',
    budget: '380000',
    description: '客户管理、合同回款与审批流程上线，分两期交付。',
  },
  {
    name: '恒通物流仓储系统升级',
    no: 'XM-2026-002',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    members: ['刘洋', '陈静'],
    status: 1,
    start: '2026-09-15',
    end: '2026-12-31',
    budget: '520000',
    description: '仓储作业移动化改造与数据看板。',
  },
  {
    name: '精工机械设备巡检平台',
    no: 'XM-2026-003',
    customer: '苏州精工机械制造有限公司',
    owner: '陈静',
    members: ['王强'],
    status: 2,
    start: '2026-05-06',
    end: '2026-08-30',
    budget: '260000',
    description: '设备台账、巡检计划与异常工单，已验收。',
  },
  {
    name: '美康医疗产线数字化改造',
    no: 'XM-2026-004',
    customer: '广州美康医疗器械有限公司',
    owner: '吴刚',
    members: ['孙悦', '郑爽'],
    status: 1,
    start: '2026-10-12',
    end: '2027-03-31',
    budget: '860000',
    description: '产线数据采集、MES 对接与机房建设，项目部实施，采购部配合设备采购。',
  },
];

/** Adds the demo projects with their teams; run once, after the demo customers. */
export async function seedDemoProjects(database: Database): Promise<void> {
  const names = [...new Set(PROJECTS.flatMap((p) => [p.owner, ...p.members]))];
  const people = new Map(
    (
      await database.db
        .select({ id: users.user_id, name: users.user_name, dept: users.dept_id })
        .from(users)
        .where(inArray(users.user_name, names))
    ).map((p) => [p.name, p]),
  );
  const customers = new Map(
    (
      await database.db
        .select({ id: customer.id, name: customer.enterprise_name })
        .from(customerTable)
        .where(
          inArray(
            customer.enterprise_name,
            PROJECTS.map((p) => p.customer),
          ),
        )
    ).map((c) => [c.name, c.id]),
  );
  await database.db.transaction(async (tx) => {
    for (const p of PROJECTS) {
      const owner = people.get(p.owner)!;
      const [row] = await tx
        .insert(projectTable)
        .values({
          project_name: p.name,
          project_no: p.no,
          enterprise_id: customers.get(p.customer) ?? null,
          status: p.status,
          priority: 2,
          start_date: p.start,
          end_date: p.end,
          budget: p.budget,
          description: p.description,
          create_user_id: owner.id,
          owner_user_id: owner.id,
          dept_id: owner.dept,
        })
        .returning({ id: project.id });
      await tx
        .insert(teamMembers)
        .values(p.members.map((m) => ({ entity: 'project', record_id: row.id, user_id: people.get(m)!.id })));
    }
  });
}
