import { creditCodeCheck, DATA_SCOPE, type DataScope } from '@suwork/domain';
import {
  APPLICATIONS,
  contractEntity,
  DOC_APPROVED,
  ENTITY_BY_KEY,
  PURCHASE,
  purchaseEntity,
  receivableEntity,
  type EntityDef,
  type Field,
} from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/core/passwords.ts';
import { nodeIdsFromPatterns } from '../src/core/permissions.ts';
import { departments, roles, userRoles, users } from '../src/db/schema.ts';
import { contract, contractTable, receivable, receivableTable } from '../src/modules/contract/tables.ts';
import { purchase, purchaseTable } from '../src/modules/purchase/purchase.tables.ts';
import { stages } from '../src/modules/sales/sales.tables.ts';
import { fin_expense } from '../src/db/entity-tables.ts';
import type { TestContext } from './harness.ts';

let seq = 0;

/** A valid value for a writable field; references are created first (recursively) by `create`. */
export async function sampleValue(t: TestContext, token: string, field: Field, n: number): Promise<unknown> {
  switch (field.type) {
    case 'text':
      return `${field.label}${n}`;
    case 'longText':
    case 'richText':
      return `${field.label}内容 ${n}`;
    case 'phone':
      return `1390000${String(n).padStart(4, '0')}`;
    case 'email':
      return `u${n}@example.com`;
    case 'region':
      return '广东省/深圳市/南山区';
    case 'integer':
      return Math.min(Math.max(n, field.min ?? n), field.max ?? n);
    case 'money':
      return '1234.5';
    case 'percent':
      return '12.5';
    case 'date':
      return '2026-11-20';
    case 'datetime':
      return '2026-11-25 10:30:00';
    case 'enum':
      return Number(Object.keys(field.options!)[0]);
    case 'reference':
      return createRecord(t, token, ENTITY_BY_KEY.get(field.entity!)!);
    case 'references':
      return [await createRecord(t, token, ENTITY_BY_KEY.get(field.entity!)!)];
    case 'member':
      return 1;
    case 'members':
      return [1];
    case 'department':
      return 1;
    case 'attachments':
    case 'tags':
    case 'lines':
      return [];
    case 'rows': {
      // one row of the writable columns
      const row: Record<string, unknown> = {};
      for (const c of (field.columns ?? []).filter((x) => x.writable !== false))
        row[c.key] = await sampleValue(t, token, c, n);
      return [row];
    }
  }
}

/** Values an entity's own rules need on top of the generic ones. */
const SAMPLE_RULES: Readonly<
  Record<string, (t: TestContext, n: number, token: string) => Promise<Record<string, unknown>>>
