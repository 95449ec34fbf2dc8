import { defineEntity, f } from './define.ts';
import { BILLING_CYCLE, PRODUCT_STATUS } from './options.ts';

/** 产品分类: a tree (parent_id) that products hang from */
export const productTypeEntity = /* @__PURE__ */ defineEntity({
  key: 'productType',
  controller: 'ProductType',
  title: '产品分类',
  table: 'prd_type',
  idKey: 'type_id',
  titleField: 'type_name',
  node: 'product_type',
  owned: false,
  fields: [
    f.text('type_name', '分类名称', { required: '请输入分类名称', max: 50, list: true, search: true, sort: true }),
    f.reference('parent_id', '上级分类', 'productType', { list: true, filter: true, index: true }),
    f.integer('sort', '排序', { min: 0, max: 9999, defaultValue: 0, list: true, sort: true }),
    f.longText('remark', '备注', { max: 500 }),
  ],
  sections: [{ title: '分类信息', fields: ['type_name', 'parent_id', 'sort', 'remark'] }],
  defaultSort: { field: 'sort', order: 'asc' },
  features: { log: true },
  routes: { list: 'type', add: 'addType', edit: 'editType', info: 'typeInfo' },
  tree: { parentKey: 'parent_id' },
});

/** 产品: what the company sells; picked into opportunities, quotes and contracts */
export const productEntity = /* @__PURE__ */ defineEntity({
  key: 'product',
  controller: 'Product',
  title: '产品',
  table: 'prd_product',
  idKey: 'product_id',
  titleField: 'name',
  node: 'product_productList',
  owned: false,
  fields: [
    f.text('name', '产品名称', {
      required: '请输入产品名称',
      max: 100,
      list: true,
      search: true,
      sort: true,
      index: true,
    }),
    f.text('main_key', '产品编号', { required: '请输入产品编号', max: 50, list: true, search: true, index: true }),
    f.text('sub_name', '副标题', { max: 100, list: true }),
    f.reference('type_id', '产品分类', 'productType', {
      required: '请选择产品分类',
      list: true,
      filter: true,
      index: true,
    }),
    f.text('spec_name', '规格', { max: 100, list: true, search: true }),
    f.text('unit', '单位', { max: 20, list: true }),
    f.money('price', '标准价格（元）', { min: 0, list: true, sort: true }),
    f.money('cost_price', '成本价格（元）', { min: 0 }),
    f.enumOf('status', '状态', PRODUCT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.department('dept_id', '所属部门', { list: true, filter: true, index: true }),
    f.attachments('images', '产品图片'),
    f.richText('description', '产品介绍', { max: 20000 }),
  ],
  sections: [
    {
      title: '基本信息',
      fields: [
        'name',
        'main_key',
        'sub_name',
        'type_id',
        'spec_name',
        'unit',
        'price',
        'cost_price',
        'status',
        'dept_id',
      ],
    },
    { title: '图片与介绍', fields: ['images', 'description'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true, import: { key: 'main_key' } },
  routes: { list: 'productList', add: 'addProduct', edit: 'editProduct', info: 'productInfo' },
  picker: {
    params: { name: 'name', spec_name: 'spec_name', type_id: 'type_id', dept_id: 'dept_id' },
    ignored: ['contract_id'],
    multiple: true,
    pageSize: 8,
    pageSizes: [8, 16, 24, 32, 40],
    columns: ['main_key', 'name', 'sub_name', 'dept_id', 'type_id', 'spec_name'],
  },
});

/** 产品规格: one sellable variant of a product (颜色、容量 …) with its own price and SKU code */
export const productSpecEntity = /* @__PURE__ */ defineEntity({
  key: 'productSpec',
  controller: 'ProductSpec',
  title: '产品规格',
  table: 'prd_spec',
  idKey: 'spec_id',
  titleField: 'spec_name',
  node: 'product_specs',
  owned: false,
  fields: [
    f.text('spec_name', '规格名称', { required: '请输入规格名称', max: 100, list: true, search: true, sort: true }),
    f.reference('product_id', '所属产品', 'product', {
      required: '请选择所属产品',
      list: true,
      filter: true,
      index: true,
    }),
    f.text('sku', '规格编码', { required: '请输入规格编码', max: 50, list: true, search: true, unique: true }),
    f.text('attrs', '规格属性', { max: 200, list: true, placeholder: '如：颜色=黑色；容量=256G' }),
    f.text('unit', '单位', { max: 20, list: true }),
    f.money('price', '标准价格（元）', { required: '请输入标准价格', min: 0, list: true, sort: true }),
    f.money('cost_price', '成本价格（元）', { min: 0 }),
    f.enumOf('status', '状态', PRODUCT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.longText('remark', '备注', { max: 500 }),
  ],
  sections: [
    {
      title: '规格信息',
      fields: ['spec_name', 'product_id', 'sku', 'attrs', 'unit', 'price', 'cost_price', 'status', 'remark'],
    },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true },
  routes: { list: 'specs', add: 'addSpecs', edit: 'editSpecs', info: 'specsDetail' },
  picker: {
    params: { spec_name: 'spec_name', product_id: 'product_id' },
    pageSize: 8,
    columns: ['sku', 'spec_name', 'product_id', 'attrs', 'unit', 'price'],
  },
});

/** 产品模块: an optional component sold with a product, at its own price */
export const productModuleEntity = /* @__PURE__ */ defineEntity({
  key: 'productModule',
  controller: 'ProductModule',
  title: '产品模块',
  table: 'prd_module',
  idKey: 'module_id',
  titleField: 'module_name',
  node: 'product_module',
  owned: false,
  fields: [
    f.text('module_name', '模块名称', { required: '请输入模块名称', max: 100, list: true, search: true, sort: true }),
    f.reference('product_id', '所属产品', 'product', {
      required: '请选择所属产品',
      list: true,
      filter: true,
      index: true,
    }),
    f.text('unit', '单位', { max: 20, list: true }),
    f.money('price', '价格（元）', { required: '请输入价格', min: 0, list: true, sort: true }),
    f.enumOf('status', '状态', PRODUCT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.longText('description', '模块说明', { max: 1000 }),
  ],
  sections: [{ title: '模块信息', fields: ['module_name', 'product_id', 'unit', 'price', 'status', 'description'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true },
  routes: { list: 'module', add: 'addModule', edit: 'editModule', info: 'moduleDetail' },
  picker: {
    params: { module_name: 'module_name', product_id: 'product_id' },
    pageSize: 8,
    columns: ['module_name', 'product_id', 'unit', 'price'],
  },
});

/** 服务产品: a service sold once or by the month or year (实施、维保、培训 …) */
export const serviceProductEntity = /* @__PURE__ */ defineEntity({
  key: 'serviceProduct',
  controller: 'ServiceProduct',
  title: '服务产品',
  table: 'prd_service',
  idKey: 'service_id',
  titleField: 'name',
  node: 'product_fuwuProduct',
  owned: false,
  fields: [
    f.text('name', '服务名称', { required: '请输入服务名称', max: 100, list: true, search: true, sort: true }),
    f.text('service_no', '服务编号', { required: '请输入服务编号', max: 50, list: true, search: true, unique: true }),
    f.enumOf('billing_cycle', '计费周期', BILLING_CYCLE, {
      required: '请选择计费周期',
      defaultValue: 1,
      list: true,
      filter: true,
    }),
    f.text('unit', '单位', { max: 20, list: true }),
    f.money('price', '价格（元）', { required: '请输入价格', min: 0, list: true, sort: true }),
    f.integer('service_months', '服务期限（月）', { min: 0, max: 120, list: true }),
    f.enumOf('status', '状态', PRODUCT_STATUS, { defaultValue: 1, list: true, filter: true }),
    f.department('dept_id', '所属部门', { list: true, filter: true, index: true }),
    f.richText('description', '服务内容', { max: 20000 }),
  ],
  sections: [
    {
      title: '服务信息',
      fields: ['name', 'service_no', 'billing_cycle', 'unit', 'price', 'service_months', 'status', 'dept_id'],
    },
    { title: '服务内容', fields: ['description'] },
  ],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: { log: true, export: true },
  routes: { list: 'fuwuProduct', add: 'addFuwuProduct', edit: 'editFuwuProduct', info: 'fuwuProductInfo' },
  picker: {
    params: { name: 'name' },
    multiple: true,
    pageSize: 8,
    pageSizes: [8, 16, 24, 32, 40],
    columns: ['service_no', 'name', 'billing_cycle', 'unit', 'price'],
  },
});
