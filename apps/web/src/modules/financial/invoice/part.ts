import type { FinancePart } from '../finance-part.ts';
import { INVOICE_EXTENSIONS } from './invoice-extensions.tsx';

/** 发票管理 (开票申请, 财务开票, 开具发票): pages by route name and what it adds to the engine pages. */
export const INVOICE_PART: FinancePart = {
  pages: {
    financialInvoice: () => import('./FinancialInvoicePage.tsx').then((m) => m.FinancialInvoicePage),
    openInvoice: () => import('./OpenInvoicePage.tsx').then((m) => m.OpenInvoicePage),
  },
  extensions: INVOICE_EXTENSIONS,
};
