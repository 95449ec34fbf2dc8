import { OFFER_STATUS, TAX_RATE } from '@suwork/domain/entities';
import type { ProductLine } from '@suwork/domain';
import { offerRoutes } from '@suwork/domain/routes';
import type { EntityService } from '../../core/engine/entity-service.ts';
import { plainText } from '../../core/excel/cells.ts';
import { contentDisposition } from '../../core/files/file-names.ts';
import { currentUser, type App } from '../../core/types.ts';
import { serve } from '../../core/serve.ts';
import { companyInfo, logoForPrint } from '../account/company-info.ts';
import { renderQuotePdf, type QuotePdfInput } from './quote-pdf.ts';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Paragraphs of rich text as lines of plain text. */
const paragraphs = (html: string) =>
  plainText(html.replace(/<\/(p|li|h[1-6])>|<br\s*\/?>/gi, '$&\n')).replace(/\n{3,}/g, '\n\n');

/** What the PDF shows of a quote (its info, names attached). */
export function quotePdfInput(row: Row, company: QuotePdfInput['company']): QuotePdfInput {
  return {
    company,
    quote: {
      offer_no: text(row.offer_no),
      version: Number(row.version) || 1,
      title: text(row.title),
      customer_name: text(row.enterprise_name),
      contact_name: text(row.contact_name),
      owner_name: text(row.owner_user_name),
      create_date: text(row.create_time).slice(0, 10),
      valid_until: text(row.valid_until),
      discount: text(row.discount ?? '0'),
      tax_rate: (TAX_RATE[Number(row.tax_rate) as keyof typeof TAX_RATE] ?? '0%').replace('%', ''),
      lines_amount: text(row.lines_amount ?? '0.00'),
      before_tax: text(row.before_tax ?? '0.00'),
      tax_amount: text(row.tax_amount ?? '0.00'),
      after_tax: text(row.after_tax ?? '0.00'),
      terms: paragraphs(text(row.terms)),
      status_name: OFFER_STATUS[Number(row.status) as keyof typeof OFFER_STATUS] ?? '',
    },
    lines: ((row.product_lines ?? []) as ProductLine[]).map((l) => ({ ...l, remark: l.remark ?? '' })),
  };
}

/**
 * GET /api/Offer/pdf?offer_id=: the quote as a PDF download (报价单_<number>.pdf). 下载PDF opens it in a new tab, so it
 * also takes the session cookie (decision 0002); the node and the quote's record access are checked as for any read.
 */
export function registerOfferPdf(app: App, offers: EntityService) {
  serve(app, offerRoutes.pdf, { config: { cookieToken: true } }, async (req, reply) => {
    const row = await offers.info(currentUser(req), req.query.offer_id);
    const db = app.database.db;
    const [{ company_name }, logo] = await Promise.all([companyInfo(db), logoForPrint(db, app.storage)]);
    const pdf = await renderQuotePdf(quotePdfInput(row, { name: company_name, logo }));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(`报价单_${text(row.offer_no)}.pdf`, false))
      .send(Buffer.from(pdf));
  });
}
