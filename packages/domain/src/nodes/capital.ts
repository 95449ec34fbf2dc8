import { action, CRUD, formsFor, page, defineModule } from './define.ts';

export const capitalModule = defineModule({
  id: 8,
  seg: 'capital',
  title: '资产',
  icon: 'BankOutlined',
  home: 'manage',
  pages: [
    page(1, 'manage', '资产概览', { icon: 'DashboardOutlined' }),
    page(2, 'device', '设备', { icon: 'LaptopOutlined', acts: [...CRUD], forms: formsFor('device', '设备') }),
    page(3, 'Consumables', '耗材', {
      icon: 'InboxOutlined',
      acts: [...CRUD],
      forms: [['ConsumablesInfo', '耗材详情']],
    }),
    page(4, 'deviceBorrow', '设备借用', {
      icon: 'ExportOutlined',
      acts: [...CRUD, action('allot', 10, '调拨'), action('return', 11, '归还')],
      forms: [
        ...formsFor('deviceBorrow', '设备借用'),
        ['deviceBorrowAllot', '设备调拨', 'allot'],
        ['deviceBorrowReturn', '设备归还', 'return'],
      ],
    }),
    page(5, 'use', '领用', { icon: 'SolutionOutlined', acts: ['add', 'export'] }),
    page(6, 'allot', '调拨', { icon: 'SwapOutlined', acts: ['add', 'export'] }),
  ],
});
