import { CRUD, formsFor, page, defineModule } from './define.ts';

export const productModule = defineModule({
  id: 6,
  seg: 'product',
  title: '产品',
  icon: 'AppstoreOutlined',
  home: 'type',
  pages: [
    page(1, 'type', '产品分类', {
      icon: 'ClusterOutlined',
      acts: ['add', 'edit', 'del'],
      forms: formsFor('type', '产品分类'),
    }),
    page(2, 'specs', '产品规格', {
      icon: 'BlockOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [
        ['addSpecs', '新建规格', 'add'],
        ['editSpecs', '编辑规格', 'edit'],
        ['specsDetail', '规格详情'],
      ],
    }),
    page(3, 'module', '产品模块', {
      icon: 'BuildOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [
        ['addModule', '新建模块', 'add'],
        ['editModule', '编辑模块', 'edit'],
        ['moduleDetail', '模块详情'],
      ],
    }),
    page(4, 'productList', '产品列表', {
      icon: 'ShoppingOutlined',
      acts: [...CRUD],
      forms: formsFor('product', '产品'),
    }),
    page(5, 'fuwuProduct', '服务产品', {
      icon: 'CustomerServiceOutlined',
      acts: [...CRUD],
      forms: formsFor('fuwuProduct', '服务产品'),
    }),
  ],
});
