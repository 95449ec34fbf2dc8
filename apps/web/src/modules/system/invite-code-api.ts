import type { DataOf, InviteCode, inviteCodeAnswers } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

/** The company invitation code staff register with at /registered; status 1 启用, 2 停用. */
export type { InviteCode };

export const INVITE_CODE_NODE = 'system_optionConfig_edit';

export const inviteCodeApi = {
  get: ({ signal }: { signal?: AbortSignal } = {}) => http.get<DataOf<typeof inviteCodeAnswers.getInfo>>('/api/InviteCode/getInfo', undefined, { signal }),
  reset: () => http.post<DataOf<typeof inviteCodeAnswers.reset>>('/api/InviteCode/reset'),
  setStatus: (status: number) => http.post<DataOf<typeof inviteCodeAnswers.setStatus>>('/api/InviteCode/setStatus', { status }),
};
