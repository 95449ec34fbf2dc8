import { http } from '../../api/http.ts';
import type { LoginResult } from '../../app/session/session-api.ts';

/** The signed-in member's own details (GET /api/user/getProfile). */
export type Profile = {
  user_id: number;
  user_name: string;
  nick_name: string;
  user_phone: string;
  user_email: string;
  dept_id: number;
  dept_name: string;
  job_number: string;
  ranks: string;
  avatar_url: string;
  role_id: string;
  role_name: string;
  create_time: string;
};

/** What a member may change about themselves; avatar_id is an uploaded file's id, 0 removes the avatar. */
export type ProfileChange = { nick_name?: string; user_email?: string; avatar_id?: number };
export type PasswordChange = { old_pwd: string; new_pwd: string; confirm_pwd: string };

export type SetupState = { is_setup: boolean; company_name: string };
export type CompanySetup = { company_name: string; user_name: string; user_phone: string; user_pwd: string; confirm_pwd: string };
export type Registration = { invite_code: string; user_name: string; user_phone: string; user_pwd: string; confirm_pwd: string; user_email?: string };

// Form submissions are silent: the forms show a refusal themselves, next to what the user typed.
export const accountApi = {
  profile: () => http.get<Profile>('/api/user/getProfile'),
  updateInfo: (body: ProfileChange) => http.post<{ avatar_url?: string }>('/api/user/updateInfo', body, { silent: true }),
  updatePwd: (body: PasswordChange) => http.post<null>('/api/user/updatePwd', body, { silent: true }),
  setupState: () => http.get<SetupState>('/api/Register/getSetupState'),
  setupCompany: (body: CompanySetup) => http.post<LoginResult>('/api/Register/setupCompany', body, { silent: true }),
  register: (body: Registration) => http.post<{ user_id: number }>('/api/Register/register', body, { silent: true }),
};
