import { contractChangeAnswers, type DataOf } from '@suwork/domain/contracts';
import { http } from '../../../api/http.ts';

export type { ChangeDiff, ContractVersion, PlanSplit, ResplitPreview } from '@suwork/domain/contracts';

type Signal = { signal?: AbortSignal };

/** Cache keys under the entity's own, so an approval or an edit refreshes them with the record. */
export const changeKeys = {
  versions: (contractId: number) => ['entity', 'contract', 'versions', contractId],
  diff: (changeId: number) => ['entity', 'contractChange', 'diff', changeId],
  resplit: (contractId: number) => ['entity', 'contract', 'resplit', contractId],
  planSplit: (proposal: SplitProposal) => ['entity', 'contract', 'planSplit', proposal],
};

/** A proposal as the split preview takes it: the contract, the amount and the dates proposed. */
export type SplitProposal = { contract_id: number; new_amount: string; new_start_date?: string; new_end_date?: string };

/** 合同变更's calls beside the engine's: the versions of a contract, a change's diff, re-splitting the plans. */
export const changeApi = {
  versions: (contractId: number, { signal }: Signal = {}) => http.get<DataOf<typeof contractChangeAnswers.versions>>('/api/Contract/versions', { contract_id: contractId }, { signal }),
  diff: (changeId: number, { signal }: Signal = {}) => http.get<DataOf<typeof contractChangeAnswers.diff>>('/api/ContractChange/diff', { id: changeId }, { signal }),
  planSplit: (proposal: SplitProposal, { signal }: Signal = {}) => http.get<DataOf<typeof contractChangeAnswers.planSplit>>('/api/ContractChange/planSplit', proposal, { signal, silent: true }),
  resplitPreview: (contractId: number, { signal }: Signal = {}) =>
    http.get<DataOf<typeof contractChangeAnswers.resplitPreview>>('/api/ContractRepay/resplitPreview', { contract_id: contractId }, { signal }),
  resplit: (contractId: number) => http.post<DataOf<typeof contractChangeAnswers.resplit>>('/api/ContractRepay/resplit', { contract_id: contractId }),
};
