import { nodeOf } from '@suwork/domain';
import { offerEntity, type Field } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { entityApi } from '../../../engine/entity-api.ts';
import { fieldControl } from '../../../engine/form/field-control.tsx';
import { editingTotal, type EditableLine } from '../../../engine/form/product-line-values.ts';
import { contractAmountNote, type QuoteTerms } from './contract-amount.ts';
import styles from './contract-amount.module.css';

export type ContractAmountInputProps = {
  field: Field;
  /** given by Form.Item */
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/** The contract's quote read for its terms (by a member who may read quotes), or undefined. */
function useQuoteTerms(offerId: unknown): QuoteTerms | undefined {
  const can = usePermission();
  const id = typeof offerId === 'number' && offerId > 0 && can(nodeOf(offerEntity.node)) ? offerId : 0;
  const { data } = useQuery({
    queryKey: ['entity', offerEntity.key, 'info', id],
    queryFn: ({ signal }) => entityApi(offerEntity).info(id, { signal }),
    enabled: id > 0,
    staleTime: 30_000,
  });
  const quote = data?.data;
  return quote
    ? {
        title: String(quote.title ?? ''),
        discount: String(quote.discount ?? '0'),
        tax_rate: Number(quote.tax_rate ?? 0),
      }
    : undefined;
}

/**
 * 合同金额 with a note under it saying how it stands against the product lines above: the same, the lines with the
 * quote's discount and tax, or how far apart, with the figures it may be set to.
 */
export function ContractAmountInput({ field, id, value, onChange, ...rest }: ContractAmountInputProps) {
  const form = Form.useFormInstance();
  const lines = Form.useWatch<EditableLine[] | undefined>('product_lines', form);
  const quote = useQuoteTerms(Form.useWatch('offer_id', form));
  const note = contractAmountNote(
    value === null || value === undefined ? undefined : String(value),
    lines && lines.length > 0 ? editingTotal(lines) : undefined,
    quote,
  );
  const noteId = id ? `${id}-note` : undefined;
  const input = cloneElement(fieldControl(field) as ReactElement<Record<string, unknown>>, {
    ...rest,
    id,
    value,
    onChange,
    'aria-describedby': note ? noteId : undefined,
  });
  return (
    <>
      {input}
      {note && (
        <div id={noteId} className={styles.note} role="status">
          <span className={note.tone === 'differs' ? styles.differs : undefined}>{note.text}</span>
          {note.tone === 'differs' &&
            note.choices.map((c) => (
              <Button
                key={c.label}
                type="link"
                size="small"
                className={styles.choice}
                onClick={() => onChange?.(Number(c.amount))}
              >
                {c.label}
              </Button>
            ))}
        </div>
      )}
    </>
  );
}
