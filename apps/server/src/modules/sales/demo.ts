import { lineSubtotal, linesTotal, moneyText, quoteAmounts, type ProductLine } from '@suwork/domain';
import {
  businessProjectEntity,
  competeProductEntity,
  contactEntity,
  customerEntity,
  offerEntity,
  opportunityEntity,
  planProposalEntity,
  productEntity,
  productModuleEntity,
  productSpecEntity,
  productTypeEntity,
  rivalEntity,
  serviceProductEntity,
} from '@suwork/domain/entities';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { entityTableOf } from '../../core/engine/entity-handle.ts';
import { nextNumber } from '../../core/kit/index.ts';
import { SUPER_USER_NAME } from '../../core/permissions.ts';
import { companyToday, parseDateTime } from '../../core/time-format.ts';
import type { App } from '../../core/types.ts';
import type { Db } from '../../db/client.ts';
import { departments, users } from '../../db/schema.ts';
import { OFFER_NUMBERING } from './offer.hooks.ts';
import { chanceRivals, stageLog } from './sales.tables.ts';
import { GROUP_ENABLED, loadGroups } from './stages.service.ts';

// Demo data of the sales pipeline for a new installation started with `npm start`, made after the CRM demo (it
// sells to the demo customers): a catalogue with specs, modules and services, opportunities in every stage with
// their stage history, quotes, rivals and their products, 商机项目 and 方案建议书.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
type Seller = '王强' | '刘洋' | '陈静' | '杨磊';

type DemoSpec = { sku: string; name: string; attrs: string; price: string; cost: string };
type DemoModule = { name: string; unit: string; price: string; description: string };
type DemoCatalogueProduct = {
  key: string;
  name: string;
  sub: string;
  type: string;
  unit: string;
  dept: string;
  description: string;
  specs: readonly DemoSpec[];
  modules?: readonly DemoModule[];
};

const PRODUCTS: readonly DemoCatalogueProduct[] = [
  {
    key: 'CL-ECS-01',
    name: '企业云服务器 ECS',
    sub: '弹性计算，按年订购',
    type: '服务器',
    unit: '台/年',
    dept: '销售部',
    description: '<p>弹性伸缩的云服务器，分钟级交付，支持按业务峰谷升降配置，99.95% 可用性承诺。</p>',
    specs: [
      { sku: 'ECS-G-4C8G', name: '通用型 4核8G', attrs: 'vCPU=4；内存=8G；系统盘=100G', price: '6800', cost: '4200' },
      {
        sku: 'ECS-C-8C16G',
        name: '计算型 8核16G',
        attrs: 'vCPU=8；内存=16G；系统盘=200G',
        price: '12800',
        cost: '8200',
      },
      {
        sku: 'ECS-M-16C64G',
        name: '内存型 16核64G',
        attrs: 'vCPU=16；内存=64G；系统盘=500G',
        price: '32600',
        cost: '21500',
      },
    ],
    modules: [
      { name: '云盘扩容包 1TB', unit: 'TB/年', price: '2400', description: 'SSD 云盘，按 1TB 递增扩容。' },
      { name: '异地容灾备份', unit: '套/年', price: '18000', description: '跨地域每日增量备份，RPO ≤ 15 分钟。' },
    ],
  },
  {
    key: 'CL-RDS-01',
    name: '云数据库服务',
    sub: '高可用主备，自动备份',
    type: '标准软件',
    unit: '实例/年',
    dept: '销售部',
    description: '<p>托管的关系型数据库，主备自动切换，7 天备份可按时间点恢复。</p>',
    specs: [
      {
        sku: 'RDS-MY-4C16G',
        name: 'MySQL 高可用版 4核16G',
        attrs: '引擎=MySQL 8.0；存储=500G',
        price: '18800',
        cost: '11000',
      },
      {
        sku: 'RDS-PG-8C32G',
        name: 'PostgreSQL 高可用版 8核32G',
        attrs: '引擎=PostgreSQL 16；存储=1T',
        price: '36800',
        cost: '22000',
      },
    ],
    modules: [{ name: '只读实例', unit: '个/年', price: '9600', description: '分担报表与查询压力，与主实例同规格。' }],
  },
  {
    key: 'SW-SAAS-01',
    name: 'SaaS办公套件',
    sub: '审批、文档、即时通讯一体',
    type: '标准软件',
    unit: '套/年',
    dept: '销售部',
    description: '<p>移动审批、云文档、企业通讯录与即时通讯，开通即用，按年订阅。</p>',
    specs: [
      { sku: 'SAAS-STD-50', name: '标准版 50用户', attrs: '用户数=50；存储=500G', price: '19800', cost: '5000' },
      { sku: 'SAAS-ENT-200', name: '企业版 200用户', attrs: '用户数=200；存储=2T', price: '59800', cost: '15000' },
      { sku: 'SAAS-FLG-500', name: '旗舰版 500用户', attrs: '用户数=500；存储=10T', price: '128000', cost: '32000' },
    ],
    modules: [{ name: '电子签章模块', unit: '套/年', price: '12000', description: '合同与公文在线签章，含 CA 证书。' }],
  },
  {
    key: 'HW-SEC-01',
    name: '安全网关设备',
    sub: '防火墙、VPN、上网行为管理',
    type: '网络设备',
    unit: '台',
    dept: '采购部',
    description: '<p>下一代防火墙一体机，含入侵防御、SSL VPN 与上网行为审计，满足等保 2.0 要求。</p>',
    specs: [
      { sku: 'SG-1000', name: 'SG-1000 千兆版', attrs: '吞吐=2Gbps；适用=200人以内', price: '18600', cost: '13200' },
      { sku: 'SG-5000', name: 'SG-5000 万兆版', attrs: '吞吐=20Gbps；适用=2000人以内', price: '56800', cost: '41000' },
    ],
  },
  {
    key: 'HW-STO-01',
    name: '企业级存储阵列',
    sub: '双控统一存储',
    type: '服务器',
    unit: '台',
    dept: '采购部',
    description: '<p>双控制器统一存储，支持 SAN/NAS，快照与远程复制。</p>',
    specs: [
      { sku: 'STO-24T', name: '24TB 双控', attrs: '裸容量=24TB；缓存=64G', price: '68000', cost: '52000' },
      { sku: 'STO-96T', name: '96TB 双控', attrs: '裸容量=96TB；缓存=256G', price: '186000', cost: '148000' },
    ],
  },
  {
    key: 'HW-AP-01',
    name: '无线接入点 AP',
    sub: 'Wi-Fi 6 企业级',
    type: '网络设备',
    unit: '台',
    dept: '采购部',
    description: '<p>Wi-Fi 6 双频接入点，支持无缝漫游与云端统一管理。</p>',
    specs: [
      { sku: 'AP-IN-W6', name: '室内吸顶式 Wi-Fi 6', attrs: '速率=3Gbps；供电=PoE', price: '1280', cost: '860' },
      { sku: 'AP-OUT-W6', name: '室外全向 Wi-Fi 6', attrs: '速率=3Gbps；防护=IP68', price: '2680', cost: '1850' },
    ],
  },
];

