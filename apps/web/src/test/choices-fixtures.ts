import { ok } from './fake-api.ts';

const opt = (option_id: number, group: string, value: number, label: string, status = 1) => ({
  option_id,
  group,
  value,
  label,
  sort: option_id,
  status,
  status_name: status === 1 ? '启用' : '停用',
});

/** GET /api/Option/getAll: 客户来源 reordered, renamed and with 展会 disabled; the other groups short. */
export const DICTIONARIES_REPLY = ok([
  {
    group: 'customer_source',
    title: '客户来源',
    options: [
      opt(2, 'customer_source', 2, '搜索引擎'),
      opt(1, 'customer_source', 1, '地推活动'),
      opt(10, 'customer_source', 10, '展会', 2),
    ],
  },
  {
    group: 'industry',
    title: '所属行业',
    options: [opt(21, 'industry', 1, 'IT/互联网'), opt(22, 'industry', 2, '金融')],
  },
  { group: 'customer_level', title: '客户级别', options: [opt(31, 'customer_level', 1, 'A（重点客户）')] },
  { group: 'follow_type', title: '跟进方式', options: [opt(41, 'follow_type', 1, '电话')] },
  { group: 'contract_type', title: '合同类型', options: [] },
  { group: 'expense_type', title: '报销类型', options: [] },
  {
    group: 'leave_type',
    title: '请假类型',
    options: [opt(81, 'leave_type', 1, '事假'), opt(82, 'leave_type', 2, '病假')],
  },
  {
    group: 'seal_type',
    title: '印章类型',
    options: [opt(91, 'seal_type', 1, '公章'), opt(92, 'seal_type', 2, '合同专用章')],
  },
]);

/** GET /api/Tag/getList: two coloured groups. */
export const TAGS_REPLY = ok([
  {
    group_id: 1,
    group_name: '客户价值',
    color: '#f5222d',
    sort: 1,
    tags: [
      { tag_id: 11, tag_name: '重点', group_id: 1, sort: 1 },
      { tag_id: 12, tag_name: '潜力', group_id: 1, sort: 2 },
    ],
  },
  {
    group_id: 2,
    group_name: '来源渠道',
    color: '',
    sort: 2,
    tags: [{ tag_id: 21, tag_name: '老客户介绍', group_id: 2, sort: 1 }],
  },
]);
