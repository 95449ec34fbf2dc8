import type { NodeName } from '@suwork/domain';
import type { InviteCode } from '@suwork/domain/contracts';
import { inviteCodeRoutes } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

/** The company invitation code staff register with at /registered; status 1 启用, 2 停用. */
export type { InviteCode };

export const INVITE_CODE_NODE: NodeName = 'system_optionConfig_edit';

export const inviteCodeApi = {
  get: ({ signal }: { signal?: AbortSignal } = {}) => call(inviteCodeRoutes.getInfo, undefined, { signal }),
  reset: () => call(inviteCodeRoutes.reset),
  setStatus: (status: number) => call(inviteCodeRoutes.setStatus, { status }),
};
