import { creditCodeCheck } from '@suwork/domain';
import { PAYABLE, projectEntity } from '@suwork/domain/entities';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { demoCaller } from '../../core/demo-caller.ts';
import type { App } from '../../core/types.ts';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import { supplierTable } from './purchase.tables.ts';

// Demo 采购 for a new installation started with `npm start`, through the API as the members would: 郑爽 (采购部)
// keeps the suppliers, one of them on the 黑名单; 孙悦 (项目部) buys for 美康医疗产线数字化改造 and 吴刚 approves:
// the servers paid by 黄丽 (approved by 赵敏) and so 采购成功, the office supplies waiting for payment, the interface
// work waiting for 吴刚, the cabling sent back, the spare parts still a draft. The servers all came and one switch
// went back (采购退货, paid back); half the office supplies came. Of 孙悦's 内部采购, the tools came from stock and the
// spare laptops wait for 吴刚.

const { table: projectTable, cols: project } = entityTableOf(projectEntity);

const BUYER = '孙悦';
const APPROVER = '吴刚';
const KEEPER = '郑爽';
const PAYER = '黄丽';
const PAYER_LEADER = '赵敏';

/** A 统一社会信用代码 from its first 17 characters, with its check character. */
const code = (first17: string) => first17 + creditCodeCheck(first17);

const SUPPLIERS = [
  ['深圳市联创电子科技有限公司', code('91440300MA5F8K2L1'), 2, '林建华', '13922001001', 1, 1],
  ['上海申达办公用品有限公司', code('91310115MA1H7P3Q5'), 3, '周敏', '13816002002', 2, 1],
  ['苏州云启软件服务有限公司', code('91320594MA1W6T8R2'), 4, '钱晓东', '13962003003', 1, 1],
  ['广州恒达工程安装有限公司', code('91440101MA59U4N7X'), 5, '黄志强', '13726004004', 3, 1],
  ['东莞市利丰包装材料厂', code('92441900MA4W3D5K8'), 1, '何利丰', '13688005005', 4, 3],
] as const;

