import { z } from 'zod';
import { okBody } from './envelope.ts';

/** What 线索转客户 created: the customer, and the contact when one was made. */
export const transferResultView = z.object({ enterprise_id: z.number(), contact_id: z.number().nullable() });
export const dashboardTotalsView = z.object({
  new_clues: z.number(),
  new_customers: z.number(),
  follow_count: z.number(),
  converted_clues: z.number(),
  deal_customers: z.number(),
  /** percent with two decimals, e.g. '12.50' */
  conversion_rate: z.string(),
});
export const dashboardTrendView = z.object({
  granularity: z.enum(['day', 'month']),
  labels: z.array(z.string()),
  clues: z.array(z.number()),
  customers: z.array(z.number()),
});
export const dashboardRankView = z.object({ user_id: z.number(), user_name: z.string(), new_customers: z.number() });
export const dashboardOverviewView = z.object({
  totals: dashboardTotalsView,
  trend: dashboardTrendView,
  ranking: z.array(dashboardRankView),
});
export type TransferResult = z.infer<typeof transferResultView>;
export type DashboardTotals = z.infer<typeof dashboardTotalsView>;
export type DashboardTrend = z.infer<typeof dashboardTrendView>;
export type DashboardRank = z.infer<typeof dashboardRankView>;
export type DashboardOverview = z.infer<typeof dashboardOverviewView>;

/** 线索转客户: /api/Clue/transferCustomer. */
export const clueTransferAnswers = { transferCustomer: okBody(transferResultView) };
/** 客户仪表盘: /api/CrmDashboard/<name>. */
export const crmDashboardAnswers = { overview: okBody(dashboardOverviewView) };
