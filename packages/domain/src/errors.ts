// One error catalogue for the server and the web client: body code, HTTP status, Chinese message.

export type ErrorDef = { code: number; http: number; msg: string };

const def = (code: number, http: number, msg: string): ErrorDef => ({ code, http, msg });

export const ERR = {
  /** Not signed in: missing, expired or revoked token, disabled member. The web client signs out. */
  notSignedIn: def(403, 401, '登录已失效，请重新登录'),
  /** Signed in but lacking the node a route needs. The user stays signed in. */
  noPermission: def(4031, 403, '没有权限执行此操作'),
  validation: def(400, 400, '请求参数有误'),
  badJson: def(4001, 400, '请求数据格式错误：不是有效的 JSON'),
  unsupportedType: def(4151, 415, '不支持的请求内容类型'),
  tooLarge: def(4131, 413, '请求内容过大'),
  loginFailed: def(4011, 400, '账号或密码错误'),
  accountDisabled: def(4012, 403, '账号已被禁用，请联系管理员'),
  /** A sign-in (or 修改密码's old password) that must wait; the message says how long (SIGN_IN_MSG). */
  loginThrottled: def(4291, 429, '登录失败次数过多，请稍后再试'),
  tooManyRequests: def(429, 429, '请求过于频繁，请稍后再试'),
  /** A query ran past the statement timeout: narrower filters make it cheaper. */
  queryTimeout: def(4081, 400, '查询超时，请缩小筛选范围'),
  /** A page beyond the first 10,000 rows of a list (offset paging); filters or the cursor reach further. */
  pageTooDeep: def(4002, 400, '仅可翻阅前10000条，请缩小筛选范围'),
  /** The member cancelled the export while it was being written; nothing was kept. */
  exportCancelled: def(4003, 400, '导出已取消'),
  notFound: def(404, 404, '数据不存在或无权查看'),
  routeNotFound: def(4041, 404, '接口不存在'),
  conflict: def(409, 409, '数据已被他人修改，请刷新后重试'),
  internal: def(500, 500, '服务器错误，请稍后重试'),
  /** The instance cannot serve yet or any more (readiness): the message says why. */
  notReady: def(5031, 503, '服务暂不可用，请稍后重试'),
} as const satisfies Record<string, ErrorDef>;

export type ErrorKey = keyof typeof ERR;

/** A wait as a member reads it: 「8秒」 under a minute, then whole minutes rounded up 「15分钟」. */
export const waitLabel = (seconds: number) =>
  seconds < 60 ? `${Math.max(1, Math.ceil(seconds))}秒` : `${Math.ceil(seconds / 60)}分钟`;

/** Why a sign-in must wait (code ERR.loginThrottled): the account's failures, or the network address's. */
export const SIGN_IN_MSG = {
  accountWait: (seconds: number) => `密码错误次数过多，请${waitLabel(seconds)}后再试`,
  addressWait: (seconds: number) => `此网络登录失败次数过多，请${waitLabel(seconds)}后再试；曾在此登录过的账号不受影响`,
} as const;
