import { action, CRUD, formsFor, page, defineModule } from './define.ts';

export const financeModule = defineModule({
  id: 4,
  seg: 'financial',
  title: '财务',
  icon: 'AccountBookOutlined',
  home: 'financial',
  pages: [
    page(1, 'financial', '财务概览', { icon: 'PieChartOutlined' }),
    page(2, 'expenseAccount', '报销', {
      icon: 'WalletOutlined',
      acts: [...CRUD],
      forms: formsFor('expense', '报销单'),
    }),
    page(3, 'collection', '收款', {
      icon: 'MoneyCollectOutlined',
      acts: ['export', action('correct', 10, '更正到账')],
      forms: [['collectionInfo', '收款详情']],
    }),
    page(4, 'payment', '付款', {
      icon: 'PayCircleOutlined',
      acts: ['add', 'del', 'export', action('void', 10, '作废')],
      forms: [['summayInfo', '付款详情']],
    }),
    page(5, 'borrow', '借款', {
      icon: 'TransactionOutlined',
      acts: [...CRUD, action('repay', 10, '登记还款'), action('void', 11, '作废')],
      forms: formsFor('borrow', '借款单'),
    }),
    page(6, 'invoice', '发票管理', {
      icon: 'FileProtectOutlined',
      acts: [...CRUD, action('open', 10, '开票')],
      forms: [
        ...formsFor('invoice', '开票申请'),
        ['financialInvoice', '财务开票', 'open'],
        ['openInvoice', '开具发票', 'open'],
      ],
    }),
    page(7, 'contractBroken', '坏账', {
      icon: 'ExceptionOutlined',
      acts: [...CRUD, action('recover', 10, '坏账收回')],
      forms: [
        ...formsFor('contractBroken', '坏账'),
        ['addBrokenRecovery', '新建坏账收回', 'recover'],
        ['editBrokenRecovery', '编辑坏账收回', 'recover'],
      ],
    }),
    page(8, 'salaryEntry', '工资录入', {
      icon: 'CalculatorOutlined',
      acts: [...CRUD],
      forms: formsFor('salary', '工资'),
    }),
    page(9, 'contractBad', '呆账', {
      icon: 'WarningOutlined',
      acts: [...CRUD, action('recover', 10, '呆账收回')],
      forms: [
        ...formsFor('contractBad', '呆账'),
        ['addBadRecovery', '新建呆账收回', 'recover'],
        ['editBadRecovery', '编辑呆账收回', 'recover'],
      ],
    }),
  ],
});
