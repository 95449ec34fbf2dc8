// Choice lists shared by several entities (value → Chinese label).

export const YES_NO_OPTIONS = { 2: '是', 1: '否' } as const;

export const CUSTOMER_SOURCE = {
  1: '促销活动',
  2: '搜索引擎',
  3: '广告',
  4: '转介绍',
  5: '线上注册',
  6: '线上询价',
  7: '预约上门',
  8: '陌拜',
  9: '电话咨询',
  10: '展会',
  11: '其他',
} as const;

export const INDUSTRY = {
  1: 'IT/互联网',
  2: '金融',
  3: '房地产',
  4: '制造业',
  5: '教育培训',
  6: '医疗健康',
  7: '批发零售',
  8: '政府/事业单位',
  9: '能源化工',
  10: '交通物流',
  11: '其他',
} as const;

export const CUSTOMER_LEVEL = { 1: 'A（重点客户）', 2: 'B（普通客户）', 3: 'C（非优先客户）' } as const;

export const DEAL_STATUS = { 1: '未成交', 2: '已成交' } as const;

export const CLUE_STATUS = { 1: '未跟进', 2: '跟进中', 3: '已转客户', 4: '无效' } as const;

export const GENDER = { 1: '男', 2: '女' } as const;

/** spec §4 follow-up method */
export const FOLLOW_TYPE = { 1: '电话', 2: 'QQ', 3: '微信', 4: '拜访', 5: '邮件', 6: '短信', 7: '其他' } as const;
