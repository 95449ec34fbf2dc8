import type { AccessToken, accessTokenAnswers, DataOf, Profile, profileAnswers, registerAnswers, SetupState } from '@suwork/domain/contracts';
import { http } from '../../api/http.ts';

export type { AccessToken, Profile, SetupState };

/** A new access token: its name and life in days (0 never expires). */
export type AccessTokenRequest = { name: string; expire_days: number };

/** What a member may change about themselves; avatar_id is an uploaded file's id, 0 removes the avatar. */
export type ProfileChange = { nick_name?: string; user_email?: string; avatar_id?: number };
export type PasswordChange = { old_pwd: string; new_pwd: string; confirm_pwd: string };

export type CompanySetup = { company_name: string; user_name: string; user_phone: string; user_pwd: string; confirm_pwd: string };
export type Registration = { invite_code: string; user_name: string; user_phone: string; user_pwd: string; confirm_pwd: string; user_email?: string };

// Form submissions are silent: the forms show a refusal themselves, next to what the user typed.
export const accountApi = {
  profile: () => http.get<DataOf<typeof profileAnswers.getProfile>>('/api/user/getProfile'),
  updateInfo: (body: ProfileChange) => http.post<DataOf<typeof profileAnswers.updateInfo>>('/api/user/updateInfo', body, { silent: true }),
  updatePwd: (body: PasswordChange) => http.post<DataOf<typeof profileAnswers.updatePwd>>('/api/user/updatePwd', body, { silent: true }),
  tokenList: (options?: { signal?: AbortSignal }) => http.get<DataOf<typeof accessTokenAnswers.tokenList>>('/api/user/tokenList', undefined, options),
  tokenAdd: (body: AccessTokenRequest) => http.post<DataOf<typeof accessTokenAnswers.tokenAdd>>('/api/user/tokenAdd', body),
  tokenDel: (token_id: number) => http.post<DataOf<typeof accessTokenAnswers.tokenDel>>('/api/user/tokenDel', { token_id }),
  setupState: () => http.get<DataOf<typeof registerAnswers.getSetupState>>('/api/Register/getSetupState'),
  setupCompany: (body: CompanySetup) => http.post<DataOf<typeof registerAnswers.setupCompany>>('/api/Register/setupCompany', body, { silent: true }),
  register: (body: Registration) => http.post<DataOf<typeof registerAnswers.register>>('/api/Register/register', body, { silent: true }),
};
