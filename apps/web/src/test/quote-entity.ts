import { defineEntity, f } from '@suwork/domain/entities';

/** An entity with product lines whose total goes into its amount, for tests. */
export const quoteEntity = defineEntity({
  key: 'quote',
  controller: 'Quote',
  title: '报价',
  table: 'test_quote',
  idKey: 'quote_id',
  titleField: 'title',
  node: 'test_quote',
  owned: false,
  fields: [
    f.text('title', '报价名称', { required: '请输入报价名称', list: true }),
    f.money('amount', '报价金额', { writable: false, list: true }),
    f.lines('product_lines', '产品明细', { sumInto: 'amount', list: true }),
  ],
  sections: [{ title: '基本信息', fields: ['title', 'amount', 'product_lines'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: {},
  // a route the app knows, for 取消 and after saving
  routes: { list: 'productList' },
});
