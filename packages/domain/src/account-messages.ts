// Messages of the account pages: profile (个人资料), company set-up and staff registration (注册).

/** Password rules shared by sign-up, set-up and password change. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;

/** Avatars: images only, at most this size. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_EXTS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'] as const;

export const ACCOUNT_MSG = {
  passwordLength: `密码长度应为${PASSWORD_MIN}到${PASSWORD_MAX}位`,
  passwordMismatch: '两次输入的密码不一致',
  inputConfirmPassword: '请再次输入密码',
  inputOldPassword: '请输入原密码',
  inputNewPassword: '请输入新密码',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '密码已修改，其他设备上的登录已全部退出',
  profileSaved: '个人资料已保存',
  avatarSaved: '头像已更新',
  avatarNotImage: '头像只能是 png、jpg、jpeg、bmp、gif 或 webp 图片',
  avatarTooLarge: '头像图片不能超过2MB',
  avatarMissing: '头像图片不存在，请重新上传',
  inputCompanyName: '请输入公司名称',
  inputAdminName: '请输入管理员姓名',
  companySetUp: '公司已创建，欢迎使用',
  alreadySetUp: '公司已完成初始设置，不能重复设置，请直接登录',
  notSetUp: '公司尚未完成初始设置，请先设置公司信息',
  inputInviteCode: '请输入邀请码',
  inviteCodeWrong: '邀请码错误，请向管理员确认邀请码',
  inviteCodeDisabled: '邀请码已停用，请联系管理员开启员工注册',
  registered: '注册成功，请等待管理员启用',
  registerThrottled: '注册尝试次数过多，请15分钟后再试',
  nameReserved: (name: string) => `成员名 ${name} 为系统保留，请换一个`,
  inviteCodeReset: '邀请码已重新生成，原邀请码立即失效',
  confirmResetInviteCode: '重新生成后原邀请码将立即失效，确定重新生成吗？',
} as const;

/** Invitation code status: 1 启用, 2 停用 (as member and role status). */
export const INVITE_STATUS = { enabled: 1, disabled: 2 } as const;

/** 公司信息: the name and logo printed on documents (报价单 and its PDF). */
export const COMPANY_NAME_MAX = 64;
/** A logo is a png or jpg picture (what a PDF embeds) of at most 2 MB. */
export const LOGO_EXTS = ['png', 'jpg', 'jpeg'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const COMPANY_MSG = {
  nameTooLong: `公司名称不能超过${COMPANY_NAME_MAX}个字符`,
  logoNotImage: '公司标志只能是 png、jpg 或 jpeg 图片',
  logoTooLarge: '公司标志图片不能超过2MB',
  logoMissing: '公司标志图片不存在，请重新上传',
  saved: '公司信息已保存',
} as const;

/**
 * 访问令牌 (personal access tokens): a script calls the API as the member with `Authorization: Bearer suw_pat_…`.
 * The prefix tells them from sign-in sessions; the rest is 256 random bits (base64url).
 */
export const ACCESS_TOKEN_PREFIX = 'suw_pat_';
export const ACCESS_TOKEN_NAME_MAX = 50;
/** Tokens a member may hold at once (revoked ones do not count; expired ones do until revoked). */
export const ACCESS_TOKEN_MAX = 20;
/** The lives a token may be given, in days; 0 never expires. */
export const ACCESS_TOKEN_DAYS = [30, 90, 365, 0] as const;
export const ACCESS_TOKEN_DEFAULT_DAYS = 90;
export const ACCESS_TOKEN_MSG = {
  inputName: '请输入令牌名称',
  nameTooLong: `令牌名称不能超过${ACCESS_TOKEN_NAME_MAX}个字符`,
  badDays: '有效期应为30天、90天、365天或永久',
  tooMany: `每人最多可创建${ACCESS_TOKEN_MAX}个访问令牌，请先撤销不再使用的令牌`,
  created: '访问令牌已创建',
  shownOnce: '令牌只显示一次，请立即复制保存',
  revoked: '访问令牌已撤销，使用它的脚本将无法再调用接口',
  /** managing tokens and changing the password need a sign-in, never a token */
  needsSignIn: '访问令牌不能执行此操作，请登录后在个人资料中操作',
} as const;
/** How a token's life reads: 30天 … 永久. */
export const accessTokenDaysLabel = (days: number) => (days === 0 ? '永久' : `${days}天`);
