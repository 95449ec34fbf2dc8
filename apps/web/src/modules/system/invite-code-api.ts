import { http } from '../../api/http.ts';

/** The company invitation code staff register with at /registered; status 1 启用, 2 停用. */
export type InviteCode = { code: string; status: number };

export const INVITE_CODE_NODE = 'system_optionConfig_edit';

export const inviteCodeApi = {
  get: ({ signal }: { signal?: AbortSignal } = {}) => http.get<InviteCode>('/api/InviteCode/getInfo', undefined, { signal }),
  reset: () => http.post<InviteCode>('/api/InviteCode/reset'),
  setStatus: (status: number) => http.post<InviteCode>('/api/InviteCode/setStatus', { status }),
};
