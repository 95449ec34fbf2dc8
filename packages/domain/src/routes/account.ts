import { z } from 'zod';
import {
  ACCESS_TOKEN_DAYS,
  ACCESS_TOKEN_DEFAULT_DAYS,
  ACCESS_TOKEN_MSG,
  ACCESS_TOKEN_NAME_MAX,
  ACCOUNT_MSG,
  COMPANY_MSG,
  COMPANY_NAME_MAX,
  INVITE_STATUS,
} from '../account-messages.ts';
import {
  accessTokenAnswers,
  companyInfoAnswers,
  inviteCodeAnswers,
  profileAnswers,
  registerAnswers,
} from '../contracts/account.ts';
import { confirmPassword, mismatchOn, newPassword, optionalEmail, personName, phone } from './account-fields.ts';
import { noQuery, positiveId } from './fields.ts';
import { route } from './route.ts';

const NOTHING_TO_SAVE = '请填写要修改的资料';

/** 个人资料: the signed-in member's own details, the few they may change, their avatar and password. */
export const profileRoutes = {
  getProfile: route({
    method: 'GET',
    path: '/api/user/getProfile',
    auth: 'signedIn',
    query: noQuery(),
    answer: profileAnswers.getProfile,
  }),
  /** what members may change about themselves; name, phone, department, roles and status stay with administrators */
  updateInfo: route({
    method: 'POST',
    path: '/api/user/updateInfo',
    auth: 'signedIn',
    body: z
      .strictObject({
        nick_name: z.string({ error: '昵称格式错误' }).trim().max(64, '昵称不能超过64个字符').optional(),
        user_email: optionalEmail.optional(),
        /** a file id from Upload/doUpload; 0 removes the avatar */
        avatar_id: z.coerce.number({ error: '头像格式错误' }).int('头像格式错误').min(0, '头像格式错误').optional(),
      })
      .refine(
        (b) => b.nick_name !== undefined || b.user_email !== undefined || b.avatar_id !== undefined,
        NOTHING_TO_SAVE,
      ),
    answer: profileAnswers.updateInfo,
  }),
  /** from a sign-in session only (sessionOnly where it is served) */
  updatePwd: route({
    method: 'POST',
    path: '/api/user/updatePwd',
    auth: 'signedIn',
    body: z
      .strictObject({
        old_pwd: z
          .string({ error: ACCOUNT_MSG.inputOldPassword })
          .min(1, ACCOUNT_MSG.inputOldPassword)
          .max(128, ACCOUNT_MSG.oldPasswordWrong),
        new_pwd: newPassword(ACCOUNT_MSG.inputNewPassword),
        confirm_pwd: confirmPassword,
      })
      .refine((b) => b.new_pwd === b.confirm_pwd, mismatchOn('confirm_pwd')),
    answer: profileAnswers.updatePwd,
  }),
};

/** 访问令牌 in 个人资料: a member's own tokens, from a sign-in session only (sessionOnly where they are served). */
export const accessTokenRoutes = {
  tokenList: route({
    method: 'GET',
    path: '/api/user/tokenList',
    auth: 'signedIn',
    query: noQuery(),
    answer: accessTokenAnswers.tokenList,
  }),
  tokenAdd: route({
    method: 'POST',
    path: '/api/user/tokenAdd',
    auth: 'signedIn',
    body: z.strictObject({
      name: z
        .string({ error: ACCESS_TOKEN_MSG.inputName })
        .trim()
        .min(1, ACCESS_TOKEN_MSG.inputName)
        .max(ACCESS_TOKEN_NAME_MAX, ACCESS_TOKEN_MSG.nameTooLong),
      /** days; 0 never expires */
      expire_days: z.literal(ACCESS_TOKEN_DAYS, { error: ACCESS_TOKEN_MSG.badDays }).default(ACCESS_TOKEN_DEFAULT_DAYS),
    }),
    answer: accessTokenAnswers.tokenAdd,
  }),
  tokenDel: route({
    method: 'POST',
    path: '/api/user/tokenDel',
    auth: 'signedIn',
    body: z.strictObject({ token_id: positiveId('请选择要撤销的令牌') }),
    answer: accessTokenAnswers.tokenDel,
  }),
};