const SERVICES = [
  {
    no: 'FW-IMP-01',
    name: '实施服务',
    cycle: 1,
    unit: '次',
    price: '15000',
    months: null,
    description: '<p>上门安装部署、数据迁移与用户培训，一次性收费。</p>',
  },
  {
    no: 'FW-MNT-01',
    name: '年度维保',
    cycle: 3,
    unit: '年',
    price: '24000',
    months: 12,
    description: '<p>7×24 远程支持，4 小时响应，备件先行更换，每季度巡检一次。</p>',
  },
  {
    no: 'FW-ONS-01',
    name: '驻场运维',
    cycle: 2,
    unit: '月',
    price: '12000',
    months: 6,
    description: '<p>工程师驻场值守，日常巡检与故障处理，6 个月起订。</p>',
  },
] as const;

/** A line as the demo writes it: a spec (its product implied), a module, or a service, at catalogue price unless given. */
type LineRef = ({ sku: string } | { module: string } | { service: string }) & { qty: string; discount?: string };

type DemoChance = {
  name: string;
  customer: string;
  owner: Seller;
  source: number;
  /** index of the current stage in the default group (a won one ends in its last) */
  stage: number;
  /** stages entered, in order (default: every stage up to the current one) */
  path?: readonly number[];
  /** days from creation to now (open) or to the close */
  age: number;
  /** expected close, days from today (open ones) */
  expect?: number;
  /** won: in this month (0) or the last (1), `back` days before now / before the 1st */
  won?: { month: 0 | 1; back: number };
  lost?: { back: number; reason: string };
  lines: readonly LineRef[];
  remark?: string;
};

