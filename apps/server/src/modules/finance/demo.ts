import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addDays, companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { demoCaller } from '../../core/demo-caller.ts';
import { departments, users } from '../../db/schema.ts';
import { borrowTable } from './finance.tables.ts';

// Demo money out for a new installation started with `npm start`, all through the API as the members would: 王强's
// travel advance approved by 刘洋, paid by 黄丽 (approved by 赵敏) and now overdue, part of it offset by his
// travel claim, and his taxi claim approved and waiting for payment; 杨磊's advance and entertainment claim waiting
// for payment, a payment of it still a draft; 刘洋's claim waiting for 李娜, 王强's second advance waiting for 刘洋;
// 销售一部's pay of last month waiting for payment. 赵敏 sees finance at work.

const LEADER: Record<string, string> = { 王强: '刘洋', 杨磊: '陈静', 刘洋: '李娜', 黄丽: '赵敏' };
const PAYER = '黄丽';

export async function seedFinanceDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const [any] = await db.select({ id: borrowTable.id }).from(borrowTable).limit(1);
  if (any) {
    log?.info('已有借款，跳过财务演示数据');
    return;
  }
  const names = [...new Set([...Object.keys(LEADER), ...Object.values(LEADER)])];
  const people = await db.select({ id: users.user_id }).from(users).where(inArray(users.user_name, names));
  if (people.length < names.length) {
    log?.warn('财务演示数据需要演示公司的成员，已跳过');
    return;
  }
  const today = companyToday(app.config.now(), app.config.tzOffsetMinutes);
  const day = (days: number) => addDays(today, days);
  const { call, done } = demoCaller(app);
  const submit = async (as: string, flowType: number, id: number, approve = true) => {
    await call(as, '/api/flow/startflow', { flow_type: flowType, detail_id: id, to_user: '{}' });
    if (approve)
      await call(LEADER[as], '/api/flow/examine', { flow_type: flowType, detail_id: id, pass_type: 2, reason: '同意' });
  };
  const borrow = (as: string, money: string, reason: string, borrowed: number, due: number) =>
    call(as, '/api/FinanceBorrow/add', {
      money,
      reason,
      borrow_date: day(borrowed),
      repay_date: day(due),
      pay_method: 1,
      bank_name: '招商银行',
      bank_account: `62258800${String(money).replace('.', '')}`,
    });
  const claim = (as: string, title: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    call(as, '/api/FinanceExpense/add', { title, items, ...extra });
  const pay = async (payee: string, items: Record<string, unknown>[], approve = true) => {
    const { id } = await call(PAYER, '/api/FinancePayment/add', {
      items,
      payee,
      pay_method: 1,
      pay_date: day(-1),
      remark: '网银转账',
    });
    if (approve) await submit(PAYER, 6, id);
    return id;
  };

  try {
    const advance = await borrow('王强', '3000.00', '华东客户巡访差旅备用金', -40, -5);
    await submit('王强', 7, advance.id);
    await pay('王强', [{ doc_type: 2, doc_id: advance.id, amount: '3000.00' }]);
    const travel = await claim(
      '王强',
      '11月华东客户巡访差旅费',
      [
        { date: day(-30), category: 2, amount: '553.00', description: '上海—杭州高铁往返', bill_count: 2 },
        { date: day(-29), category: 4, amount: '1068.00', description: '杭州酒店三晚', bill_count: 1 },
        { date: day(-28), category: 3, amount: '239.50', description: '出差餐费', bill_count: 4 },
      ],
      { borrow_ids: [advance.id], offset_amount: '1000.00', remark: '冲抵部分备用金，其余备用金月底前归还' },
    );
    await submit('王强', 5, travel.id);
    await pay('王强', [{ doc_type: 1, doc_id: travel.id, amount: '860.50' }]);

    const second = await borrow('杨磊', '1500.00', '参展物料预付款', -6, 24);
    await submit('杨磊', 7, second.id);
    const dinner = await claim('杨磊', '客户答谢宴招待费', [
      { date: day(-8), category: 7, amount: '680.00', description: '与客户技术团队晚餐', bill_count: 1 },
    ]);
    await submit('杨磊', 5, dinner.id);
    await pay('杨磊', [{ doc_type: 1, doc_id: dinner.id, amount: '680.00' }], false);

    // approved and waiting: nothing holds it yet, for finance to pay
    const rides = await claim('王强', '11月市内客户拜访交通费', [
      { date: day(-6), category: 2, amount: '128.00', description: '拜访金陵商贸打车往返', bill_count: 2 },
      { date: day(-4), category: 2, amount: '108.00', description: '拜访华锐智能打车往返', bill_count: 2 },
    ]);
    await submit('王强', 5, rides.id);

    const office = await claim('刘洋', '销售一部办公用品', [
      { date: day(-3), category: 5, amount: '356.80', description: '打印纸、文件夹', bill_count: 1 },
    ]);
    await submit('刘洋', 5, office.id, false);
    const trip = await borrow('王强', '2000.00', '下周北京客户招标差旅备用金', 0, 30);
    await submit('王强', 7, trip.id, false);

    // last month's pay of 销售一部, approved by 赵敏 and waiting for payment
    const [dept] = await db
      .select({ id: departments.dept_id })
      .from(departments)
      .where(eq(departments.dept_name, '销售一部'));
    const staff = await db
      .select({ id: users.user_id, name: users.user_name })
      .from(users)
      .where(inArray(users.user_name, ['刘洋', '王强']));
    const idOf = (name: string) => staff.find((p) => p.name === name)!.id;
    if (dept && staff.length === 2) {
      const sheet = await call(PAYER, '/api/FinanceSalary/add', {
        month: addDays(today, -28).slice(0, 7),
        pay_dept_id: dept.id,
        salary_group: '销售岗',
        lines: [
          { user_id: idOf('刘洋'), gross: '18000.00', deductions: '0', social_security: '1890.00', tax: '1011.00' },
          { user_id: idOf('王强'), gross: '12000.00', deductions: '150.00', social_security: '1260.00', tax: '324.00' },
        ],
      });
      await submit(PAYER, 13, sheet.id);
    }
  } finally {
    await done();
  }
  log?.info('已创建财务演示数据：3 笔借款、4 张报销单、1 张工资单、3 张付款单');
}
