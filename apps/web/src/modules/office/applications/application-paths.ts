import type { EntityDef } from '@suwork/domain/entities';
import { routePath } from '../../../engine/route-paths.ts';

/** The detail of an application as its applicant and approvers open it (审批中心 → 申请详情). */
export const applicationInfoPath = (def: Pick<EntityDef, 'flowType'>, id: number) =>
  routePath('applicationInfo', { id, flow_type: def.flowType!, detail_id: id });