const CHANCES: readonly DemoChance[] = [
  {
    name: '华锐智能云服务器扩容',
    customer: '深圳市华锐智能科技有限公司',
    owner: '王强',
    source: 4,
    stage: 3,
    age: 38,
    expect: 20,
    lines: [
      { sku: 'ECS-C-8C16G', qty: '20', discount: '5' },
      { module: '云盘扩容包 1TB', qty: '30' },
    ],
    remark: '生产环境扩容，客户要求月底前完成商务谈判。',
  },
  {
    name: '华锐智能安全网关采购',
    customer: '深圳市华锐智能科技有限公司',
    owner: '王强',
    source: 4,
    stage: 4,
    age: 45,
    won: { month: 0, back: 3 },
    lines: [
      { sku: 'SG-5000', qty: '2' },
      { service: 'FW-IMP-01', qty: '1' },
    ],
  },
  {
    name: '云杉信息SaaS办公套件升级',
    customer: '杭州云杉信息技术有限公司',
    owner: '王强',
    source: 2,
    stage: 2,
    age: 24,
    expect: 35,
    lines: [
      { sku: 'SAAS-ENT-200', qty: '1' },
      { module: '电子签章模块', qty: '1' },
    ],
  },
  {
    name: '云杉信息数据库迁移上云',
    customer: '杭州云杉信息技术有限公司',
    owner: '王强',
    source: 2,
    stage: 1,
    age: 12,
    expect: 75,
    lines: [{ sku: 'RDS-PG-8C32G', qty: '2' }],
  },
  {
    name: '恒通物流仓储云平台',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    source: 4,
    stage: 2,
    age: 30,
    expect: 50,
    lines: [
      { sku: 'ECS-M-16C64G', qty: '6' },
      { sku: 'STO-96T', qty: '1' },
    ],
  },
  {
    name: '恒通物流年度运维续约',
    customer: '上海恒通物流股份有限公司',
    owner: '王强',
    source: 4,
    stage: 4,
    path: [0, 2, 4],
    age: 20,
    won: { month: 1, back: 12 },
    lines: [
      { service: 'FW-MNT-01', qty: '1' },
      { service: 'FW-ONS-01', qty: '6' },
    ],
  },
  {
    name: '博远教育在线办公平台',
    customer: '北京博远教育咨询有限公司',
    owner: '刘洋',
    source: 5,
    stage: 0,
    age: 5,
    expect: 120,
    lines: [{ sku: 'SAAS-STD-50', qty: '2' }],
  },
  {
    name: '精工机械生产数据库升级',
    customer: '苏州精工机械制造有限公司',
    owner: '刘洋',
    source: 4,
    stage: 3,
    age: 52,
    expect: 15,
    lines: [
      { sku: 'RDS-MY-4C16G', qty: '3', discount: '8' },
      { module: '只读实例', qty: '3' },
    ],
  },
  {
    name: '美康医疗安全网关部署',
    customer: '广州美康医疗器械有限公司',
    owner: '刘洋',
    source: 3,
    stage: 2,
    age: 40,
    lost: { back: 8, reason: '客户选择了杭州网盾的低价方案，我方报价高出约15%' },
    lines: [
      { sku: 'SG-1000', qty: '3' },
      { sku: 'AP-IN-W6', qty: '40' },
    ],
  },
  {
    name: '天府置业售楼处云办公',
    customer: '成都天府置业有限公司',
    owner: '陈静',
    source: 1,
    stage: 1,
    age: 16,
    expect: 90,
    lines: [
      { sku: 'SAAS-STD-50', qty: '1' },
      { sku: 'AP-IN-W6', qty: '24' },
    ],
  },
  {
    name: '长江能源监控数据平台',
    customer: '武汉长江能源科技有限公司',
    owner: '陈静',
    source: 2,
    stage: 2,
    age: 33,
    expect: 60,
    lines: [
      { sku: 'ECS-G-4C8G', qty: '8' },
      { sku: 'RDS-MY-4C16G', qty: '2' },
    ],
  },
  {
    name: '海峡金融灾备云服务器',
    customer: '厦门海峡金融服务有限公司',
    owner: '杨磊',
    source: 4,
    stage: 4,
    age: 58,
    won: { month: 0, back: 6 },
    lines: [
      { sku: 'ECS-M-16C64G', qty: '4' },
      { module: '异地容灾备份', qty: '1' },
    ],
  },
  {
    name: '秦川软件研发云资源',
    customer: '西安秦川软件有限公司',
    owner: '杨磊',
    source: 5,
    stage: 0,
    age: 3,
    expect: 165,
    lines: [{ sku: 'ECS-G-4C8G', qty: '15' }],
  },
  {
    name: '金陵商贸门店SaaS系统',
    customer: '南京金陵商贸有限公司',
    owner: '杨磊',
    source: 3,
    stage: 1,
    age: 10,
    expect: 100,
    lines: [
      { sku: 'SAAS-STD-50', qty: '1' },
      { service: 'FW-IMP-01', qty: '1' },
    ],
  },
];

