import { CATALOGUE } from '@suwork/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_PASSWORD } from '../../config.ts';
import { companyToday } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import { demoCaller } from '../../core/demo-caller.ts';
import { roles, userRoles, users } from '../../db/schema.ts';
import { contract, contractTable } from '../contract/index.ts';
import { inv, invoiceTable } from './invoice.tables.ts';

// Demo invoice applications for a new installation, made after the contract demo on 杨磊's approved contracts and
// approved by his leader 陈静: one issued in full by 赵敏 and handed over (已完成), one issued in part (部分开票), one
// waiting in 赵敏's 财务开票 queue (待开票), one waiting for 陈静 (审核中) and a draft. All through the API as the
// members would, so every number, run and log line is the module's own.

const SELLER = '杨磊';
const LEADER = '陈静';
const FINANCE = '赵敏';

type DemoApplication = {
  contract: string;
  amount: string;
  body: Record<string, unknown>;
  state: 'done' | 'partly' | 'approved' | 'submitted' | 'draft';
  /** issued by finance: amount and number */
  issue?: { amount: string; number: string };
};

const HAIXIA = {
  company: '厦门海峡金融服务有限公司',
  tax_number: '91350200MA2XN5YQ4Y',
  address_phone: '厦门市思明区鹭江道8号 0592-2881234',
  bank_account: '中国工商银行厦门分行 4100021109024501234',
};

const APPLICATIONS: readonly DemoApplication[] = [
  {
    contract: '海峡金融灾备云服务器采购合同',
    amount: '74200.00',
    body: {
      invoice_type: 2,
      ...HAIXIA,
      is_receive: 2,
      delivery: 2,
      receiver: '林晓',
      receiver_phone: '13906001234',
      receiver_address: '厦门市思明区鹭江道8号 财务部',
      remark: '首期款已到账，按合同开具专票。',
    },
    state: 'done',
    issue: { amount: '74200.00', number: '35020261' },
  },
  {
    contract: '秦川软件研发管理平台合同',
    amount: '45000.00',
    body: {
      invoice_type: 5,
      company: '西安秦川软件有限公司',
      tax_number: '91610131MA6U8K2L07',
      is_receive: 1,
      delivery: 3,
      receiver_email: 'finance@qinchuan.example.com',
      remark: '客户要求一次申请、分两次开具。',
    },
    state: 'partly',
    issue: { amount: '22500.00', number: '24612000000000012345' },
  },
  {
    contract: '金陵商贸门店收银系统合同',
    amount: '29000.00',
    body: {
      invoice_type: 1,
      company: '南京金陵商贸有限公司',
      tax_number: '91320106MA1NXY3P5F',
      is_receive: 1,
      delivery: 1,
      remark: '门店上线验收后开具。',
    },
    state: 'approved',
  },
  {
    contract: '海峡金融灾备云服务器采购合同',
    amount: '30000.00',
    body: {
      invoice_type: 2,
      ...HAIXIA,
      is_receive: 1,
      delivery: 2,
      receiver: '林晓',
      receiver_phone: '13906001234',
      receiver_address: '厦门市思明区鹭江道8号 财务部',
    },
    state: 'submitted',
  },
  {
    contract: '金陵商贸门店收银系统合同',
    amount: '10000.00',
    body: { invoice_type: 3, is_receive: 1, delivery: 1, remark: '草稿：待确认开票抬头。' },
    state: 'draft',
  },
];

/** A PDF the way finance uploads an e-invoice (the smallest valid one). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Uploads a file as the member (signed in here) and returns its id. */
async function uploadAs(app: App, name: string, filename: string, content: Buffer): Promise<number> {
  const signIn = (
    await app.inject({ method: 'POST', url: '/api/Login/login', payload: { username: name, password: DEMO_PASSWORD } })
  ).json<{ data: { token: string } }>();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/Upload/doUpload',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${signIn.data.token}` },
  });
  await app.inject({
    method: 'GET',
    url: '/api/user/loginOut',
    headers: { authorization: `Bearer ${signIn.data.token}` },
  });
  const body = res.json<{ code: number; msg: string; data: { id: number } }>();
  if (body.code !== 0) throw new Error(`/api/Upload/doUpload: ${body.msg}`);
  return body.data.id;
}

/**
 * Adds the invoice demo; run once, after the contract demo. Skipped when applications exist already, when the
 * contract demo's contracts are missing, or when the sales roles may not apply for invoices.
 */
export async function seedInvoiceDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const [any] = await db.select({ id: inv.id }).from(invoiceTable).limit(1);
  if (any) {
    log?.info('已有开票申请，跳过发票演示数据');
    return;
  }
  const [seller] = await db.select({ id: users.user_id }).from(users).where(eq(users.user_name, SELLER));
  const titles = [...new Set(APPLICATIONS.map((a) => a.contract))];
  const contracts = seller
    ? await db
        .select({ id: contract.id, title: contract.title, enterprise_id: contract.enterprise_id })
        .from(contractTable)
        .where(and(inArray(contract.title, titles), eq(contract.owner_user_id, seller.id), eq(contract.status, 3)))
    : [];
  if (contracts.length < titles.length) {
    log?.warn('发票演示数据需要合同演示数据中杨磊已通过审批的合同，已跳过');
    return;
  }
  if (!(await mayApply(app, seller.id))) {
    log?.warn('销售角色尚无发票管理权限（新建开票申请），已跳过发票演示数据');
    return;
  }
  const { call, done } = demoCaller(app);
  try {
    const file = await uploadAs(app, FINANCE, '电子发票.pdf', PDF);
    for (const a of APPLICATIONS) {
      const c = contracts.find((x) => x.title === a.contract)!;
      const { id } = await call(SELLER, '/api/FinanceInvoice/add', {
        enterprise_id: c.enterprise_id,
        contractList: [{ contract_id: c.id, amount: a.amount }],
        ...a.body,
      });
      if (a.state === 'draft') continue;
      await call(SELLER, '/api/flow/startflow', { flow_type: 4, detail_id: id, to_user: '{}' });
      if (a.state === 'submitted') continue;
      await call(LEADER, '/api/flow/examine', { flow_type: 4, detail_id: id, pass_type: 2, reason: '同意' });
      if (!a.issue) continue;
      await call(FINANCE, '/api/FinanceInvoice/openInvoice', {
        invoice_id: id,
        invoice_amount: a.issue.amount,
        invoice_number: a.issue.number,
        invoice_date: dayOf(app),
        attachments: [file],
        remark: '',
      });
      if (a.state === 'done') await call(FINANCE, '/api/FinanceInvoice/transfer', { invoice_id: id });
    }
  } finally {
    await done();
  }
  log?.info(`已创建发票演示数据：${APPLICATIONS.length} 份开票申请`);
}

const dayOf = (app: App) => companyToday(app.config.now(), app.config.tzOffsetMinutes);

/** Whether the member's active roles hold 新建开票申请. */
async function mayApply(app: App, userId: number): Promise<boolean> {
  const node = CATALOGUE.byName.get('financial_invoice_add')!.node_id;
  const held = await app.database.db
    .select({ nodes: roles.node_ids })
    .from(userRoles)
    .innerJoin(roles, eq(roles.role_id, userRoles.role_id))
    .where(and(eq(userRoles.user_id, userId), eq(roles.status, 1)));
  return held.some((r) => r.nodes.includes(node));
}
