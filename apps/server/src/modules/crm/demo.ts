import { clueEntity, contactEntity, customerEntity } from '@suwork/domain/entities';
import { inArray } from 'drizzle-orm';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import type { FastifyBaseLogger } from 'fastify';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import { companyToday } from '../../core/time-format.ts';
import type { Database } from '../../db/client.ts';
import { follows, tagGroups, tags, users } from '../../db/schema.ts';

// Demo CRM records (and the tags they carry) for a new installation started with `npm start`, so the lists, detail pages, pools and
// dashboard have something to show. Tests start from the company alone (seedIfEmpty) and add their own.

type DemoCustomer = {
  name: string;
  owner?: string;
  source: number;
  industry: number;
  level: number;
  contact: string;
  position: string;
  mobile: string;
  region: string;
  deal?: boolean;
  /** in the public pool, with the reason it was returned */
  pooled?: string;
  /** its next follow-up is due later today (company time): at 17:00, or in three hours, before the day ends */
  dueToday?: boolean;
  /** 开票信息: what its invoice applications start from */
  invoice?: {
    tax_number: string;
    bank_name: string;
    account_no: string;
    invoice_address: string;
    invoice_phone: string;
  };
};

/** The switchboard of a demo customer: its city's area code (by the region's second part) and a number of its own. */
const AREA_CODES: Record<string, string> = {
  深圳市: '0755',
  杭州市: '0571',
  上海市: '021',
  北京市: '010',
  苏州市: '0512',
  广州市: '020',
  成都市: '028',
  武汉市: '027',
  南京市: '025',
  厦门市: '0592',
  西安市: '029',
  青岛市: '0532',
  长沙市: '0731',
  天津市: '022',
  重庆市: '023',
  宁波市: '0574',
};
const switchboard = (c: DemoCustomer, i: number) => {
  const code = AREA_CODES[c.region.split('/')[1] ?? ''];
  return code ? `${code}-${String(66_000_000 + i * 12_345).slice(0, code.length === 3 ? 8 : 7)}` : '';
};