type DemoQuote = {
  chance: string;
  title: string;
  status: 1 | 2 | 3;
  tax: 13 | 6;
  discount: string;
  /** days ago it was written */
  age: number;
  /** valid until, days from today */
  valid: number;
  remark?: string;
  /** a second version (a draft, as 复制为新版本 makes it) with a deeper discount */
  v2?: { discount: string; age: number; remark: string };
};

const QUOTES: readonly DemoQuote[] = [
  {
    chance: '精工机械生产数据库升级',
    title: '精工机械数据库升级报价',
    status: 2,
    tax: 6,
    discount: '2',
    age: 20,
    valid: 10,
  },
  {
    chance: '华锐智能云服务器扩容',
    title: '华锐智能云服务器扩容报价',
    status: 2,
    tax: 13,
    discount: '3',
    age: 15,
    valid: 15,
    v2: { discount: '6', age: 4, remark: '客户要求整单再让3个点，已报销售经理审批。' },
  },
  {
    chance: '华锐智能安全网关采购',
    title: '华锐智能安全网关采购报价',
    status: 3,
    tax: 13,
    discount: '3',
    age: 13,
    valid: 17,
    remark: '客户已盖章回传。',
  },
  {
    chance: '恒通物流仓储云平台',
    title: '恒通物流仓储云平台一期报价',
    status: 2,
    tax: 13,
    discount: '5',
    age: 9,
    valid: 21,
  },
  {
    chance: '云杉信息SaaS办公套件升级',
    title: '云杉信息SaaS办公套件升级报价',
    status: 1,
    tax: 6,
    discount: '0',
    age: 2,
    valid: 30,
  },
];

const quoteTerms = (tax: number) =>
  `<p>1. 本报价含增值税（税率${tax}%），币种为人民币。</p><p>2. 合同签订后5个工作日内支付30%预付款，验收合格后10个工作日内支付剩余70%。</p><p>3. 交付周期：合同生效后15个工作日内完成交付与上线。</p>`;

const RIVALS = [
  {
    name: '深圳云启科技有限公司',
    website: 'https://www.yunqi-tech.cn',
    scale: '1000人以上',
    threat: 3,
    strengths: '公有云资源池规模大，华南地区机房多，品牌知名度高。',
    weaknesses: '实施和驻场依赖代理商，响应慢；定制化能力弱。',
    price: '首年低价抢单，续费价格上浮20%～30%。',
  },
  {
    name: '北京数擎信息技术有限公司',
    website: 'https://www.shuqing-data.com',
    scale: '300-500人',
    threat: 2,
    strengths: '数据库产品成熟，有金融、制造行业案例。',
    weaknesses: '产品线单一，不提供硬件和网络设备；售后团队集中在北京。',
    price: '按核数授权，大客户可给到六折。',
  },
  {
    name: '杭州网盾安全技术有限公司',
    website: 'https://www.wangdun-sec.com',
    scale: '500-1000人',
    threat: 2,
    strengths: '安全网关硬件性价比高，等保测评合作资源多。',
    weaknesses: '管理平台体验一般，与云平台、办公系统集成少。',
    price: '硬件低价，靠特征库升级年费盈利。',
  },
] as const;

const COMPETE_PRODUCTS = [
  {
    name: '云启弹性云主机 c6',
    rival: '深圳云启科技有限公司',
    price: '11800',
    ours: 'CL-ECS-01',
    features: '8核16G，按量或包年计费，华南三个可用区。',
    comparison: '<p>价格比我方计算型低约8%，但不含驻场运维；我方可提供同城双活与本地化服务。</p>',
  },
  {
    name: '数擎分布式数据库 SQ-DB',
    rival: '北京数擎信息技术有限公司',
    price: '98000',
    ours: 'CL-RDS-01',
    features: '分布式架构，兼容 MySQL 协议，按核授权。',
    comparison: '<p>扩展性强于我方单机高可用版，但部署复杂、授权费高；中小规模场景我方总成本更低。</p>',
  },
  {
    name: '网盾下一代防火墙 NGFW-3000',
    rival: '杭州网盾安全技术有限公司',
    price: '15800',
    ours: 'HW-SEC-01',
    features: '吞吐 3Gbps，含 IPS 与上网行为管理，特征库按年订阅。',
    comparison: '<p>硬件报价低于我方 SG-1000，但三年特征库费用合计高出约20%，与办公系统无集成。</p>',
  },
] as const;

