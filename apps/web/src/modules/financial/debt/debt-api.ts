import type { AgeingPlan, AgeingView, DebtKind, DebtSettings, RecoveryView } from '@suwork/domain/entities';
import { debtRoutes, recoveryRoutesOf, type InputOf } from '@suwork/domain/routes';
import { call } from '../../../api/call.ts';

export type { AgeingPlan, AgeingView, DebtSettings, RecoveryView };
export type AgeingRow = AgeingView['rows'][number];
type AgeingInput = InputOf<typeof debtRoutes.ageing>;
export type AgeingQuery = AgeingInput & Required<Pick<AgeingInput, 'dimension' | 'sort'>>;
export type AgeingPlansQuery = InputOf<typeof debtRoutes.ageingPlans>;
type Recovery = ReturnType<typeof routesOf>;
export type RecoveryBody = Omit<InputOf<Recovery['addRecovery']>, 'debt_id'>;

const routesOf = (kind: DebtKind) => recoveryRoutesOf[kind.def.key];

/** 应收账龄 and its settings (GET /api/Financial/…). */
export const ageingApi = {
  ageing: (q: AgeingQuery, signal?: AbortSignal) => call(debtRoutes.ageing, q, { signal }),
  plans: (q: AgeingPlansQuery, signal?: AbortSignal) => call(debtRoutes.ageingPlans, q, { signal }),
  settings: (signal?: AbortSignal) => call(debtRoutes.getSettings, undefined, { signal }),
  saveSettings: (body: DebtSettings) => call(debtRoutes.saveSettings, body),
};

/** A write-off kind's own calls beside the engine's: what may still be written off, and its recoveries. */
export const debtApi = (kind: DebtKind) => {
  const r = routesOf(kind);
  return {
    room: (contractId: number, signal?: AbortSignal) => call(r.room, { contract_id: contractId }, { signal }),
    recoveries: (debtId: number, page: number, limit: number, signal?: AbortSignal) =>
      call(r.recoveryList, { id: debtId, page, limit }, { signal }),
    recovery: (id: number, signal?: AbortSignal) => call(r.recoveryInfo, { id }, { signal }),
    addRecovery: (debtId: number, body: RecoveryBody, idempotencyKey?: string) =>
      call(r.addRecovery, { debt_id: debtId, ...body }, { idempotencyKey }),
    editRecovery: (id: number, body: Partial<RecoveryBody>) => call(r.editRecovery, { id, ...body }),
    delRecovery: (id: number) => call(r.delRecovery, { id }),
  };
};

export const AGEING_KEY = ['financial', 'ageing'] as const;
export const DEBT_SETTINGS_KEY = ['financial', 'debtSettings'] as const;
export const recoveriesKey = (entityKey: string, debtId: number) =>
  ['entity', entityKey, 'recoveries', debtId] as const;