const CUSTOMERS: readonly DemoCustomer[] = [
  {
    name: '深圳市华锐智能科技有限公司',
    owner: '王强',
    source: 4,
    industry: 1,
    level: 1,
    contact: '陈晓东',
    position: '采购总监',
    mobile: '13912340001',
    region: '广东省/深圳市/南山区',
    deal: true,
    invoice: {
      tax_number: '91440300MA5F8XKJ2B',
      bank_name: '招商银行深圳科技园支行',
      account_no: '755912345610801',
      invoice_address: '深圳市南山区科技南十二路18号',
      invoice_phone: '0755-86001234',
    },
  },
  {
    name: '杭州云杉信息技术有限公司',
    owner: '王强',
    source: 2,
    industry: 1,
    level: 2,
    contact: '林雨',
    position: 'IT经理',
    mobile: '13912340002',
    region: '浙江省/杭州市/西湖区',
  },
  {
    name: '上海恒通物流股份有限公司',
    owner: '王强',
    source: 10,
    industry: 10,
    level: 1,
    contact: '周建华',
    position: '运营副总',
    mobile: '13912340003',
    region: '上海市/上海市/浦东新区',
    deal: true,
    invoice: {
      tax_number: '91310115MA1K4HT076',
      bank_name: '中国建设银行上海浦东分行',
      account_no: '31050161393600001234',
      invoice_address: '上海市浦东新区航头镇航都路88号',
      invoice_phone: '021-58001234',
    },
  },
  {
    name: '北京博远教育咨询有限公司',
    owner: '刘洋',
    source: 9,
    industry: 5,
    level: 2,
    contact: '孙丽',
    position: '校长助理',
    mobile: '13912340004',
    region: '北京市/北京市/海淀区',
  },
  {
    name: '苏州精工机械制造有限公司',
    owner: '刘洋',
    source: 8,
    industry: 4,
    level: 1,
    contact: '吴国平',
    position: '厂长',
    mobile: '13912340005',
    region: '江苏省/苏州市/工业园区',
    deal: true,
  },
  {
    name: '广州美康医疗器械有限公司',
    owner: '刘洋',
    source: 6,
    industry: 6,
    level: 2,
    contact: '黄敏',
    position: '行政主管',
    mobile: '13912340006',
    region: '广东省/广州市/天河区',
  },
  {
    name: '成都天府置业有限公司',
    owner: '陈静',
    source: 3,
    industry: 3,
    level: 3,
    contact: '王志强',
    position: '项目经理',
    mobile: '13912340007',
    region: '四川省/成都市/高新区',
  },
  {
    name: '武汉长江能源科技有限公司',
    owner: '陈静',
    source: 1,
    industry: 9,
    level: 2,
    contact: '刘芳',
    position: '总经理',
    mobile: '13912340008',
    region: '湖北省/武汉市/洪山区',
  },
  {
    name: '南京金陵商贸有限公司',
    owner: '杨磊',
    source: 5,
    industry: 7,
    level: 3,
    contact: '赵磊',
    position: '店长',
    mobile: '13912340009',
    region: '江苏省/南京市/鼓楼区',
  },
  {
    name: '厦门海峡金融服务有限公司',
    owner: '杨磊',
    source: 4,
    industry: 2,
    level: 1,
    contact: '郑雅',
    position: '财务总监',
    mobile: '13912340010',
    region: '福建省/厦门市/思明区',
    deal: true,
    // as its invoice applications have it (modules/invoice/demo.ts)
    invoice: {
      tax_number: '91350200MA2XN5YQ4Y',
      bank_name: '中国工商银行厦门分行',
      account_no: '4100021109024501234',
      invoice_address: '厦门市思明区鹭江道8号',
      invoice_phone: '0592-2881234',
    },
  },
  {
    name: '西安秦川软件有限公司',
    owner: '杨磊',
    source: 2,
    industry: 1,
    level: 2,
    contact: '马超',
    position: '技术总监',
    mobile: '13912340011',
    region: '陕西省/西安市/雁塔区',
  },
  {
    name: '青岛海润食品有限公司',
    owner: '李娜',
    source: 7,
    industry: 7,
    level: 2,
    contact: '徐静',
    position: '采购经理',
    mobile: '13912340012',
    region: '山东省/青岛市/市南区',
  },
  {
    name: '长沙湘江文化传媒有限公司',
    source: 3,
    industry: 11,
    level: 3,
    contact: '唐宇',
    position: '市场部经理',
    mobile: '13912340013',
    region: '湖南省/长沙市/岳麓区',
    pooled: '客户暂无采购计划',
  },
  {
    name: '天津渤海化工有限公司',
    source: 8,
    industry: 9,
    level: 3,
    contact: '冯刚',
    position: '设备科长',
    mobile: '13912340014',
    region: '天津市/天津市/滨海新区',
    pooled: '多次联系未果',
  },
  // the administrator's own customer, due for a call today: their workbench shows it under 今日待跟进
  {
    name: '宁波甬江港务集团有限公司',
    owner: SUPER_USER_NAME,
    source: 4,
    industry: 10,
    level: 1,
    contact: '蒋涛',
    position: '信息中心主任',
    mobile: '13912340016',
    region: '浙江省/宁波市/北仑区',
    dueToday: true,
  },
  {
    name: '重庆山城汽车配件有限公司',
    source: 10,
    industry: 4,
    level: 2,
    contact: '何伟',
    position: '供应链主管',
    mobile: '13912340015',
    region: '重庆市/重庆市/渝北区',
    pooled: '负责人离职，转入公海',
  },
];

type DemoClue = {
  name: string;
  owner: string;
  contact: string;
  mobile: string;
  source: number;
  industry: number;
  status: number;
};

