import { defineWebModule } from '../../app/web-module.ts';
import { mergeExtensions } from '../../engine/extensions.ts';
import { DEBT_PART } from './debt/part.ts';
import { INVOICE_PART } from './invoice/part.ts';
import { MONEY_PART } from './money/part.ts';

const PARTS = [MONEY_PART, INVOICE_PART, DEBT_PART];

/** 财务: money in and out, invoices and write-offs, each part in its own folder. */
export default defineWebModule({
  pages: Object.assign({}, ...PARTS.map((p) => p.pages)),
  entityExtensions: mergeExtensions(...PARTS.map((p) => p.extensions)),
});