/** Company set-up on an empty install, and staff self-registration with the invitation code. */
export const registerRoutes = {
  getSetupState: route({
    method: 'GET',
    path: '/api/Register/getSetupState',
    auth: 'public',
    query: noQuery(),
    answer: registerAnswers.getSetupState,
  }),
  setupCompany: route({
    method: 'POST',
    path: '/api/Register/setupCompany',
    auth: 'public',
    body: z
      .strictObject({
        company_name: z
          .string({ error: ACCOUNT_MSG.inputCompanyName })
          .trim()
          .min(1, ACCOUNT_MSG.inputCompanyName)
          .max(64, '公司名称不能超过64个字符'),
        user_name: personName(ACCOUNT_MSG.inputAdminName),
        user_phone: phone,
        user_email: optionalEmail.optional(),
        user_pwd: newPassword(),
        confirm_pwd: confirmPassword,
      })
      .refine((b) => b.user_pwd === b.confirm_pwd, mismatchOn('confirm_pwd')),
    answer: registerAnswers.setupCompany,
  }),
  register: route({
    method: 'POST',
    path: '/api/Register/register',
    auth: 'public',
    body: z
      .strictObject({
        invite_code: z
          .string({ error: ACCOUNT_MSG.inputInviteCode })
          .trim()
          .min(1, ACCOUNT_MSG.inputInviteCode)
          .max(32, ACCOUNT_MSG.inviteCodeWrong),
        user_name: personName(),
        user_phone: phone,
        user_pwd: newPassword(),
        confirm_pwd: confirmPassword,
        user_email: optionalEmail.optional(),
      })
      .refine((b) => b.user_pwd === b.confirm_pwd, mismatchOn('confirm_pwd')),
    answer: registerAnswers.register,
  }),
};

const OPTION_EDIT = { node: 'system_optionConfig_edit' } as const;
const STATUS_MSG = '请选择邀请码状态';

/** The company invitation code (选项配置): view, regenerate, enable or disable staff registration with it. */
export const inviteCodeRoutes = {
  getInfo: route({
    method: 'GET',
    path: '/api/InviteCode/getInfo',
    auth: OPTION_EDIT,
    query: noQuery(),
    answer: inviteCodeAnswers.getInfo,
  }),
  reset: route({
    method: 'POST',
    path: '/api/InviteCode/reset',
    auth: OPTION_EDIT,
    body: z.strictObject({}).nullish(),
    answer: inviteCodeAnswers.reset,
  }),
  setStatus: route({
    method: 'POST',
    path: '/api/InviteCode/setStatus',
    auth: OPTION_EDIT,
    body: z.strictObject({
      status: z.coerce
        .number({ error: STATUS_MSG })
        .int(STATUS_MSG)
        .min(INVITE_STATUS.enabled, STATUS_MSG)
        .max(INVITE_STATUS.disabled, STATUS_MSG),
    }),
    answer: inviteCodeAnswers.setStatus,
  }),
};

/** 公司信息 (选项配置 → 其他设置): the name and logo printed on documents; anyone signed in reads them. */
export const companyInfoRoutes = {
  info: route({
    method: 'GET',
    path: '/api/Company/info',
    auth: 'signedIn',
    query: noQuery(),
    answer: companyInfoAnswers.info,
  }),
  update: route({
    method: 'POST',
    path: '/api/Company/update',
    auth: OPTION_EDIT,
    body: z.strictObject({
      company_name: z
        .string({ error: ACCOUNT_MSG.inputCompanyName })
        .trim()
        .min(1, ACCOUNT_MSG.inputCompanyName)
        .max(COMPANY_NAME_MAX, COMPANY_MSG.nameTooLong),
      /** a file id from Upload/doUpload; 0: no logo */
      logo_id: z.number({ error: '公司标志格式错误' }).int('公司标志格式错误').min(0, '公司标志格式错误'),
    }),
    answer: companyInfoAnswers.update,
  }),
};
