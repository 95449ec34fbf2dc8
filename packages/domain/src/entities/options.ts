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

export const CHANNEL_TYPE = { 1: '代理商', 2: '经销商', 3: '合作伙伴', 4: '媒体', 5: '其他' } as const;
export const CHANNEL_LEVEL = { 1: '一级', 2: '二级', 3: '三级' } as const;
export const COOPERATION_STATUS = { 1: '洽谈中', 2: '合作中', 3: '已终止' } as const;
export const DEMAND_TYPE = { 1: '产品', 2: '价格', 3: '培训', 4: '市场支持', 5: '其他' } as const;
export const DEMAND_STATUS = { 1: '待处理', 2: '处理中', 3: '已完成' } as const;
export const ACTIVITY_TYPE = {
  1: '线下活动',
  2: '线上活动',
  3: '展会',
  4: '研讨会',
  5: '广告投放',
  6: '其他',
} as const;
export const ACTIVITY_STATUS = { 1: '未开始', 2: '进行中', 3: '已结束', 4: '已取消' } as const;
export const INQUIRY_STATUS = { 1: '未处理', 2: '已转线索', 3: '无效' } as const;
export const VISIT_STATUS = { 1: '待拜访', 2: '已拜访', 3: '已取消' } as const;
export const COMPLAINT_TYPE = { 1: '产品质量', 2: '服务态度', 3: '交付延期', 4: '价格争议', 5: '其他' } as const;
export const COMPLAINT_LEVEL = { 1: '一般', 2: '紧急', 3: '非常紧急' } as const;
export const COMPLAINT_STATUS = { 1: '待处理', 2: '处理中', 3: '已解决', 4: '已关闭' } as const;

export const PRODUCT_STATUS = { 1: '上架', 2: '下架' } as const;
/** 服务产品的计费周期 */
export const BILLING_CYCLE = { 1: '一次性', 2: '按月', 3: '按年' } as const;

/** 花名册 (员工档案) */
export const EMPLOYMENT_TYPE = { 1: '全职', 2: '兼职', 3: '实习', 4: '劳务' } as const;
export const WORKER_STATUS = { 1: '试用', 2: '正式', 3: '离职' } as const;
export const EDUCATION = { 1: '初中及以下', 2: '高中/中专', 3: '大专', 4: '本科', 5: '硕士', 6: '博士' } as const;

// Dictionaries of modules still to come (contracts, invoices, expenses, leave): their defaults, editable in 选项配置.
export const CONTRACT_TYPE = { 1: '销售合同', 2: '采购合同', 3: '服务合同', 4: '框架协议', 5: '其他' } as const;
export const EXPENSE_TYPE = {
  1: '差旅费',
  2: '交通费',
  3: '餐饮费',
  4: '住宿费',
  5: '办公用品',
  6: '通讯费',
  7: '招待费',
  8: '其他',
} as const;
export const LEAVE_TYPE = {
  1: '事假',
  2: '病假',
  3: '年假',
  4: '调休',
  5: '婚假',
  6: '产假',
  7: '陪产假',
  8: '丧假',
  9: '其他',
} as const;

/** 请假 half days: a leave starts and ends in the morning or the afternoon */
export const HALF_DAY = { 1: '上午', 2: '下午' } as const;
/** Approval status of an OA application, moved by its run (same numbers as the run's status) */
export const APPLICATION_STATUS = { 1: '审批中', 2: '已通过', 3: '已拒绝', 4: '已撤回' } as const;
/** 离职 */
export const QUIT_TYPE = { 1: '主动辞职', 2: '合同到期', 3: '协商解除', 4: '辞退', 5: '其他' } as const;
export const SEAL_TYPE = { 1: '公章', 2: '合同专用章', 3: '财务专用章', 4: '法人章', 5: '发票专用章' } as const;
export const SUPPLIER_CATEGORY = {
  1: '原材料',
  2: '设备',
  3: '办公用品',
  4: '软件与服务',
  5: '工程施工',
  6: '其他',
} as const;

/** 商机 */
export const CHANCE_STATUS = { 1: '进行中', 2: '赢单', 3: '输单', 4: '无效' } as const;
export const CHANCE_OPEN = 1;
export const CHANCE_WON = 2;
export const CHANCE_LOST = 3;
/** 输单 and 无效 need a reason */
export const CHANCE_CLOSED_WITH_REASON: readonly number[] = [3, 4];
export const CHANCE_SOURCE = {
  1: '客户介绍',
  2: '独立开发',
  3: '促销活动',
  4: '老客户复购',
  5: '网络推广',
  6: '其他',
} as const;

/** 报价 */
export const OFFER_STATUS = { 1: '草稿', 2: '已发送', 3: '已接受', 4: '已拒绝', 5: '已过期' } as const;
export const OFFER_DRAFT = 1;
export const OFFER_SENT = 2;
export const OFFER_ACCEPTED = 3;
export const OFFER_EXPIRED = 5;
/** 税率 (%) */
export const TAX_RATE = { 0: '0%', 1: '1%', 3: '3%', 6: '6%', 9: '9%', 13: '13%' } as const;

/** 竞争对手 */
export const THREAT_LEVEL = { 1: '低', 2: '中', 3: '高' } as const;
/** 商机项目 */
export const BUSINESS_PROJECT_STATUS = { 1: '进行中', 2: '已立项', 3: '已搁置', 4: '已关闭' } as const;
/** 方案建议书 */
export const PROPOSAL_STATUS = { 1: '草稿', 2: '已提交', 3: '已采纳' } as const;

// 合同 and the money chain
/** 合同: edited only while 待提交, 已驳回 or 已撤回; 作废 only while nothing is collected */
export const CONTRACT_STATUS = {
  1: '待提交',
  2: '审批中',
  3: '已通过',
  4: '已驳回',
  5: '已撤回',
  9: '已作废',
} as const;
/** a document approved before it counts (合同退款, 合同变更) */
export const DOC_STATUS = { 1: '待提交', 2: '审批中', 3: '已通过', 4: '已驳回', 5: '已撤回' } as const;
/** the statuses of a document (or contract) that its owner may still edit and submit */
export const DOC_EDITABLE: readonly number[] = [1, 4, 5];
/** Whether a document in this status may still be changed by its owner (DOC_EDITABLE). */
export const docEditable = (status: number | null): boolean => status !== null && DOC_EDITABLE.includes(status);
export const DOC_IN_APPROVAL = 2;
export const DOC_APPROVED = 3;
export const CONTRACT_VOID = 9;
/** 6 已核销: closed by a 坏账 or 呆账 write-off (docs/decisions/0013-written-off-plans.md) */
export const REPAY_PLAN_STATUS = {
  1: '待回款',
  2: '待回款（已逾期）',
  3: '部分回款',
  4: '部分回款（已逾期）',
  5: '已回款',
  6: '已核销',
  9: '已作废',
} as const;
/** instalments still awaiting money, not yet overdue (待回款, 部分回款) */
export const PLAN_AWAITING: readonly number[] = [1, 3];
/** instalments still awaiting money past their date (待回款（已逾期）, 部分回款（已逾期）) */
export const PLAN_OVERDUE: readonly number[] = [2, 4];
export const RECEIVABLE_STATUS = { 1: '待回款', 2: '部分回款', 3: '已回款', 9: '已作废' } as const;
export const PAY_METHOD = {
  1: '银行转账',
  2: '现金',
  3: '支票',
  4: '微信',
  5: '支付宝',
  6: '承兑汇票',
  7: '其他',
} as const;
