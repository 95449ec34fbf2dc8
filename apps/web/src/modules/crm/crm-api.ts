import { clueRoutes, crmDashboardRoutes, moneyDashboardRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type {
  DashboardOverview,
  DashboardRank,
  DashboardTotals,
  DashboardTrend,
  TransferResult,
} from '@suwork/domain/contracts';

/** The CRM module's own calls: clue conversion and the dashboard. */
export const crmApi = {
  /** 线索转客户: creates the customer (and a contact), moves the follow-ups, marks the clue converted */
  transferClue: (id: number, enterpriseName: string, createContact: boolean) =>
    call(clueRoutes.transferCustomer, { id, enterprise_name: enterpriseName, create_contact: createContact }),
  overview: (startDate: string, endDate: string, { signal }: { signal?: AbortSignal } = {}) =>
    call(crmDashboardRoutes.overview, { start_date: startDate, end_date: endDate }, { signal }),
  /** 合同与回款 over the period; quiet: the dashboard shows its failure (or hides the part when it is not allowed) */
  money: (startDate: string, endDate: string, { signal }: { signal?: AbortSignal } = {}) =>
    call(moneyDashboardRoutes.money, { start_date: startDate, end_date: endDate }, { signal, silent: true }),
};