export async function seedPurchaseDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const [any] = await db.select({ id: supplierTable.id }).from(supplierTable).limit(1);
  if (any) {
    log?.info('已有供应商，跳过采购演示数据');
    return;
  }
  const [forProject] = await db
    .select({ id: project.id })
    .from(projectTable)
    .where(eq(project.project_name, '美康医疗产线数字化改造'));
  const { call, done, when } = demoCaller(app);
  try {
    const ids: number[] = [];
    for (const [supplier_name, credit_code, category, contact_name, phone, rating, status] of SUPPLIERS) {
      const { id } = await call(KEEPER, '/api/supplier/add', {
        supplier_name,
        credit_code,
        category,
        contact_name,
        phone,
        rating,
        status,
        bank_name: '中国工商银行',
        bank_account: `6222 0200 ${phone.slice(-8)}`,
        remark: status === 3 ? '2026年多次延期交货且质量不合格，停止合作' : '',
      });
      ids.push(id);
    }
    const order = (content: string, supplier: number, items: Record<string, unknown>[], days: number) =>
      call(BUYER, '/api/purchase/add', {
        content,
        service_id: ids[supplier],
        project_id: forProject?.id ?? null,
        items,
        expected_date: when(days),
      });
    const submit = (id: number) => call(BUYER, '/api/flow/startflow', { flow_type: 8, detail_id: id, to_user: '{}' });
    const examine = (id: number, pass: boolean) =>
      call(APPROVER, '/api/flow/examine', {
        flow_type: 8,
        detail_id: id,
        pass_type: pass ? 2 : 3,
        reason: pass ? '同意' : '请补充三家比价后再提交',
      });

    const servers = await order(
      '美康项目服务器与网络设备',
      0,
      [
        {
          name: '机架式服务器',
          spec: '2U 双路 64G 内存',
          unit: '台',
          quantity: 2,
          unit_price: '38600.00',
          tax_rate: 13,
        },
        { name: '千兆交换机', spec: '48 口', unit: '台', quantity: 4, unit_price: '4200.00', tax_rate: 13 },
      ],
      -10,
    );
    await submit(servers.id);
    await examine(servers.id, true);
    const payment = await call(PAYER, '/api/FinancePayment/add', {
      items: [{ doc_type: PAYABLE.purchase, doc_id: servers.id, amount: '94000.00' }],
      payee: SUPPLIERS[0][0],
      bank_name: '中国工商银行',
      bank_account: '6222 0200 22001001',
      pay_method: 1,
      pay_date: when(-3),
      remark: '设备到货验收后全额付款',
    });
    await call(PAYER, '/api/flow/startflow', { flow_type: 6, detail_id: payment.id, to_user: '{}' });
    await call(PAYER_LEADER, '/api/flow/examine', {
      flow_type: 6,
      detail_id: payment.id,
      pass_type: 2,
      reason: '同意',
    });
    await call(BUYER, '/api/purchase/receive', {
      purchase_id: servers.id,
      receive_date: when(-2),
      lines: [
        { line: 1, quantity: 2 },
        { line: 2, quantity: 4 },
      ],
      remark: '设备到货，外包装完好，已清点',
    });
    // one switch failed on power-up: back to the supplier, who pays it back
    const back = await call(BUYER, '/api/PurchaseRefund/add', {
      purchase_id: servers.id,
      refund_type: 1,
      items: [{ line: 2, quantity: 1 }],
      refund_amount: '4200.00',
      refund_date: when(-1),
      reason: '一台千兆交换机通电后多个端口无法工作，退回供应商并退款',
    });
    await call(BUYER, '/api/flow/startflow', { flow_type: 9, detail_id: back.id, to_user: '{}' });
    await call(APPROVER, '/api/flow/examine', { flow_type: 9, detail_id: back.id, pass_type: 2, reason: '同意退货' });

    const supplies = await order(
      '现场实施办公用品',
      1,
      [
        { name: 'A4 打印纸', spec: '70g 500张/包', unit: '箱', quantity: 6, unit_price: '168.00', tax_rate: 13 },
        { name: '标签打印机', spec: '热敏', unit: '台', quantity: 1, unit_price: '899.00', tax_rate: 13 },
      ],
      5,
    );
    await submit(supplies.id);
    await examine(supplies.id, true);
    await call(BUYER, '/api/purchase/receive', {
      purchase_id: supplies.id,
      receive_date: when(-1),
      lines: [{ line: 1, quantity: 4 }],
      remark: '打印纸先到4箱',
    });

    const api = await order(
      '美康 MES 数据接口开发外包',
      2,
      [
        {
          name: '接口开发服务',
          spec: 'MES 与 ERP 对接',
          unit: '人天',
          quantity: 20,
          unit_price: '1500.00',
          tax_rate: 6,
        },
      ],
      20,
    );
    await submit(api.id);

    const cabling = await order(
      '机房综合布线施工',
      3,
      [{ name: '综合布线', spec: '六类非屏蔽', unit: '点', quantity: 120, unit_price: '260.00', tax_rate: 9 }],
      15,
    );
    await submit(cabling.id);
    await examine(cabling.id, false);

    // 内部采购: the site's tools handed out from stock; two spare laptops waiting for 吴刚
    const tools = await call(BUYER, '/api/InternalPurchase/add', {
      title: '实施现场调试工具',
      project_id: forProject?.id ?? null,
      items: [
        { name: '数字万用表', spec: 'UT61E', unit: '台', quantity: 2, unit_price: '380.00' },
        { name: '网线钳', spec: '六类', unit: '把', quantity: 3, unit_price: '120.00' },
      ],
      need_date: when(3),
    });
    await call(BUYER, '/api/flow/startflow', { flow_type: 10, detail_id: tools.id, to_user: '{}' });
    await call(APPROVER, '/api/flow/examine', { flow_type: 10, detail_id: tools.id, pass_type: 2, reason: '同意' });
    await call(BUYER, '/api/InternalPurchase/handle', {
      requisition_id: tools.id,
      way: 2,
      remark: '仓库现有库存，已领用',
    });
    const laptops = await call(BUYER, '/api/InternalPurchase/add', {
      title: '美康项目现场备用笔记本',
      project_id: forProject?.id ?? null,
      items: [{ name: '笔记本电脑', spec: '14 寸 i7 16G', unit: '台', quantity: 2, unit_price: '6500.00' }],
      need_date: when(10),
    });
    await call(BUYER, '/api/flow/startflow', { flow_type: 10, detail_id: laptops.id, to_user: '{}' });

    await order(
      '备品备件',
      0,
      [{ name: '服务器硬盘', spec: '2.4T SAS', unit: '块', quantity: 4, unit_price: '1650.00', tax_rate: 13 }],
      30,
    );
  } finally {
    await done();
  }
  log?.info('已创建采购演示数据：5 个供应商、5 张采购单（1 张已付款）、2 次收货、1 张采购退货、2 张内部采购');
}