/** Rivals met in an opportunity. */
const RIVAL_LINKS: readonly { chance: string; rivals: readonly string[] }[] = [
  { chance: '华锐智能云服务器扩容', rivals: ['深圳云启科技有限公司'] },
  { chance: '云杉信息数据库迁移上云', rivals: ['北京数擎信息技术有限公司'] },
  { chance: '精工机械生产数据库升级', rivals: ['北京数擎信息技术有限公司', '深圳云启科技有限公司'] },
  { chance: '美康医疗安全网关部署', rivals: ['杭州网盾安全技术有限公司'] },
];

const BUSINESS_PROJECTS = [
  {
    name: '华锐智能生产环境云资源扩容（一期）',
    chance: '华锐智能云服务器扩容',
    budget: '320000',
    decision: 20,
    status: 2,
    requirements:
      '<p>生产环境新增 20 台计算型云服务器，存储扩容 30TB；要求与现有机房专线互通，割接窗口安排在周末。</p>',
  },
  {
    name: '恒通物流华东分拨中心仓储云平台',
    chance: '恒通物流仓储云平台',
    budget: '560000',
    decision: 45,
    status: 1,
    requirements: '<p>为华东分拨中心的仓储管理系统提供云资源与存储，支撑双十一高峰 3 倍业务量。</p>',
  },
] as const;

const PROPOSALS = [
  {
    title: '华锐智能混合云架构方案建议书',
    chance: '华锐智能云服务器扩容',
    version: 'V1.1',
    status: 2,
    content:
      '<h2>一、现状与目标</h2><p>华锐智能现有本地机房 40 台物理服务器，资源利用率不足 30%。</p><h2>二、建议方案</h2><ul><li>核心业务迁移至计算型云服务器，按季度弹性扩容；</li><li>本地机房保留研发测试环境，通过专线互通。</li></ul><h2>三、预期收益</h2><p>三年总体拥有成本下降约 35%。</p>',
  },
  {
    title: '云杉信息移动办公整体解决方案',
    chance: '云杉信息SaaS办公套件升级',
    version: 'V1.0',
    status: 1,
    content:
      '<h2>一、需求概述</h2><p>云杉信息现有 160 人，计划一年内扩至 200 人，需要统一的审批、文档与通讯平台。</p><h2>二、方案要点</h2><ul><li>企业版 200 用户，对接现有钉钉通讯录；</li><li>增购电子签章模块，合同线上签署。</li></ul>',
  },
] as const;

// the engine tables the demo fills, typed from their declarations
const crm_chance = entityTableOf(opportunityEntity).table;
const crm_offer = entityTableOf(offerEntity).table;
const crm_customer = entityTableOf(customerEntity).table;
const crm_contact = entityTableOf(contactEntity).table;
const crm_rival = entityTableOf(rivalEntity).table;
const crm_compete_product = entityTableOf(competeProductEntity).table;
const crm_business_project = entityTableOf(businessProjectEntity).table;
const crm_plan_proposal = entityTableOf(planProposalEntity).table;
const prd_type = entityTableOf(productTypeEntity).table;
const prd_product = entityTableOf(productEntity).table;
const prd_spec = entityTableOf(productSpecEntity).table;
const prd_module = entityTableOf(productModuleEntity).table;
const prd_service = entityTableOf(serviceProductEntity).table;

type Person = { id: number; dept: number };
type CatalogueItem = {
  id: number;
  product_id: number | null;
  name: string;
  product_name: string;
  unit: string;
  price: string;
};

const seconds = (t: number) => new Date(Math.floor(t / 1000) * 1000);

