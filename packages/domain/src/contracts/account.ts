import { z } from 'zod';
import { signedInView } from './auth.ts';
import { dateTime, emptyBody, idOf, listBody, okBody } from './envelope.ts';

/** The signed-in member's own details; role ids and names comma-joined. */
export const profileView = z.object({
  user_id: z.number(),
  user_name: z.string(),
  nick_name: z.string(),
  user_phone: z.string(),
  user_email: z.string(),
  dept_id: z.number(),
  dept_name: z.string(),
  job_number: z.string(),
  ranks: z.string(),
  avatar_url: z.string(),
  status: z.number(),
  create_time: dateTime(),
  role_id: z.string(),
  role_name: z.string(),
});
/** What a profile change saved: the fields sent, and the avatar's address when it changed. */
export const profileChangeView = z.object({
  nick_name: z.string().optional(),
  user_email: z.string().optional(),
  avatar_url: z.string().optional(),
});
export type Profile = z.infer<typeof profileView>;

/** 个人资料: /api/user/getProfile, updateInfo, updatePwd. */
export const profileAnswers = {
  getProfile: okBody(profileView),
  updateInfo: okBody(profileChangeView),
  updatePwd: emptyBody,
};

/**
 * A personal access token as its owner's list shows it; the token itself is never listed. `token_hint` is the
 * prefix and the last four characters (`suw_pat_…abcd`); `expire_time` null never expires; `last_used_time` null
 * never used (a use is recorded at most once a minute).
 */
export const accessTokenView = z.object({
  token_id: z.number(),
  name: z.string(),
  token_hint: z.string(),
  create_time: dateTime(),
  expire_time: dateTime(),
  /** 2 expired, 1 still valid */
  is_expired: z.number(),
  last_used_time: dateTime(),
  last_used_ip: z.string(),
});
/** A token just created: the only answer that carries `token`, the secret the script sends. */
export const accessTokenCreatedView = accessTokenView.extend({ token: z.string() });
export type AccessToken = z.infer<typeof accessTokenView>;
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedView>;

/** 访问令牌: /api/user/tokenList, tokenAdd, tokenDel (a sign-in session only, never a token). */
export const accessTokenAnswers = {
  tokenList: listBody(accessTokenView),
  tokenAdd: okBody(accessTokenCreatedView),
  tokenDel: okBody(idOf('token_id')),
};

export const setupStateView = z.object({ is_setup: z.boolean(), company_name: z.string() });
/** The first administrator, signed in at once. */
export const companySetUpView = signedInView.extend({ user_id: z.number() });
export type SetupState = z.infer<typeof setupStateView>;
export type CompanySetUp = z.infer<typeof companySetUpView>;

/** 公司设置 and 员工注册: /api/Register/getSetupState, setupCompany, register. */
export const registerAnswers = {
  getSetupState: okBody(setupStateView),
  setupCompany: okBody(companySetUpView),
  register: okBody(idOf('user_id')),
};

/** The company invitation code staff register with; status 1 启用, 2 停用. */
export const inviteCodeView = z.object({ code: z.string(), status: z.number() });
export type InviteCode = z.infer<typeof inviteCodeView>;

/** 邀请码: /api/InviteCode/getInfo, reset, setStatus (each answers the code as it now is). */
export const inviteCodeAnswers = {
  getInfo: okBody(inviteCodeView),
  reset: okBody(inviteCodeView),
  setStatus: okBody(inviteCodeView),
};

/** 公司信息: the name and logo on printed documents (报价单 …); `logo_url` '' without a logo. */
export const companyInfoView = z.object({ company_name: z.string(), logo_id: z.number(), logo_url: z.string() });
export type CompanyInfo = z.infer<typeof companyInfoView>;
/** /api/Company/<name> */
export const companyInfoAnswers = { info: okBody(companyInfoView), update: okBody(companyInfoView) };
