import type { DataOf } from '@suwork/domain/contracts';
import type { AgeingPlan, AgeingView, DebtKind, DebtSettings, RecoveryView, debtAnswers } from '@suwork/domain/entities';
import { http } from '../../../api/http.ts';

export type { AgeingPlan, AgeingView, DebtSettings, RecoveryView };
export type AgeingRow = AgeingView['rows'][number];
export type AgeingQuery = { dimension: 'customer' | 'contract'; sort: 'total' | 'days'; keyword?: string; page: number; limit: number };
export type AgeingPlansQuery = { bucket?: number; contract_id?: number; enterprise_id?: number; page: number; limit: number };
export type RecoveryBody = { amount: string; recover_date: string; pay_method: number; remark: string; attachments: number[] };

type Answers = typeof debtAnswers;
const opts = (signal?: AbortSignal) => ({ signal });

/** 应收账龄 and its settings (GET /api/Financial/…). */
export const ageingApi = {
  ageing: (q: AgeingQuery, signal?: AbortSignal) => http.get<DataOf<Answers['ageing']>>('/api/Financial/ageing', q, opts(signal)),
  plans: (q: AgeingPlansQuery, signal?: AbortSignal) => http.get<DataOf<Answers['ageingPlans']>>('/api/Financial/ageingPlans', q, opts(signal)),
  settings: (signal?: AbortSignal) => http.get<DataOf<Answers['getSettings']>>('/api/Financial/getDebtSettings', undefined, opts(signal)),
  saveSettings: (body: DebtSettings) => http.post<DataOf<Answers['saveSettings']>>('/api/Financial/saveDebtSettings', body),
};

/** A write-off kind's own calls beside the engine's: what may still be written off, and its recoveries. */
export const debtApi = (kind: DebtKind) => {
  const base = `/api/${kind.def.controller}`;
  return {
    room: (contractId: number, signal?: AbortSignal) => http.get<DataOf<Answers['room']>>(`${base}/room`, { contract_id: contractId }, opts(signal)),
    recoveries: (debtId: number, page: number, limit: number, signal?: AbortSignal) => http.get<DataOf<Answers['recoveryList']>>(`${base}/recoveryList`, { id: debtId, page, limit }, opts(signal)),
    recovery: (id: number, signal?: AbortSignal) => http.get<DataOf<Answers['recoveryInfo']>>(`${base}/recoveryInfo`, { id }, opts(signal)),
    addRecovery: (debtId: number, body: RecoveryBody, idempotencyKey?: string) => http.post<DataOf<Answers['addRecovery']>>(`${base}/addRecovery`, { debt_id: debtId, ...body }, { idempotencyKey }),
    editRecovery: (id: number, body: Partial<RecoveryBody>) => http.post<DataOf<Answers['editRecovery']>>(`${base}/editRecovery`, { id, ...body }),
    delRecovery: (id: number) => http.post<DataOf<Answers['delRecovery']>>(`${base}/delRecovery`, { id }),
  };
};

export const AGEING_KEY = ['financial', 'ageing'] as const;
export const DEBT_SETTINGS_KEY = ['financial', 'debtSettings'] as const;
export const recoveriesKey = (entityKey: string, debtId: number) => ['entity', entityKey, 'recoveries', debtId] as const;