const CLUES: readonly DemoClue[] = [
  {
    name: '宁波港城电子有限公司',
    owner: '王强',
    contact: '朱婷',
    mobile: '13812340101',
    source: 6,
    industry: 4,
    status: 2,
  },
  {
    name: '合肥科大讯达科技有限公司',
    owner: '王强',
    contact: '程浩',
    mobile: '13812340102',
    source: 2,
    industry: 1,
    status: 1,
  },
  {
    name: '郑州中原农业发展有限公司',
    owner: '刘洋',
    contact: '高峰',
    mobile: '13812340103',
    source: 10,
    industry: 11,
    status: 2,
  },
  {
    name: '济南泉城医药连锁有限公司',
    owner: '刘洋',
    contact: '罗娟',
    mobile: '13812340104',
    source: 9,
    industry: 6,
    status: 1,
  },
  {
    name: '大连远洋航运有限公司',
    owner: '陈静',
    contact: '梁军',
    mobile: '13812340105',
    source: 4,
    industry: 10,
    status: 2,
  },
  {
    name: '昆明春城旅游服务有限公司',
    owner: '杨磊',
    contact: '宋佳',
    mobile: '13812340106',
    source: 5,
    industry: 11,
    status: 1,
  },
  {
    name: '沈阳北方重工配套有限公司',
    owner: '杨磊',
    contact: '韩冰',
    mobile: '13812340107',
    source: 8,
    industry: 4,
    status: 4,
  },
  {
    name: '福州闽江电商有限公司',
    owner: '李娜',
    contact: '许晴',
    mobile: '13812340108',
    source: 1,
    industry: 7,
    status: 1,
  },
];

const FOLLOW_NOTES = [
  {
    type: 1,
    text: '<p>电话沟通了解需求，客户计划下季度升级现有系统，约定下周上门演示。</p>',
    next: '上门演示产品方案',
  },
  {
    type: 4,
    text: '<p>上门拜访，向客户演示了方案，对审批和合同模块很感兴趣，需要内部评估。</p>',
    next: '跟进内部评估结果并发送报价',
  },
  { type: 3, text: '<p>微信发送了报价单和案例资料，客户表示本月内给出答复。</p>', next: '确认报价反馈' },
];

/** tag groups with their colour and tags; customers carry some of them (by index in TAGGED) */
const TAG_GROUPS = [
  { name: '客户意向', color: '#fa541c', tags: ['高意向', '中意向', '低意向'] },
  { name: '客户特征', color: '#1677ff', tags: ['老客户', '决策链长', '价格敏感'] },
] as const;
const TAGGED: Readonly<Record<number, readonly string[]>> = {
  0: ['高意向', '老客户'],
  1: ['中意向'],
  2: ['高意向', '决策链长'],
  4: ['老客户'],
  5: ['低意向', '价格敏感'],
  9: ['高意向'],
};

const DAY = 86_400_000;
const customerTable = entityTableOf(customerEntity).table;
const contactTable = entityTableOf(contactEntity).table;
const clueTable = entityTableOf(clueEntity).table;

