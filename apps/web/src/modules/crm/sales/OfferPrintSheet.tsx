import { lineSubtotal, type ProductLine } from '@suwork/domain';
import { offerEntity } from '@suwork/domain/entities';
import { useMemo } from 'react';
import { safeHtml } from '../../../engine/detail/safe-html.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { displayText, EMPTY_TEXT, fieldMap } from '../../../engine/field-model.ts';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format.ts';
import styles from './offer-print.module.css';

const FIELDS = fieldMap(offerEntity);
const FACTS = ['offer_no', 'version', 'title', 'enterprise_id', 'contact_id', 'valid_until'] as const;
const TOTALS = ['lines_amount', 'discount', 'before_tax', 'tax_rate', 'tax_amount'] as const;

/** The print header: the company's name and logo (from 公司信息); '' when not set. */
export type PrintCompany = { name: string; logoUrl: string };

/** The quote as printed: company, numbers, customer, lines, totals, terms. */
export function OfferPrintSheet({ row, company }: { row: EntityRow; company: PrintCompany }) {
  const text = (key: string) => {
    const field = FIELDS.get(key);
    return (field && displayText(field, row)) || EMPTY_TEXT;
  };
  const label = (key: string) => FIELDS.get(key)?.label ?? key;
  const lines = Array.isArray(row.product_lines) ? (row.product_lines as readonly ProductLine[]) : [];
  const terms = useMemo(() => (typeof row.terms === 'string' && row.terms ? safeHtml(row.terms) : ''), [row.terms]);
  return (
    <article className={styles.sheet} aria-label="打印报价单">
      {(company.name || company.logoUrl) && (
        <header className={styles.header}>
          {company.logoUrl && <img className={styles.logo} src={company.logoUrl} alt="公司标志" />}
          {company.name && <h1 className={styles.company}>{company.name}</h1>}
        </header>
      )}
      <h2 className={styles.title}>报价单</h2>
      <dl className={styles.facts}>
        {FACTS.map((key) => (
          <div key={key}>
            <dt>{label(key)}：</dt>
            <dd>{key === 'version' ? `v${text(key)}` : text(key)}</dd>
          </div>
        ))}
        <div>
          <dt>报价日期：</dt>
          <dd>{formatDate(typeof row.create_time === 'string' ? row.create_time : null) || EMPTY_TEXT}</dd>
        </div>
      </dl>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th>序号</th>
            <th>产品/服务</th>
            <th>规格</th>
            <th>单位</th>
            <th className={styles.num}>单价</th>
            <th className={styles.num}>数量</th>
            <th className={styles.num}>折扣(%)</th>
            <th className={styles.num}>小计</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{l.product_name}</td>
              <td>{[l.spec_name, l.module_name].filter(Boolean).join(' / ') || EMPTY_TEXT}</td>
              <td>{l.unit || EMPTY_TEXT}</td>
              <td className={styles.num}>{formatAmount(l.price)}</td>
              <td className={styles.num}>{formatNumber(l.quantity, 2, '.', '')}</td>
              <td className={styles.num}>{formatNumber(l.discount || '0', 2, '.', '')}</td>
              <td className={styles.num}>{formatAmount(l.subtotal || lineSubtotal(l))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        {TOTALS.map((key) => (
          <div key={key}>
            <dt>{label(key)}</dt>
            <dd>{text(key)}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>{label('after_tax')}</dt>
          <dd>{text('after_tax')}</dd>
        </div>
      </dl>
      {terms && (
        <section>
          <h3 className={styles.section}>{label('terms')}</h3>
          <div dangerouslySetInnerHTML={{ __html: terms }} />
        </section>
      )}
      {typeof row.remark === 'string' && row.remark && (
        <section>
          <h3 className={styles.section}>{label('remark')}</h3>
          <p>{row.remark}</p>
        </section>
      )}
    </article>
  );
}
