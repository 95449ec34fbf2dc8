import type { FinancePart } from '../finance-part.ts';
import { MONEY_EXTENSIONS } from './money-extensions.tsx';

/** 财务概览, and 报销, 借款, 付款 and 收款 (engine pages with what money out adds). */
export const MONEY_PART: FinancePart = {
  pages: { financial: () => import('./FinanceOverviewPage.tsx').then((m) => m.FinanceOverviewPage) },
  extensions: MONEY_EXTENSIONS,
};
