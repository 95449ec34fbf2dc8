import { contractChangeRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type { ChangeDiff, ContractVersion, PlanSplit, ResplitPreview } from '@suwork/domain/contracts';

type Signal = { signal?: AbortSignal };

/** Cache keys under the entity's own, so an approval or an edit refreshes them with the record. */
export const changeKeys = {
  versions: (contractId: number) => ['entity', 'contract', 'versions', contractId],
  diff: (changeId: number) => ['entity', 'contractChange', 'diff', changeId],
  resplit: (contractId: number) => ['entity', 'contract', 'resplit', contractId],
  planSplit: (proposal: SplitProposal) => ['entity', 'contract', 'planSplit', proposal],
};

/** A proposal as the split preview takes it: the contract, the amount (as typed, text) and the dates proposed. */
export type SplitProposal = InputOf<typeof contractChangeRoutes.planSplit> & { new_amount: string };

/** 合同变更's calls beside the engine's: the versions of a contract, a change's diff, re-splitting the plans. */
export const changeApi = {
  versions: (contractId: number, { signal }: Signal = {}) =>
    call(contractChangeRoutes.versions, { contract_id: contractId }, { signal }),
  diff: (changeId: number, { signal }: Signal = {}) => call(contractChangeRoutes.diff, { id: changeId }, { signal }),
  planSplit: (proposal: SplitProposal, { signal }: Signal = {}) =>
    call(contractChangeRoutes.planSplit, proposal, { signal, silent: true }),
  resplitPreview: (contractId: number, { signal }: Signal = {}) =>
    call(contractChangeRoutes.resplitPreview, { contract_id: contractId }, { signal }),
  resplit: (contractId: number) => call(contractChangeRoutes.resplit, { contract_id: contractId }),
};