> = {
  // 员工档案: one per member, the contract ending after it starts, a well-formed ID card number
  worker: async (t, n) => {
    const [m] = await t.database.db
      .insert(users)
      .values({ user_name: `员工${n}`, user_phone: `1380100${String(n).padStart(4, '0')}`, user_pwd: 'x', dept_id: 1 })
      .returning();
    return { user_id: m.user_id, contract_end_date: '2029-11-20', id_card: '11010519491231002X' };
  },
  // OA applications: the end after the start, a colleague (not the applicant, not the leaving member) receiving
  quitHandover: async (t) => ({ receiver_id: await colleague(t) }),
  workHandover: async (t) => ({ receiver_id: await colleague(t) }),
  useCar: async () => ({ end_time: '2026-11-25 17:30:00' }),
  goOut: async () => ({ end_time: '2026-11-25 12:00:00' }),
  // 客户: its 开票信息's 纳税人识别号 a unified social credit code
  customer: async () => ({ tax_number: '91350100M000100Y43' }),
  // 供应商: a unified social credit code of its own, with its check character
  supplier: async (_t, n) => {
    const first = `91440300MA${String((n * 1000 + ++seq) % 10_000_000).padStart(7, '0')}`;
    return { credit_code: first + creditCodeCheck(first) };
  },
  // 采购退货: of an approved order whose goods came and were paid for; one of its lines back, the supplier paying it back
  purchaseRefund: async (t, _n, token) => {
    const id = await createRecord(t, token, purchaseEntity);
    const [o] = await t.database.db.select().from(purchaseTable).where(eq(purchase.id, id));
    await t.database.db
      .update(purchaseTable)
      .set({
        status: PURCHASE.toPay,
        paid_amount: o.price,
        items: (o.items ?? []).map((l) => ({ ...l, received: l.quantity })),
      })
      .where(eq(purchase.id, id));
    return { purchase_id: id, items: [{ line: 1, quantity: 1 }], refund_amount: String(o.items?.[0]?.unit_price) };
  },
  // sales: the first stage of the member's group, and that group; a contact or opportunity of another customer is refused
  opportunity: async (t) => {
    const [first] = await t.database.db
      .select({ id: stages.id, group_id: stages.group_id })
      .from(stages)
      .orderBy(stages.id)
      .limit(1);
    return { stage_group_id: first.group_id, stage_id: first.id, contact_id: null };
  },
  offer: async () => ({ contact_id: null, chance_id: null }),
  businessProject: async () => ({ decision_maker_ids: [] }),
  // the money chain: a contract's parties are its customer's; collections on an approved contract; a refund on money that arrived
  contract: async () => ({ contact_id: null, chance_id: null, offer_id: null }),
  receivable: async (t, _n, token) => ({ contract_id: await approvedContract(t, token), plan_id: null }),
  contractChange: async (t, _n, token) => ({ contract_id: await approvedContract(t, token) }),
  contractRefund: async (t, _n, token) => {
    const contract_id = await approvedContract(t, token);
    const receivable_id = await createRecord(t, token, receivableEntity, { contract_id });
    await t.database.db
      .update(receivableTable)
      .set({ actual_amount: '1234.50', status: 3 })
      .where(eq(receivable.id, receivable_id));
    return { contract_id, receivable_id };
  },
  // 报销: no offset (borrowings are offset only once paid, see finance.test.ts)
  expense: async () => ({ borrow_ids: [], offset_amount: '0' }),
  // 工资录入: a month and a member's pay that nets above nothing
  salary: async () => ({
    month: '2026-11',
    lines: [{ user_id: 1, gross: '8000.00', deductions: '0', social_security: '800.00', tax: '120.00' }],
  }),
  // 付款: of an approved claim waiting for payment, the paying member's own (a payment names what its payer may see)
  payment: async (t, n, token) => {
    const me = (await t.call<{ uid: number; dept_id: number }>('GET', '/api/user/getUserInfo', { token })).body.data;
    const [claim] = await t.database.db
      .insert(fin_expense)
      .values({
        code: `BX-SAMPLE-${n}-${++seq}`,
        title: '待付款报销',
        items: [],
        amount: '5000.00',
        payable_amount: '5000.00',
        unpaid_amount: '5000.00',
        paid_amount: '0',
        pay_status: 1,
        status: DOC_APPROVED,
        owner_user_id: me.uid,
        dept_id: me.dept_id,
      })
      .returning({ id: fin_expense.id });
    return { items: [{ doc_type: 1, doc_id: claim.id, amount: '1.00' }] };
  },
  // 坏账 and 呆账: written off on an approved contract whose balance is outstanding
  contractBroken: async (t, _n, token) => ({ contract_id: await approvedContract(t, token) }),
  contractBad: async (t, _n, token) => ({ contract_id: await approvedContract(t, token) }),
  // 开票申请: on an approved contract of its customer, a valid 纳税人识别号 (统一社会信用代码)
  invoice: async (t, _n, token) => {
    const contract_id = await approvedContract(t, token);
    const [c] = await t.database.db
      .select({ enterprise_id: contract.enterprise_id, title: contract.title, company_name: contract.company_name })
      .from(contractTable)
      .where(eq(contract.id, contract_id));
    // a line as the server keeps it: the contract's name and customer beside the amount, nothing issued yet
    const line = {
      contract_id,
      title: c.title,
      company_name: c.company_name,
      amount: '100.00',
      invoice_amount: '0.00',
    };
    return { enterprise_id: c.enterprise_id, contractList: [line], tax_number: '91350100M000100Y43' };
  },
};

