import { contractEntity, offerEntity, receivableEntity, recoveryEntity } from '@suwork/domain/entities';
import { contractRoutes } from '@suwork/domain/routes';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import { entityApi, type CellValue } from '../../../engine/entity-api.ts';
import { fillCells } from '../../../engine/form/record-fills.ts';

/** The money chain's calls beside the engine's: 作废 a contract, 确认到账, 更正到账 and 作废 of a collection. */
export const contractApi = {
  /** the contract and its plans stop counting; refused while in approval or once money is registered */
  cancel: (contractId: number) => call(contractRoutes.cancel, { contract_id: contractId }),
  /** `actualAmount`: decimal text, at most the collection's amount */
  confirmReceipt: (receivableId: number, actualAmount: string) =>
    call(contractRoutes.confirm, { receivable_id: receivableId, actual_amount: actualAmount }),
  /** finance's change of what arrived on a confirmed collection, with its reason */
  correctReceipt: (receivableId: number, actualAmount: string, reason: string) =>
    call(contractRoutes.correct, { receivable_id: receivableId, actual_amount: actualAmount, reason }),
  /** a confirmed collection is voided by finance only, with a reason */
  voidReceivable: (receivableId: number, reason?: string) =>
    call(contractRoutes.voidReceivable, { receivable_id: receivableId, ...(reason ? { reason } : {}) }),
};

/** A collection confirmed or voided moves its contract's and plans' amounts: all three are read again. */
export const refreshMoneyChain = (queryClient: QueryClient) =>
  Promise.all(
    [contractEntity, recoveryEntity, receivableEntity].map((def) =>
      queryClient.invalidateQueries({ queryKey: ['entity', def.key] }),
    ),
  );

const TITLE_MAX = contractEntity.fields.find((f) => f.key === 'title')?.max ?? 100;

/** The contract's name made from its quote's: 「华锐智能安全网关采购报价」 is signed as 「华锐智能安全网关采购合同」. */
export const contractTitleOf = (quoteTitle: string): string => {
  const base = quoteTitle.trim().replace(/报价单?$/, '');
  return base ? `${base.slice(0, TITLE_MAX - 2)}合同` : '';
};

/**
 * What a contract opened from an accepted quote (转为合同) starts from: a name from the quote's, and what choosing
 * the quote fills in (its declaration: the product lines and the total with tax).
 */
export async function contractFromOffer(offerId: number, signal: AbortSignal): Promise<Record<string, CellValue>> {
  const { data } = await entityApi(offerEntity).info(offerId, { signal });
  const fills = contractEntity.fields.find((f) => f.key === 'offer_id')?.fills ?? {};
  return { title: contractTitleOf(String(data.title ?? '')), ...fillCells(fills, data) };
}
