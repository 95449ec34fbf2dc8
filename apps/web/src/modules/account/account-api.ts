import type { AccessToken, Profile, SetupState } from '@suwork/domain/contracts';
import { accessTokenRoutes, profileRoutes, registerRoutes, type InputOf } from '@suwork/domain/routes';
import { call } from '../../api/call.ts';

export type { AccessToken, Profile, SetupState };

/** A new access token: its name and life in days (0 never expires). */
export type AccessTokenRequest = InputOf<typeof accessTokenRoutes.tokenAdd>;

/** What a member may change about themselves; avatar_id is an uploaded file's id, 0 removes the avatar. */
export type ProfileChange = InputOf<typeof profileRoutes.updateInfo>;
export type PasswordChange = InputOf<typeof profileRoutes.updatePwd>;

export type CompanySetup = InputOf<typeof registerRoutes.setupCompany>;
export type Registration = InputOf<typeof registerRoutes.register>;

// Form submissions are silent: the forms show a refusal themselves, next to what the user typed.
export const accountApi = {
  profile: () => call(profileRoutes.getProfile),
  updateInfo: (body: ProfileChange) => call(profileRoutes.updateInfo, body, { silent: true }),
  updatePwd: (body: PasswordChange) => call(profileRoutes.updatePwd, body, { silent: true }),
  tokenList: (options?: { signal?: AbortSignal }) => call(accessTokenRoutes.tokenList, undefined, options),
  tokenAdd: (body: AccessTokenRequest) => call(accessTokenRoutes.tokenAdd, body),
  tokenDel: (token_id: number) => call(accessTokenRoutes.tokenDel, { token_id }),
  setupState: () => call(registerRoutes.getSetupState),
  setupCompany: (body: CompanySetup) => call(registerRoutes.setupCompany, body, { silent: true }),
  register: (body: Registration) => call(registerRoutes.register, body, { silent: true }),
};
