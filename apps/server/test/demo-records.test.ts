import { Decimal, linesTotal, quoteAmounts, type ProductLine } from '@suwork/domain';
import { isUnifiedCreditCode } from '@suwork/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedModuleDemos } from '../src/core/module.ts';
import { addDays, companyToday } from '../src/core/time-format.ts';
import { ADMIN, createTestApp, SALES, type TestContext } from './harness.ts';

type Row = Record<string, unknown>;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // what `npm start` does on an empty database: every module's demo data, in their order
  await seedModuleDemos(t.app);
});
afterAll(async () => t.close());

describe('demo records of a new installation', () => {
  it('gives each salesperson their own customers with contacts and follow-ups, and fills the public pool', async () => {
    const sales = await t.login(SALES);
    const mine = await t.call<Row[]>('GET', '/api/Customer/getList', { token: sales, query: { limit: 50 } });
    expect(mine.body.data.map((r) => r.enterprise_name)).toEqual([
      '深圳市华锐智能科技有限公司',
      '杭州云杉信息技术有限公司',
      '上海恒通物流股份有限公司',
    ]);
    expect(mine.body.data[0].tags_names).toBe('高意向、老客户');
    const pool = await t.call<Row[]>('GET', '/api/PublicCustomer/getList', { token: sales, query: { limit: 50 } });
    expect(pool.body.count).toBe(3);
    const tianjin = pool.body.data.find((r) => r.enterprise_name === '天津渤海化工有限公司')!;
    const pooled = await t.call<Row>('GET', '/api/PublicCustomer/info', {
      token: sales,
      query: { id: tianjin.id as number },
    });
    expect(pooled.body.data.pool_reason).toBe('多次联系未果');

    const id = mine.body.data[0].id as number;
    const feed = await t.call<Record<string, { content: string }[]>>('GET', '/api/CommonFollow/getList', {
      token: sales,
      query: { entity: 'customer', real_id: id, page: 1, limit: 5 },
    });
    expect(feed.body.code).toBe(0);
    expect(feed.body.count).toBeGreaterThan(0);
    const contacts = await t.call<Row[]>('GET', '/api/Contacts/getList', {
      token: sales,
      query: { enterprise_id: id },
    });
    expect(contacts.body.data.map((r) => r.contact_name)).toEqual(['陈晓东']);
    // a customer that signed has its 开票信息 for invoice applications, its 纳税人识别号 a valid code
    const signed = (await t.call<Row>('GET', '/api/Customer/info', { token: sales, query: { id } })).body.data;
    expect(signed).toMatchObject({ bank_name: '招商银行深圳科技园支行', invoice_phone: '0755-86001234' });
    expect(isUnifiedCreditCode(String(signed.tax_number))).toBe(true);
  });

  it('shows the whole company to the administrator: customers, contacts and clues', async () => {
    const admin = await t.login(ADMIN);
    const count = async (controller: string) =>
      (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token: admin })).body.count;
    expect(await count('Customer')).toBe(13);
    expect(await count('Contacts')).toBe(16);
    expect(await count('Clue')).toBe(8);
  });

  it('puts OA applications in the approval centre: waiting, approved and rejected', async () => {
    const liu = await t.login({ username: '刘洋', password: '123456' });
    const pending = await t.call<Row[]>('GET', '/api/flow/examineList', {
      token: liu,
      query: { tab: 1, page: 1, limit: 10 },
    });
    // newest first: the contract demo (after the OA one) submitted a contract, the finance demo a borrowing; each
    // titled with its facts (the leave's days are the demo's, from today)
    expect(pending.body.data.map((r) => r.title)).toEqual([
      '借款 · ¥2,000.00 · 下周北京客户招标差旅备用金',
      '合同 · 云杉信息SaaS办公套件升级合同 · ¥71,800.00',
      expect.stringMatching(/^请假 · 年假 · \d{2}-\d{2} 至 \d{2}-\d{2} · 2天$/),
    ]);
    expect(new Set(pending.body.data.map((r) => r.initiator_name))).toEqual(new Set(['王强']));
    const sales = await t.login(SALES);
    const mine = await t.call<Row[]>('GET', '/api/flow/examineList', {
      token: sales,
      query: { tab: 3, page: 1, limit: 20 },
    });
    expect(
      mine.body.data
        .filter((r) => !['合同', '借款', '报销'].includes(r.flow_name as string))
        .map((r) => [r.flow_name, r.status_name]),
    ).toEqual([
      ['用车', '已拒绝'],
      ['请假', '审批中'],
    ]);
    const admin = await t.login(ADMIN);
    const goOut = await t.call<Row[]>('GET', '/api/GoOut/getList', { token: admin });
    expect(goOut.body.data.map((r) => [r.place, r.status])).toEqual([['武汉长江能源科技有限公司', 2]]);
  });

  it('gives the projects their teams: a member finds the projects they work on in 项目空间, and only those', async () => {
    const spaces = async (who: typeof SALES) =>
      (
        await t.call<{ project_name: string; customer: string }[]>('GET', '/api/ProjectDocument/projectList', {
          token: await t.login(who),
        })
      ).body.data.map((p) => p.project_name);
    // newest first
    expect(await spaces(SALES)).toEqual(['精工机械设备巡检平台', '恒通物流仓储系统升级', '华锐智能CRM实施项目']);
    expect(await spaces({ username: '陈静', password: SALES.password })).toEqual([
      '精工机械设备巡检平台',
      '恒通物流仓储系统升级',
    ]);
    const admin = await t.login(ADMIN);
    const list = await t.call<Row[]>('GET', '/api/Project/getList', { token: admin, query: { status: 2 } });
    expect(list.body.data.map((r) => [r.project_name, r.enterprise_id_name ?? r.enterprise_id])).toEqual([
      ['精工机械设备巡检平台', expect.anything()],
    ]);
  });

  it("fills 王强's workbench with today's items: his open tasks, today's meeting and the report he sent", async () => {
    const sales = await t.login(SALES);
    const todo = await t.call<{ title: string; items: { title: string }[] }[]>('GET', '/api/Home/todoList', {
      token: sales,
    });
    const section = (title: string) =>
      todo.body.data
        .find((s) => s.title === title)
        ?.items.map((i) => i.title)
        .join('|') ?? '';
    expect(section('我的任务')).toMatch(/整理恒通物流仓储系统需求清单/);
    expect(section('今日日程')).toMatch(/华锐智能项目周会/);
    const liu = await t.login({ username: '刘洋', password: SALES.password });
    const unread = await t.call<{ title: string; items: { title: string }[] }[]>('GET', '/api/Home/todoList', {
      token: liu,
    });
    expect(unread.body.data.find((s) => s.title === '待阅报告')?.items.length).toBe(1);
  });

  it("gives the administrator's first screen something in every card: an approval, a follow-up due today, a task, a meeting and a report", async () => {
    const admin = await t.login(ADMIN);
    const todo = await t.call<{ key: string; total: number; items: { title: string }[] }[]>(
      'GET',
      '/api/Home/todoList',
      { token: admin },
    );
    const titles = (key: string) => todo.body.data.find((s) => s.key === key)?.items.map((i) => i.title) ?? [];
    expect(titles('examine')).toEqual([expect.stringMatching(/^赵敏：请假 · 事假 · \d{2}-\d{2} · 1天$/)]);
    expect(titles('followDue')).toEqual(['客户：宁波甬江港务集团有限公司']);
    expect(titles('task')).toEqual([expect.stringContaining('完善审批流程与角色权限配置')]);
    expect(titles('schedule')).toEqual([expect.stringContaining('系统上线推进会')]);
    expect(titles('report-unread')).toEqual([expect.stringContaining('张伟')]);
  });

  it("fills the sales pipeline: 王强's own opportunities in stages with their history, his kanban and his quotes", async () => {
    const sales = await t.login(SALES);
    const list = await t.call<Row[]>('GET', '/api/Chance/getList', { token: sales, query: { limit: 50 } });
    expect(list.body.count).toBe(6);
    expect(new Set(list.body.data.map((r) => r.owner_user_name))).toEqual(new Set(['王强']));
    expect(new Set(list.body.data.map((r) => r.company_name))).toEqual(
      new Set(['深圳市华锐智能科技有限公司', '杭州云杉信息技术有限公司', '上海恒通物流股份有限公司']),
    );
    expect(
      list.body.data.filter((r) => r.status === 2).map((r) => [r.chance_name, r.stage_name, r.expect_success]),
    ).toEqual(
      expect.arrayContaining([
        ['华锐智能安全网关采购', '赢单', '100.00'],
        ['恒通物流年度运维续约', '赢单', '100.00'],
      ]),
    );
    const late = list.body.data.find((r) => r.chance_name === '华锐智能云服务器扩容')!;
    expect(late).toMatchObject({ stage_name: '谈判审核', expect_success: '80.00', status: 1 });
    const history = await t.call<Row[]>('GET', '/api/Chance/stageHistory', {
      token: sales,
      query: { chance_id: late.id as number },
    });
    expect(history.body.data.map((h) => h.to_name)).toEqual(['初步接洽', '需求确认', '方案报价', '谈判审核']);
    expect(history.body.data.every((h) => h.user_name === '王强' && (h.seconds_in_stage as number) > 86_400)).toBe(
      true,
    );

    const [group] = (
      await t.call<{ id: number; name: string }[]>('GET', '/api/ChanceStage/groupsFor', { token: sales })
    ).body.data;
    expect(group.name).toBe('默认阶段组');
    type Board = { stages: { stage: { name: string }; count: number; cards: Row[] }[]; won: { cards: Row[] } };
    const kanban = (await t.call<Board>('GET', '/api/Chance/kanban', { token: sales, query: { group_id: group.id } }))
      .body.data;
    const cards = kanban.stages.flatMap((c) => c.cards);
    expect(cards.length).toBe(4);
    expect(cards.every((c) => c.owner_user_name === '王强')).toBe(true);
    expect(kanban.stages.filter((c) => c.count > 0).map((c) => c.stage.name)).toEqual([
      '需求确认',
      '方案报价',
      '谈判审核',
    ]);
    // this month's win (last month's is not in the board's period)
    expect(kanban.won.cards.map((c) => c.chance_name)).toEqual(['华锐智能安全网关采购']);

    const offers = await t.call<Row[]>('GET', '/api/Offer/getList', { token: sales, query: { limit: 50 } });
    expect(offers.body.count).toBe(5);
    for (const o of offers.body.data) {
      const info = (await t.call<Row>('GET', '/api/Offer/info', { token: sales, query: { id: o.id as number } })).body
        .data;
      expect(info.offer_no).toMatch(/^BJ-\d{8}-\d{4}(-v2)?$/);
      expect(info.lines_amount).toBe(linesTotal(info.product_lines as ProductLine[]));
      // the catalogue's prices, kept to the cent as the engine keeps them
      for (const l of info.product_lines as ProductLine[]) expect(l.price).toMatch(/^\d+\.\d{2}$/);
      expect(o.after_tax).toBe(
        quoteAmounts(info.lines_amount as string, info.discount as string, info.tax_rate as number).after_tax,
      );
    }
    const v2 = offers.body.data.find((o) => o.version === 2)!;
    const v1 = offers.body.data.find((o) => o.version === 1 && o.title === v2.title)!;
    expect(v2.offer_no).toBe(`${String(v1.offer_no)}-v2`);
    expect(new Set(offers.body.data.map((o) => o.status))).toEqual(new Set([1, 2, 3]));

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/Offer/pdf?offer_id=${String(v1.id)}`,
      headers: { authorization: `Bearer ${sales}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("shows 刘洋 his team's opportunities (销售一部), more than 王强's own", async () => {
    const liu = await t.login({ username: '刘洋', password: SALES.password });
    const list = await t.call<Row[]>('GET', '/api/Chance/getList', { token: liu, query: { limit: 50 } });
    expect(list.body.count).toBe(9);
    expect(new Set(list.body.data.map((r) => r.owner_user_name))).toEqual(new Set(['王强', '刘洋']));
    const lost = list.body.data.find((r) => r.status === 3)!;
    const info = (await t.call<Row>('GET', '/api/Chance/info', { token: liu, query: { id: lost.id as number } })).body
      .data;
    expect(info).toMatchObject({ chance_name: '美康医疗安全网关部署', status_reason: expect.stringContaining('网盾') });
    const rivals = await t.call<Row[]>('GET', '/api/Chance/rivals', {
      token: liu,
      query: { chance_id: lost.id as number },
    });
    expect(rivals.body.data.map((r) => r.rival_name)).toEqual(['杭州网盾安全技术有限公司']);
  });

  // the contract demo: what 王强, 刘洋, 陈静 and 赵敏 find under 合同, 回款计划 and 回款记录 on a fresh start
  const member = (name: string) => t.login({ username: name, password: SALES.password });
  const list = async (token: string, controller: string, query: Record<string, string | number> = {}) =>
    (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token, query: { limit: 50, ...query } })).body;
  const today = () => companyToday(t.clock.now(), t.config.tzOffsetMinutes);
  const addsUp = (r: Row, parts: string[], whole: string) =>
    expect(parts.reduce((s, k) => s.plus(r[k] as string), new Decimal(0)).toFixed(2)).toBe(r[whole]);

  it("gives 王强 his own contracts and no one else's: approved ones, one waiting for 刘洋, a draft, one ending this month", async () => {
    const sales = await t.login(SALES);
    const mine = await list(sales, 'Contract');
    expect(mine.count).toBe(6);
    expect(new Set(mine.data.map((r) => r.owner_user_name))).toEqual(new Set(['王强']));
    expect(Object.fromEntries(mine.data.map((r) => [r.title, r.status]))).toEqual({
      华锐智能CRM实施合同: 3,
      华锐智能安全网关采购合同: 3,
      恒通物流年度运维续约合同: 3,
      恒通物流仓储系统运维服务合同: 3,
      云杉信息SaaS办公套件升级合同: 2,
      恒通物流仓储云平台一期合同: 1,
    });
    for (const r of mine.data) addsUp(r, ['back_amount', 'stay_amount'], 'amount');
    expect(mine.data.find((r) => r.title === '恒通物流仓储系统运维服务合同')).toMatchObject({
      back_amount: '120000.00',
      stay_amount: '0.00',
    });
    // the approved contracts ending within 30 days
    const ending = mine.data.filter(
      (r) => r.status === 3 && (r.end_date as string) >= today() && (r.end_date as string) <= addDays(today(), 30),
    );
    expect(ending.map((r) => r.title)).toEqual(['恒通物流仓储系统运维服务合同']);

    // signed on the won opportunity, for its accepted quote's amount
    const gateway = mine.data.find((r) => r.title === '华锐智能安全网关采购合同')!;
    const info = (await t.call<Row>('GET', '/api/Contract/info', { token: sales, query: { id: gateway.id as number } }))
      .body.data;
    // its approval won the opportunity, which keeps the day it was won
    const won = (
      await t.call<Row>('GET', '/api/Chance/info', { token: sales, query: { id: info.chance_id as number } })
    ).body.data;
    expect(won).toMatchObject({ chance_name: '华锐智能安全网关采购', status: 2, stage_name: '赢单' });
    expect(String(won.close_time).slice(0, 10)).toBe(info.sign_date);
    const chanceLog = (
      await t.call<{ content: string }[]>('GET', '/api/Chance/getLog', {
        token: sales,
        query: { id: info.chance_id as number },
      })
    ).body.data;
    expect(chanceLog.map((l) => l.content)).toContain('合同「华锐智能安全网关采购合同」审批通过，商机赢单');
    expect(info).toMatchObject({
      contract_no: expect.stringMatching(/^HT-\d{8}-\d{4}$/),
      amount: '140958.46',
      company_name: '深圳市华锐智能科技有限公司',
      chance_id: expect.any(Number),
      offer_id: expect.any(Number),
    });
    expect((info.product_lines as ProductLine[]).map((l) => l.product_name)).toEqual(['安全网关设备', '实施服务']);
    for (const l of info.product_lines as ProductLine[]) expect(l.price).toMatch(/^\d+\.\d{2}$/);

    // his approvals: the contracts went through the real flow
    const runs = await t.call<Row[]>('GET', '/api/flow/examineList', {
      token: sales,
      query: { tab: 3, page: 1, limit: 20 },
    });
    expect(
      runs.body.data
        .filter((r) => r.flow_name === '合同')
        .map((r) => r.status_name)
        .sort(),
    ).toEqual(['审批中', '已通过', '已通过', '已通过', '已通过']);
  });

  it("puts 王强's contract in 刘洋's 待我审批, and shows each leader their own team's contracts", async () => {
    const liu = await member('刘洋');
    const pending = await t.call<Row[]>('GET', '/api/flow/examineList', {
      token: liu,
      query: { tab: 1, page: 1, limit: 10 },
    });
    const waiting = pending.body.data.find((r) => r.flow_type === 1)!;
    expect(waiting).toMatchObject({
      title: '合同 · 云杉信息SaaS办公套件升级合同 · ¥71,800.00',
      initiator_name: '王强',
      status_name: '审批中',
    });
    const contract = (
      await t.call<Row>('GET', '/api/Contract/info', { token: liu, query: { id: waiting.detail_id as number } })
    ).body.data;
    expect(contract).toMatchObject({ title: '云杉信息SaaS办公套件升级合同', status: 2, amount: '71800.00' });
    expect(new Set((await list(liu, 'Contract')).data.map((r) => r.owner_user_name))).toEqual(new Set(['王强']));

    const chen = await member('陈静');
    const team = await list(chen, 'Contract');
    expect(team.data.map((r) => r.title).sort()).toEqual(
      ['海峡金融灾备云服务器采购合同', '秦川软件研发管理平台合同', '金陵商贸门店收银系统合同'].sort(),
    );
    expect(team.data.every((r) => r.owner_user_name === '杨磊' && r.status === 3)).toBe(true);
    expect((await list(await member('杨磊'), 'Contract')).count).toBe(3);
  });

  it("shows 王强's instalments collected in full, in part, overdue and due this week", async () => {
    const sales = await t.login(SALES);
    const plans = await list(sales, 'ContractRepay');
    const plan = (contract: string, name: string) =>
      plans.data.find((r) => r.contract_name === contract && r.plan_name === name)!;
    for (const p of plans.data) addsUp(p, ['actual_amount', 'stay_amount'], 'amount');
    expect(plans.data.filter((p) => p.status === 5).length).toBe(3);
    expect(plan('华锐智能CRM实施合同', '第2期')).toMatchObject({
      status: 3,
      actual_amount: '30000.00',
      stay_amount: '44400.00',
    });
    const overdue = plan('恒通物流年度运维续约合同', '第1期');
    expect([2, 4]).toContain(overdue.status);
    expect((overdue.repayment_date as string) < today()).toBe(true);
    expect((await list(sales, 'ContractRepay', { status: '2' })).data.map((r) => r.id)).toEqual([overdue.id]);
    // open and due within 7 days
    const dueSoon = plans.data.filter(
      (p) =>
        [1, 3].includes(p.status as number) &&
        (p.repayment_date as string) >= today() &&
        (p.repayment_date as string) <= addDays(today(), 7),
    );
    expect(dueSoon.map((p) => `${String(p.contract_name)} ${String(p.plan_name)}`)).toEqual([
      '华锐智能安全网关采购合同 第1期',
    ]);
    // 杨磊's are not among them
    expect(new Set(plans.data.map((p) => p.owner_user_name))).toEqual(new Set(['王强']));
  });

  it('shows the duplicate payment on 金陵商贸 refunded through approval, and the contract owing the second instalment', async () => {
    const chen = await member('陈静');
    const refunds = await list(chen, 'ContractRefund');
    expect(refunds.data.map((r) => [r.contract_name, r.amount, r.status, r.create_user_name])).toEqual([
      ['金陵商贸门店收银系统合同', '29000.00', 3, '陈静'],
    ]);
    const jinling = (await list(chen, 'Contract')).data.find((r) => r.title === '金陵商贸门店收银系统合同')!;
    const info = (await t.call<Row>('GET', '/api/Contract/info', { token: chen, query: { id: jinling.id as number } }))
      .body.data;
    expect(info).toMatchObject({
      amount: '58000.00',
      back_amount: '29000.00',
      refund_amount: '29000.00',
      stay_amount: '29000.00',
    });
  });

  it('gives 赵敏 the collection 王强 registered to confirm; confirming it counts it on the contract and its instalment', async () => {
    const zhao = await member('赵敏');
    const all = await list(zhao, 'ContractPayment');
    // besides those on 李娜's key accounts (the write-off demo, debt-demo.test.ts)
    expect(all.data.filter((r) => r.owner_user_name !== '李娜')).toHaveLength(9);
    const unconfirmed = await list(zhao, 'ContractPayment', { status: '1' });
    expect(unconfirmed.data.map((r) => [r.contract_name, r.amount, r.actual_amount, r.owner_user_name])).toEqual([
      ['华锐智能安全网关采购合同', '42287.54', '0.00', '王强'],
    ]);
    const r = unconfirmed.data[0];
    expect(
      (
        await t.call('POST', '/api/ContractPayment/confirm', {
          token: zhao,
          body: { receivable_id: r.id, actual_amount: r.amount },
        })
      ).body.msg,
    ).toBe('操作成功');
    const contract = (
      await t.call<Row>('GET', '/api/Contract/info', { token: zhao, query: { id: r.contract_id as number } })
    ).body.data;
    expect(contract).toMatchObject({ back_amount: '42287.54', stay_amount: '98670.92' });
    const { plan_id } = (
      await t.call<Row>('GET', '/api/ContractPayment/info', { token: zhao, query: { id: r.id as number } })
    ).body.data;
    const plan = (
      await t.call<Row>('GET', '/api/ContractRepay/info', { token: zhao, query: { id: plan_id as number } })
    ).body.data;
    expect(plan).toMatchObject({ plan_name: '第1期', status: 5 });
    expect((await list(zhao, 'ContractPayment', { status: '1' })).count).toBe(0);
  });

  it('shows 赵敏 finance at work: advances paid and overdue, claims paid and waiting, a payment to submit', async () => {
    const zhao = await t.login({ username: '赵敏', password: '123456' });
    const rows = async (controller: string) =>
      (await t.call<Row[]>('GET', `/api/${controller}/getList`, { token: zhao, query: { limit: 50 } })).body.data;
    const borrows = await rows('FinanceBorrow');
    expect(borrows.map((b) => [b.apply_name, b.money, b.status]).sort()).toEqual([
      ['杨磊', '1500.00', 2],
      ['王强', '2000.00', 1],
      ['王强', '3000.00', 4],
    ]);
    expect(borrows.find((b) => b.money === '3000.00')).toMatchObject({
      paid_money: '3000.00',
      payment_received: '1000.00',
      unpayment_received: '2000.00',
    });
    const claims = await rows('FinanceExpense');
    expect(claims.map((c) => [c.amount, c.status, c.pay_status]).sort()).toEqual([
      ['1860.50', 3, 3],
      ['236.00', 3, 1],
      ['356.80', 2, null],
      ['680.00', 3, 1],
    ]);
    const payments = await rows('FinancePayment');
    expect(payments.map((p) => [p.amount, p.status]).sort()).toEqual([
      ['3000.00', 3],
      ['680.00', 1],
      ['860.50', 3],
      ['94000.00', 3],
    ]);
    // the purchase order waiting for payment is among what finance can pay
    const payables = (
      await t.call<Row[]>('GET', '/api/FinancePayment/payables', { token: zhao, query: { doc_type: 4, limit: 50 } })
    ).body.data;
    expect(payables.map((p) => p.left_amount)).toEqual(['1907.00']);
  });

  it('shows 孙悦 her purchases in every state and 郑爽 the suppliers, one of them on the 黑名单', async () => {
    const sun = await t.login({ username: '孙悦', password: '123456' });
    const orders = (await t.call<Row[]>('GET', '/api/purchase/getList', { token: sun, query: { limit: 50 } })).body
      .data;
    expect(orders.map((o) => [o.content, o.status, o.paid_amount]).sort()).toEqual([
      ['备品备件', 0, '0.00'],
      ['机房综合布线施工', 4, '0.00'],
      ['现场实施办公用品', 5, '0.00'],
      ['美康 MES 数据接口开发外包', 3, '0.00'],
      ['美康项目服务器与网络设备', 1, '94000.00'],
    ]);
    expect(orders.every((o) => o.project_name === '美康医疗产线数字化改造' && o.user_name === '孙悦')).toBe(true);
    const zheng = await t.login({ username: '郑爽', password: '123456' });
    const suppliers = (await t.call<Row[]>('GET', '/api/supplier/getList', { token: zheng, query: { limit: 50 } })).body
      .data;
    expect(suppliers).toHaveLength(5);
    expect(suppliers.filter((s) => s.status === 3).map((s) => s.supplier_name)).toEqual(['东莞市利丰包装材料厂']);
  });

  it('shows 孙悦 the goods that came and the switch sent back, paid back and off the servers order', async () => {
    const sun = await t.login({ username: '孙悦', password: '123456' });
    const get = async (path: string, query: Record<string, string | number>) =>
      (await t.call<Row[]>('GET', path, { token: sun, query: query as Record<string, string> })).body.data;
    const orders = await get('/api/purchase/getList', { limit: 50 });
    const servers = orders.find((o) => o.content === '美康项目服务器与网络设备')!;
    const supplies = orders.find((o) => o.content === '现场实施办公用品')!;
    expect([servers.receive_status, supplies.receive_status]).toEqual([3, 2]);
    const refunds = await get('/api/PurchaseRefund/getList', { limit: 50 });
    expect(refunds.map((r) => [r.purchase_name, r.return_amount, r.refund_amount, r.status])).toEqual([
      ['美康项目服务器与网络设备', '4200.00', '4200.00', 3],
    ]);
    const order = (await t.call<Row>('GET', '/api/purchase/info', { token: sun, query: { id: String(servers.id) } }))
      .body.data;
    const requests = await get('/api/InternalPurchase/getList', { limit: 50 });
    expect(requests.map((r) => [r.title, r.status, r.handle_status]).sort()).toEqual([
      ['实施现场调试工具', 3, 2],
      ['美康项目现场备用笔记本', 2, 1],
    ]);
    expect(order).toMatchObject({
      returned_amount: '4200.00',
      refunded_amount: '4200.00',
      received_amount: '94000.00',
      unpaid_amount: '0.00',
    });
  });
});
