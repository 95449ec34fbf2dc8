import type { EntityRow } from '../../../engine/entity-api.ts';

/** One contract of an application as the API sends it. */
export type ContractLine = {
  contract_id: number;
  title: string | null;
  company_name: string | null;
  amount: string | null;
  invoice_amount: string | null;
};

export const contractLinesOf = (row: EntityRow): ContractLine[] =>
  Array.isArray(row.contractList) ? (row.contractList as unknown as ContractLine[]) : [];

/** The contracts' names in one line, for a list cell. */
export const contractTitles = (row: EntityRow): string =>
  contractLinesOf(row)
    .map((l) => l.title ?? '')
    .filter(Boolean)
    .join('、');