/** A contract approved without going through approval (its flow is tested in contracts.test.ts). */
async function approvedContract(t: TestContext, token: string): Promise<number> {
  const id = await createRecord(t, token, contractEntity);
  await t.database.db.update(contractTable).set({ status: DOC_APPROVED }).where(eq(contract.id, id));
  return id;
}

/** A demo member other than admin (who fills member fields of samples). */
async function colleague(t: TestContext): Promise<number> {
  const [m] = await t.database.db.select({ user_id: users.user_id }).from(users).where(eq(users.user_name, '李娜'));
  return m.user_id;
}

export async function sampleInput(t: TestContext, token: string, def: EntityDef): Promise<Record<string, unknown>> {
  const n = ++seq;
  const out: Record<string, unknown> = {};
  // a tree's parent (a reference to its own entity) stays empty, or creating one record would never end
  const sampled = def.fields.filter((x) => x.writable !== false && x.type !== 'attachments' && x.entity !== def.key);
  for (const f of sampled) out[f.key] = await sampleValue(t, token, f, n);
  return { ...out, ...(await SAMPLE_RULES[def.key]?.(t, n, token)) };
}

export async function createRecord(
  t: TestContext,
  token: string,
  def: EntityDef,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const body = { ...(await sampleInput(t, token, def)), ...overrides };
  const res = await t.call<{ id: number }>('POST', `/api/${def.controller}/add`, { token, body });
  if (res.body.code !== 0) throw new Error(`create ${def.key} failed: ${res.body.msg}`);
  return res.body.data.id;
}

/** The page nodes of the entities a record refers to, and of those they refer to (商机项目 → 商机 → 客户). */
function referencedNodes(def: EntityDef, seen = new Set([def.key])): string[] {
  const rowTargets = def.fields.flatMap((f) =>
    (f.columns ?? []).flatMap((c) => Object.values(c.entityBy?.entities ?? {})),
  );
  const targets = [
    ...def.fields.filter((f) => f.type === 'reference' || f.type === 'references').map((f) => f.entity!),
    ...rowTargets,
  ];
  return [...new Set(targets)]
    .filter((key) => !seen.has(key))
    .flatMap((key) => {
      const target = ENTITY_BY_KEY.get(key)!;
      seen.add(target.key);
      return [target.node, ...referencedNodes(target, seen)];
    });
}

/**
 * A member holding the entity's page and actions (and those of the entities it references) with the given
 * data scope, in the given department; returns a signed-in token.
 */
export async function memberWith(
  t: TestContext,
  def: EntityDef,
  deptName: string,
  scope: DataScope = DATA_SCOPE.self,
): Promise<{ token: string; userId: number }> {
  const db = t.database.db;
  const n = ++seq;
  // a record submitted into approval is created through the approval centre's 发起申请
  const nodes = [def.node, ...(APPLICATIONS.includes(def) ? ['home_examine_apply'] : []), ...referencedNodes(def)];
  const [role] = await db
    .insert(roles)
    .values({ role_name: `测试角色${n}`, data_scope: scope, node_ids: nodeIdsFromPatterns(nodes) })
    .returning();
  const [dept] = await db.select().from(departments).where(eq(departments.dept_name, deptName));
  const phone = `1370000${String(n).padStart(4, '0')}`;
  const [user] = await db
    .insert(users)
    .values({
      user_name: `测试成员${n}`,
      user_phone: phone,
      user_pwd: await hashPassword('pass-123'),
      dept_id: dept.dept_id,
    })
    .returning();
  await db.insert(userRoles).values({ user_id: user.user_id, role_id: role.role_id });
  return { token: await t.login({ username: phone, password: 'pass-123' }), userId: user.user_id };
}
