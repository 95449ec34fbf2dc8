import type { Envelope } from '@suwork/domain';
import { APPLICATIONS, derivedValues, type EntityDef } from '@suwork/domain/entities';
import { applicationRoutes, oaConfigRoutes, type InputOf } from '@suwork/domain/routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call.ts';
import type { EntityRow, EntityValues } from '../../../engine/entity-api.ts';

/** What a submission adds to the form's values: the chosen approvers and the values the preview showed. */
export type Submission = { to_user: string; condition: string };

/** The calls of one OA application (请假, 转正 …): its record and its run together. */
export const applicationApi = (def: Pick<EntityDef, 'controller' | 'title'>) => {
  const routes = applicationRoutes(def);
  return {
    /** `idempotencyKey`: one per form submission, so a double submit starts one application and one approval run */
    add: (values: EntityValues & Submission, idempotencyKey?: string) => call(routes.add, values, { idempotencyKey }),
    /** a rejected or withdrawn application, changed and sent again by its applicant */
    resubmit: (id: number, values: EntityValues & Submission) => call(routes.resubmit, { id, ...values }),
    /** the entity engine's record (the answer leaves its fields open), as its detail fields read it */
    read: (id: number, opts?: { signal?: AbortSignal }) =>
      call(routes.read, { id }, opts) as Promise<Envelope<EntityRow>>,
  };
};

export type OaFormChange = InputOf<typeof oaConfigRoutes.save>['forms'][number];

export const oaConfigApi = {
  list: (opts?: { signal?: AbortSignal }) => call(oaConfigRoutes.getList, undefined, opts),
  save: (forms: readonly OaFormChange[]) => call(oaConfigRoutes.save, { forms: [...forms] }),
};

export const OA_CONFIG_KEY = ['oaConfig'] as const;
/** 1 启用 / 是, 2 停用 / 否 */
export const YES = 1;
export const NO = 2;

/** OA配置 of every application form. */
export function useOaConfig() {
  return useQuery({
    queryKey: OA_CONFIG_KEY,
    queryFn: ({ signal }) => oaConfigApi.list({ signal }),
    staleTime: 60_000,
  });
}

/** The application whose flow_type the query names. */
export const applicationOf = (flowType: string | null): EntityDef | undefined =>
  APPLICATIONS.find((d) => String(d.flowType) === flowType);

/** Field types the approval conditions compare (as the server does with the saved record). */
const CONDITION_TYPES = new Set(['integer', 'money', 'percent', 'enum', 'date', 'member', 'department']);

/** The values the preview's condition branches see, with 时长 derived as the server will. */
export function previewCondition(def: EntityDef, payload: EntityValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields)
    if (CONDITION_TYPES.has(f.type) && payload[f.key] !== undefined && payload[f.key] !== null)
      out[f.key] = payload[f.key];
  const derived = derivedValues(def.key, payload);
  for (const [k, v] of Object.entries(derived ?? {})) out[k] = Number(v);
  return out;
}