/** Adds the demo customers, contacts, clues and follow-ups; run once, right after the company was seeded. */
export async function seedDemoRecords(
  database: Database,
  tzOffsetMinutes: number,
  log?: FastifyBaseLogger,
): Promise<void> {
  const owners = [...new Set([...CUSTOMERS.flatMap((c) => (c.owner ? [c.owner] : [])), ...CLUES.map((c) => c.owner)])];
  const people = await database.db
    .select({ id: users.user_id, name: users.user_name, dept: users.dept_id })
    .from(users)
    .where(inArray(users.user_name, owners));
  const person = new Map(people.map((p) => [p.name, p]));
  const now = Date.now();
  const todayAt = (time: string) =>
    Date.parse(`${companyToday(new Date(now), tzOffsetMinutes)}T${time}Z`) - tzOffsetMinutes * 60_000;
  // due, not yet overdue: the first screen lists it without an overdue reminder
  const dueLaterToday = Math.max(todayAt('17:00:00'), Math.min(now + 3 * 3_600_000, todayAt('23:59:00')));
  const nextFollow = (c: DemoCustomer, i: number) =>
    c.pooled ? null : new Date(c.dueToday ? dueLaterToday : now + ((i % 7) + 1) * DAY);
  await database.db.transaction(async (tx) => {
    const tagId = new Map<string, number>();
    for (const [i, g] of TAG_GROUPS.entries()) {
      const [group] = await tx
        .insert(tagGroups)
        .values({ group_name: g.name, color: g.color, sort: i })
        .returning({ id: tagGroups.group_id });
      const rows = await tx
        .insert(tags)
        .values(g.tags.map((tag_name, sort) => ({ group_id: group.id, tag_name, sort })))
        .returning({ id: tags.tag_id, name: tags.tag_name });
      for (const r of rows) tagId.set(r.name, r.id);
    }
    for (const [i, c] of CUSTOMERS.entries()) {
      const owner = c.owner ? person.get(c.owner)! : undefined;
      const created = new Date(now - (40 - i * 2) * DAY);
      const followed = new Date(now - (i % 5) * DAY);
      const [row] = await tx
        .insert(customerTable)
        .values({
          enterprise_name: c.name,
          source: c.source,
          industry: c.industry,
          level: c.level,
          deal_status: c.deal ? 2 : 1,
          contact_name: c.contact,
          phone: switchboard(c, i),
          mobile: c.mobile,
          region: c.region,
          ...c.invoice,
          next_follow_time: nextFollow(c, i),
          last_follow_time: c.pooled ? null : followed,
          in_pool: c.pooled ? 2 : 1,
          pool_exempt: 1,
          tags: (TAGGED[i] ?? []).map((name) => tagId.get(name)!),
          pool_time: c.pooled ? new Date(now - 3 * DAY) : null,
          pool_reason: c.pooled ?? '',
          create_user_id: owner?.id ?? 0,
          owner_user_id: owner?.id ?? 0,
          dept_id: owner?.dept ?? 0,
          create_time: created,
          update_time: c.pooled ? new Date(now - 3 * DAY) : followed,
        })
        .returning({ id: customerTable.id });
      await tx.insert(contactTable).values({
        contact_name: c.contact,
        enterprise_id: row.id,
        mobile: c.mobile,
        position: c.position,
        is_decision_maker: c.level === 1 ? 2 : 1,
        create_user_id: owner?.id ?? 0,
        owner_user_id: owner?.id ?? 0,
        dept_id: owner?.dept ?? 0,
        create_time: created,
        update_time: created,
      });
      if (!owner) continue;
      const notes = FOLLOW_NOTES.slice(0, 1 + (i % FOLLOW_NOTES.length));
      await tx.insert(follows).values(
        notes.map((n, k) => ({
          entity: 'customer',
          record_id: row.id,
          follow_type: n.type,
          follow_time: new Date(followed.getTime() - (notes.length - 1 - k) * 4 * DAY),
          next_follow_time: nextFollow(c, i),
          next_follow_content: n.next,
          content: n.text,
          contact_name: c.contact,
          user_id: owner.id,
        })),
      );
    }
    for (const [i, c] of CLUES.entries()) {
      const owner = person.get(c.owner)!;
      const created = new Date(now - (20 - i) * DAY);
      await tx.insert(clueTable).values({
        clue_name: c.name,
        company_name: c.name,
        contact_name: c.contact,
        mobile: c.mobile,
        source: c.source,
        industry: c.industry,
        status: c.status,
        in_pool: 1,
        pool_exempt: 1,
        create_user_id: owner.id,
        owner_user_id: owner.id,
        dept_id: owner.dept,
        create_time: created,
        update_time: created,
      });
    }
  });
  log?.info(`已创建演示数据：标签、${CUSTOMERS.length} 个客户、${CUSTOMERS.length} 个联系人、${CLUES.length} 条线索`);
}
