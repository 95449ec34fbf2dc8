import { http } from '../../api/http.ts';

export type TransferResult = { enterprise_id: number; contact_id: number | null };

export type DashboardTotals = {
  new_clues: number;
  new_customers: number;
  follow_count: number;
  converted_clues: number;
  deal_customers: number;
  /** percent with two decimals, e.g. '12.50' */
  conversion_rate: string;
};
export type DashboardTrend = { granularity: 'day' | 'month'; labels: string[]; clues: number[]; customers: number[] };
export type DashboardRank = { user_id: number; user_name: string; new_customers: number };
export type DashboardOverview = { totals: DashboardTotals; trend: DashboardTrend; ranking: DashboardRank[] };

/** The CRM module's own calls: clue conversion and the dashboard. */
export const crmApi = {
  /** 线索转客户: creates the customer (and a contact), moves the follow-ups, marks the clue converted */
  transferClue: (id: number, enterpriseName: string, createContact: boolean) =>
    http.post<TransferResult>('/api/Clue/transferCustomer', { id, enterprise_name: enterpriseName, create_contact: createContact }),
  overview: (startDate: string, endDate: string, { signal }: { signal?: AbortSignal } = {}) =>
    http.get<DashboardOverview>('/api/CrmDashboard/overview', { start_date: startDate, end_date: endDate }, { signal }),
};
