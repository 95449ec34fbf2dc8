import { defineEntity, f } from '@suwork/domain/entities';

/** An entity with one field of each kind the engine renders, for tests. */
export const dealEntity = defineEntity({
  key: 'deal',
  controller: 'Deal',
  title: '交易',
  table: 'test_deal',
  idKey: 'deal_id',
  titleField: 'deal_name',
  node: 'test_deal',
  owned: false,
  fields: [
    f.text('deal_name', '交易名称', { required: '请输入交易名称', list: true }),
    f.money('amount', '金额', { list: true, filter: true }),
    f.percent('rate', '税率'),
    f.integer('qty', '数量'),
    f.date('sign_date', '签约日期', { filter: true }),
    f.datetime('meet_time', '会面时间'),
    f.enumOf('kind', '类型', { 1: '新签', 2: '续约' }, { list: true }),
    f.reference('enterprise_id', '客户', 'customer', { list: true }),
    f.member('sales_id', '销售'),
    f.members('helper_ids', '协助人'),
    f.department('dept', '部门'),
    f.attachments('files', '附件'),
    f.text('status_note', '状态说明', { writable: false }),
  ],
  sections: [{ title: '基本信息', fields: ['deal_name', 'amount', 'rate', 'qty', 'sign_date', 'meet_time', 'kind', 'enterprise_id', 'sales_id', 'helper_ids', 'dept', 'files'] }],
  defaultSort: { field: 'update_time', order: 'desc' },
  features: {},
  routes: { list: 'deals' },
});
