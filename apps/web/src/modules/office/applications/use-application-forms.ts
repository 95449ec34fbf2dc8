import { APPLICATIONS, type EntityDef } from '@suwork/domain/entities';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { useOaConfig, YES } from './application-api.ts';

export const APPLY_NODE = 'home_examine_apply';

/**
 * The application forms a member may start (发起申请): those OA配置 has enabled, for holders of 发起申请.
 * Shared by the approval centre's button and the workbench's quick links.
 */
export function useApplicationForms(): { allowed: boolean; forms: readonly EntityDef[]; isPending: boolean } {
  const can = usePermission();
  const config = useOaConfig();
  const enabled = new Set((config.data?.data ?? []).filter((s) => s.enabled === YES).map((s) => s.flow_type));
  return {
    allowed: can(APPLY_NODE),
    forms: APPLICATIONS.filter((def) => enabled.has(def.flowType!)),
    isPending: config.isPending,
  };
}
