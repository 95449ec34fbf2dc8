import { action, CRUD, formsFor, page, defineModule } from './define.ts';

export const projectModule = defineModule({
  id: 3,
  seg: 'project',
  title: '项目',
  icon: 'ProjectOutlined',
  home: 'projectWorkbench',
  pages: [
    page(1, 'projectWorkbench', '项目工作台', { icon: 'DashboardOutlined' }),
    page(2, 'project', '项目列表', {
      icon: 'UnorderedListOutlined',
      acts: [...CRUD, action('member', 10, '成员管理'), action('stage', 11, '阶段设置')],
      forms: [
        ['addProject', '新建项目', 'add'],
        ['editProject', '编辑项目', 'edit'],
        ['chooseTemplate', '选择项目模板', 'add'],
        ['projectSuccess', '项目创建成功', 'add'],
        ['addUser', '添加项目成员', 'member'],
        ['Member', '项目成员', 'member'],
        ['Payment', '阶段设置', 'stage'],
        ['detail', '项目详情'],
        ['projectDetail', '项目详情'],
        ['report', '项目报告'],
      ],
    }),
    page(3, 'check', '项目验收', { icon: 'SafetyCertificateOutlined', acts: ['add', 'edit'] }),
    page(4, 'process', '项目进度', { icon: 'NodeIndexOutlined' }),
    page(5, 'delivery', '项目交付', { icon: 'SendOutlined', acts: ['add', 'edit'] }),
    page(6, 'processList', '流程模板', {
      icon: 'ApartmentOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [
        ['addProcess', '新建流程模板', 'add'],
        ['editProcess', '编辑流程模板', 'edit'],
      ],
    }),
    page(7, 'supplierManagement', '供应商管理', {
      icon: 'ShopOutlined',
      acts: [...CRUD],
      forms: formsFor('supplier', '供应商'),
    }),
    page(8, 'procurement', '采购管理', {
      icon: 'ShoppingCartOutlined',
      acts: [...CRUD, action('receive', 11, '收货')],
      forms: formsFor('procurement', '采购单'),
    }),
    page(9, 'internalPurchase', '内部采购', {
      icon: 'InboxOutlined',
      acts: [...CRUD, action('handle', 10, '处理')],
      forms: formsFor('internalPurchase', '内部采购'),
    }),
    // 采购退货/退款 of approved orders (the spec's refunds add, edit, info), with a list of their own
    page(10, 'procurementRefund', '采购退货', {
      icon: 'RollbackOutlined',
      acts: ['add', 'edit', 'del', 'export'],
      forms: formsFor('procurementRefund', '采购退货'),
    }),
  ],
});