/** Inserts the catalogue; returns its specs by SKU, modules by name and services by number, for the lines. */
async function seedCatalogue(tx: Db, adminId: number, deptId: (name: string) => number) {
  // the product demo's types; any it lacks is added at the top level
  const types = await tx.select({ id: prd_type.id, name: prd_type.type_name }).from(prd_type);
  const typeId = new Map(types.map((t) => [t.name, t.id]));
  for (const name of new Set(PRODUCTS.map((p) => p.type))) {
    if (typeId.has(name)) continue;
    const [row] = await tx
      .insert(prd_type)
      .values({ type_name: name, sort: typeId.size, create_user_id: adminId })
      .returning({ id: prd_type.id });
    typeId.set(name, row.id);
  }
  const items = new Map<string, CatalogueItem>();
  for (const p of PRODUCTS) {
    const [row] = await tx
      .insert(prd_product)
      .values({
        main_key: p.key,
        name: p.name,
        sub_name: p.sub,
        type_id: typeId.get(p.type)!,
        spec_name: p.specs.map((s) => s.name).join(' / '),
        unit: p.unit,
        price: p.specs[0].price,
        cost_price: p.specs[0].cost,
        status: 1,
        dept_id: deptId(p.dept),
        description: p.description,
        create_user_id: adminId,
      })
      .returning({ id: prd_product.id });
    const productId = row.id;
    items.set(p.key, {
      id: productId,
      product_id: null,
      name: p.name,
      product_name: p.name,
      unit: p.unit,
      price: p.specs[0].price,
    });
    const specs = await tx
      .insert(prd_spec)
      .values(
        p.specs.map((s) => ({
          spec_name: s.name,
          product_id: productId,
          sku: s.sku,
          attrs: s.attrs,
          unit: p.unit,
          price: s.price,
          cost_price: s.cost,
          status: 1,
          create_user_id: adminId,
        })),
      )
      .returning({ id: prd_spec.id, sku: prd_spec.sku });
    for (const s of p.specs)
      items.set(s.sku, {
        id: specs.find((r) => r.sku === s.sku)!.id,
        product_id: productId,
        name: s.name,
        product_name: p.name,
        unit: p.unit,
        price: s.price,
      });
    for (const m of p.modules ?? []) {
      const [mod] = await tx
        .insert(prd_module)
        .values({
          module_name: m.name,
          product_id: productId,
          unit: m.unit,
          price: m.price,
          status: 1,
          description: m.description,
          create_user_id: adminId,
        })
        .returning({ id: prd_module.id });
      items.set(m.name, {
        id: mod.id,
        product_id: productId,
        name: m.name,
        product_name: p.name,
        unit: m.unit,
        price: m.price,
      });
    }
  }
  for (const s of SERVICES) {
    const [row] = await tx
      .insert(prd_service)
      .values({
        name: s.name,
        service_no: s.no,
        billing_cycle: s.cycle,
        unit: s.unit,
        price: s.price,
        service_months: s.months,
        status: 1,
        dept_id: deptId('项目部'),
        description: s.description,
        create_user_id: adminId,
      })
      .returning({ id: prd_service.id });
    items.set(s.no, { id: row.id, product_id: null, name: s.name, product_name: s.name, unit: s.unit, price: s.price });
  }
  return items;
}

/** A stored line, named and priced as the engine's product lines are (the price to the cent). */
function lineOf(items: Map<string, CatalogueItem>, ref: LineRef): ProductLine {
  const priced = { price: '', quantity: ref.qty, discount: ref.discount ?? '0' };
  const base = {
    product_id: null,
    spec_id: null,
    module_id: null,
    service_id: null,
    remark: '',
    spec_name: '',
    module_name: '',
  };
  let line: Omit<ProductLine, 'subtotal' | 'price' | 'quantity' | 'discount'>;
  if ('service' in ref) {
    const s = items.get(ref.service)!;
    priced.price = moneyText(s.price);
    line = { ...base, service_id: s.id, product_name: s.name, unit: s.unit };
  } else {
    const item = items.get('sku' in ref ? ref.sku : ref.module)!;
    priced.price = moneyText(item.price);
    line = { ...base, product_id: item.product_id, product_name: item.product_name, unit: item.unit };
    if ('sku' in ref) Object.assign(line, { spec_id: item.id, spec_name: item.name });
    else Object.assign(line, { module_id: item.id, module_name: item.name });
  }
  return { ...line, ...priced, subtotal: lineSubtotal(priced) };
}

/**
 * Adds the sales pipeline's demo data; run once, after the demo customers. A database that already has
 * opportunities or catalogue specs (not a fresh demo company) is left as it is.
 */
