import { action, CRUD, formsFor, page, defineModule } from './define.ts';

const CHANNEL = '渠道管理';
const MARKET = '市场活动';
const CLUE = '线索管理';
const CUSTOMER = '客户管理';
const CONTRACT = '合同管理';
const RECOVERY = '回款管理';
const CHANCE = '商机管理';

export const crmModule = defineModule({
  id: 2,
  seg: 'customer',
  title: '客户管理',
  icon: 'TeamOutlined',
  home: 'clues',
  pages: [
    page(1, 'dashboard', '客户仪表盘', { icon: 'DashboardOutlined' }),
    page(2, 'channel', '渠道', { group: CHANNEL, acts: [...CRUD], forms: formsFor('channel', '渠道') }),
    page(3, 'channelDemand', '渠道需求', {
      group: CHANNEL,
      acts: [...CRUD],
      forms: formsFor('channelDemand', '渠道需求'),
    }),
    page(4, 'channelContact', '渠道联系人', {
      group: CHANNEL,
      acts: [...CRUD],
      forms: formsFor('channelContact', '渠道联系人'),
    }),
    page(5, 'market', '市场活动', { group: MARKET, acts: [...CRUD], forms: formsFor('market', '市场活动') }),
    page(6, 'clues', '线索', {
      group: CLUE,
      acts: [...CRUD, action('transfer', 10, '转客户'), action('toPublic', 11, '放入公海')],
      forms: [...formsFor('clue', '线索'), ['transferCustomer', '线索转客户', 'transfer']],
    }),
    page(7, 'publicClues', '公海线索', {
      group: CLUE,
      acts: [action('receive', 10, '领取'), action('assign', 11, '分配'), 'del', 'export'],
      forms: [['publicClueInfo', '公海线索详情']],
    }),
    page(8, 'inquiries', '询盘', {
      group: CLUE,
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('inquiry', '询盘'),
    }),
    page(9, 'customer', '客户', {
      group: CUSTOMER,
      acts: [...CRUD, action('toPublic', 11, '放入公海')],
      forms: formsFor('customer', '客户'),
    }),
    page(10, 'contactsUser', '联系人', { group: CUSTOMER, acts: [...CRUD], forms: formsFor('contactsUser', '联系人') }),
    page(11, 'publicCustomer', '公海客户', {
      group: CUSTOMER,
      acts: [...CRUD, action('receive', 10, '领取'), action('assign', 11, '分配')],
      forms: formsFor('publicCustomer', '公海客户'),
    }),
    page(12, 'visitorPlan', '拜访计划', {
      group: CUSTOMER,
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('visitorPlan', '拜访计划'),
    }),
    page(13, 'contract', '合同', {
      group: CONTRACT,
      acts: [...CRUD],
      forms: [
        ['addContract', '新建合同', 'add'],
        ['updateContract', '编辑合同', 'edit'],
        ['contractInfo', '合同详情'],
      ],
    }),
    page(14, 'changeRequest', '合同变更', {
      group: CONTRACT,
      acts: ['add', 'export'],
      forms: [['changeRequestInfo', '合同变更详情']],
    }),
    page(15, 'contractRefund', '合同退款', {
      group: CONTRACT,
      acts: [...CRUD],
      forms: formsFor('contractRefund', '合同退款'),
    }),
    page(16, 'recoveries', '回款计划', { group: RECOVERY, acts: [...CRUD], forms: formsFor('recovery', '回款计划') }),
    page(17, 'receivableSheet', '回款记录', {
      group: RECOVERY,
      acts: [...CRUD],
      forms: formsFor('receivable', '回款记录'),
    }),
    page(18, 'opportunities', '商机', {
      group: CHANCE,
      acts: [...CRUD, action('stage', 10, '阶段设置')],
      forms: [
        ['opportunityDetails', '商机详情'],
        ['addOpportunity', '新建商机', 'add'],
        ['editOpportunity', '编辑商机', 'edit'],
      ],
    }),
    page(19, 'businessProject', '商机项目', {
      group: CHANCE,
      acts: [...CRUD],
      forms: formsFor('businessProject', '商机项目'),
    }),
    page(20, 'offer', '报价', { group: CHANCE, acts: [...CRUD], forms: formsFor('offer', '报价') }),
    page(21, 'rival', '竞争对手', { group: CHANCE, acts: [...CRUD], forms: formsFor('rival', '竞争对手') }),
    page(22, 'competeProduct', '竞品', { group: CHANCE, acts: [...CRUD], forms: formsFor('competeProduct', '竞品') }),
    page(23, 'planProposal', '方案建议书', {
      group: CHANCE,
      acts: [...CRUD],
      forms: formsFor('planProposal', '方案建议书'),
    }),
    page(24, 'complaint', '客诉', {
      icon: 'CustomerServiceOutlined',
      acts: [...CRUD],
      forms: formsFor('complaint', '客诉'),
    }),
  ],
});
