import { defineEntity, f } from './define.ts';
import { PRODUCT_STATUS } from './options.ts';

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
    f.text('name', '产品名称', { required: '请输入产品名称', max: 100, list: true, search: true, sort: true, index: true }),
    f.text('main_key', '产品编号', { required: '请输入产品编号', max: 50, list: true, search: true, index: true }),
    f.text('sub_name', '副标题', { max: 100, list: true }),
    f.reference('type_id', '产品分类', 'productType', { required: '请选择产品分类', list: true, filter: true, index: true }),
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
    { title: '基本信息', fields: ['name', 'main_key', 'sub_name', 'type_id', 'spec_name', 'unit', 'price', 'cost_price', 'status', 'dept_id'] },
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