export async function seedSalesDemo(app: App, log?: FastifyBaseLogger): Promise<void> {
  const db = app.database.db;
  const tz = app.config.tzOffsetMinutes;
  const now = seconds(app.config.now().getTime()).getTime();
  const [[anyChance], [anySpec]] = await Promise.all([
    db.select({ id: crm_chance.id }).from(crm_chance).limit(1),
    db.select({ id: prd_spec.id }).from(prd_spec).limit(1),
  ]);
  if (anyChance || anySpec) {
    log?.info('已有商机或产品规格，跳过销售演示数据');
    return;
  }

  const sellers: readonly string[] = [...new Set(CHANCES.map((c) => c.owner))];
  const people = await db
    .select({ id: users.user_id, name: users.user_name, dept: users.dept_id })
    .from(users)
    .where(inArray(users.user_name, [...sellers, SUPER_USER_NAME]));
  const person = new Map<string, Person>(people.map((p) => [p.name, { id: p.id, dept: p.dept }]));
  const customerRows = await db
    .select({ id: crm_customer.id, name: crm_customer.enterprise_name })
    .from(crm_customer)
    .where(
      inArray(
        crm_customer.enterprise_name,
        CHANCES.map((c) => c.customer),
      ),
    );
  const customerId = new Map(customerRows.map((c) => [c.name, c.id]));
  // the group of every department (the default one the migration made)
  const stageGroup = (await loadGroups(db)).find((g) => g.status === GROUP_ENABLED && g.dept_ids.length === 0);
  const groupStages = stageGroup?.stages ?? [];
  if (
    sellers.some((s) => !person.has(s)) ||
    !person.has(SUPER_USER_NAME) ||
    CHANCES.some((c) => !customerId.has(c.customer)) ||
    groupStages.length < 2
  ) {
    log?.warn('销售演示数据需要演示公司的成员、客户和商机阶段，已跳过');
    return;
  }
  const contactRows = await db
    .select({ id: crm_contact.id, enterprise_id: crm_contact.enterprise_id })
    .from(crm_contact)
    .where(inArray(crm_contact.enterprise_id, [...customerId.values()]))
    .orderBy(asc(crm_contact.id));
  const contactOf = (enterpriseId: number) => contactRows.find((c) => c.enterprise_id === enterpriseId)?.id ?? null;
  const deptRows = await db.select({ id: departments.dept_id, name: departments.dept_name }).from(departments);
  const deptId = (name: string) => deptRows.find((d) => d.name === name)?.id ?? 0;
  const admin = person.get(SUPER_USER_NAME)!;

  const today = companyToday(new Date(now), tz);
  const dayFrom = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  const monthStart = parseDateTime(`${today.slice(0, 7)}-01`, tz)!.getTime();
  // an open opportunity's stage by index, short of the group's last (赢单)
  const stageAt = (i: number) => groupStages[Math.min(i, groupStages.length - 2)];

  await db.transaction(async (tx) => {
    const items = await seedCatalogue(tx, admin.id, deptId);

    const chances = new Map<string, { id: number; enterprise_id: number; owner: Person; lines: ProductLine[] }>();
    const wonCustomers = new Set<number>();
    for (const c of CHANCES) {
      const owner = person.get(c.owner)!;
      const enterpriseId = customerId.get(c.customer)!;
      // wins close in working hours: this month's never before the 1st, last month's `back` days before it
      const closed = c.won
        ? c.won.month === 0
          ? Math.min(now, Math.max(monthStart + 10 * HOUR, now - c.won.back * DAY))
          : monthStart - c.won.back * DAY + 15.5 * HOUR
        : c.lost
          ? now - c.lost.back * DAY
          : undefined;
      const end = closed ?? now;
      const created = end - c.age * DAY;
      const steps = c.path ?? Array.from({ length: c.stage + 1 }, (_, i) => i);
      const path = steps.map((i, k) => (c.won && k === steps.length - 1 ? groupStages.at(-1)! : stageAt(i)));
      // the stages before the last spread over the opportunity's life; a won one enters its last stage as it closes
      const spread = c.won ? path.length - 1 : path.length;
      const entered = path.map((_, i) =>
        seconds(i === 0 ? created : i < spread ? created + (i * (end - created)) / spread - i * 97 * MINUTE : end),
      );
      const stage = path.at(-1)!;
      const lines = c.lines.map((l) => lineOf(items, l));
      const [row] = await tx
        .insert(crm_chance)
        .values({
          chance_name: c.name,
          enterprise_id: enterpriseId,
          company_name: c.customer,
          contact_id: contactOf(enterpriseId),
          chance_source: c.source,
          stage_group_id: stageGroup!.id,
          stage_group_name: stageGroup!.name,
          stage_id: stage.id,
          stage_name: stage.name,
          expect_success: c.won ? '100' : stage.percent,
          amount: linesTotal(lines),
          expect_date: closed !== undefined ? companyToday(new Date(closed), tz) : dayFrom(c.expect ?? 30),
          product_lines: lines,
          status: c.won ? 2 : c.lost ? 3 : 1,
          status_reason: c.lost?.reason ?? '',
          close_time: closed !== undefined ? seconds(closed) : null,
          remark: c.remark ?? '',
          create_user_id: owner.id,
          owner_user_id: owner.id,
          dept_id: owner.dept,
          create_time: entered[0],
          update_time: seconds(closed ?? entered.at(-1)!.getTime()),
        })
        .returning({ id: crm_chance.id });
      const id = row.id;
      await tx.insert(stageLog).values(
        path.map((s, i) => ({
          chance_id: id,
          from_stage_id: i === 0 ? null : path[i - 1].id,
          from_name: i === 0 ? '' : path[i - 1].name,
          to_stage_id: s.id,
          to_name: s.name,
          user_id: owner.id,
          create_time: entered[i],
        })),
      );
      if (c.won) wonCustomers.add(enterpriseId);
      chances.set(c.name, { id, enterprise_id: enterpriseId, owner, lines });
    }
    if (wonCustomers.size)
      await tx
        .update(crm_customer)
        .set({ deal_status: 2 })
        .where(inArray(crm_customer.id, [...wonCustomers]));

    // quotes in the order they were written, so each day's numbers run in time order
    for (const q of [...QUOTES].sort((a, b) => b.age - a.age)) {
      const c = chances.get(q.chance)!;
      const linesAmount = linesTotal(c.lines);
      const quote = (discount: string, age: number) => {
        const at = seconds(now - age * DAY);
        return {
          title: q.title,
          enterprise_id: c.enterprise_id,
          chance_id: c.id,
          contact_id: contactOf(c.enterprise_id),
          valid_until: dayFrom(q.valid),
          product_lines: c.lines,
          lines_amount: linesAmount,
          discount,
          tax_rate: q.tax,
          ...quoteAmounts(linesAmount, discount, q.tax),
          terms: quoteTerms(q.tax),
          create_user_id: c.owner.id,
          owner_user_id: c.owner.id,
          dept_id: c.owner.dept,
          create_time: at,
          update_time: at,
        };
      };
      const written = seconds(now - q.age * DAY);
      const offerNo = await nextNumber(tx, OFFER_NUMBERING, written, tz);
      const [first] = await tx
        .insert(crm_offer)
        .values({
          ...quote(q.discount, q.age),
          offer_no: offerNo,
          status: q.status,
          version: 1,
          remark: q.remark ?? '',
        })
        .returning({ id: crm_offer.id });
      const rootId = first.id;
      await tx.update(crm_offer).set({ root_id: rootId }).where(eq(crm_offer.id, rootId));
      if (q.v2)
        await tx.insert(crm_offer).values({
          ...quote(q.v2.discount, q.v2.age),
          offer_no: `${offerNo}-v2`,
          status: 1,
          version: 2,
          root_id: rootId,
          remark: q.v2.remark,
        });
    }

    const rivalId = new Map<string, number>();
    for (const r of RIVALS) {
      const [row] = await tx
        .insert(crm_rival)
        .values({
          rival_name: r.name,
          website: r.website,
          scale: r.scale,
          threat_level: r.threat,
          strengths: r.strengths,
          weaknesses: r.weaknesses,
          price_strategy: r.price,
          create_user_id: admin.id,
        })
        .returning({ id: crm_rival.id });
      rivalId.set(r.name, row.id);
    }
    await tx.insert(crm_compete_product).values(
      COMPETE_PRODUCTS.map((p) => ({
        product_name: p.name,
        rival_id: rivalId.get(p.rival)!,
        price: p.price,
        our_product_id: items.get(p.ours)!.id,
        features: p.features,
        comparison: p.comparison,
        create_user_id: admin.id,
      })),
    );
    await tx
      .insert(chanceRivals)
      .values(
        RIVAL_LINKS.flatMap((l) =>
          l.rivals.map((r) => ({ chance_id: chances.get(l.chance)!.id, rival_id: rivalId.get(r)! })),
        ),
      );

    for (const p of BUSINESS_PROJECTS) {
      const c = chances.get(p.chance)!;
      await tx.insert(crm_business_project).values({
        project_name: p.name,
        chance_id: c.id,
        budget: p.budget,
        decision_date: dayFrom(p.decision),
        decision_maker_ids: [contactOf(c.enterprise_id)].filter((id) => id !== null),
        status: p.status,
        requirements: p.requirements,
        create_user_id: c.owner.id,
        owner_user_id: c.owner.id,
        dept_id: c.owner.dept,
      });
    }
    await tx.insert(crm_plan_proposal).values(
      PROPOSALS.map((p) => {
        const c = chances.get(p.chance)!;
        return {
          title: p.title,
          chance_id: c.id,
          version: p.version,
          status: p.status,
          content: p.content,
          create_user_id: c.owner.id,
          owner_user_id: c.owner.id,
          dept_id: c.owner.dept,
        };
      }),
    );
  });
  log?.info(
    `已创建销售演示数据：${PRODUCTS.length} 个产品（含规格与模块）、${SERVICES.length} 个服务产品、${CHANCES.length} 个商机、${QUOTES.length} 份报价、${RIVALS.length} 个竞争对手、${COMPETE_PRODUCTS.length} 个竞品`,
  );
}
