/** The company's time zone, minutes east of UTC (spec §9: +480): days, defaults and greetings follow its clock. */
export const COMPANY_TZ_OFFSET_MINUTES = 480;
/** Cookie holding the bearer token. */
export const TOKEN_COOKIE = 'suwork_token';
/** Cookie remembering whether the sidebar is open: '1' open, '0' closed. */
export const SIDEBAR_COOKIE = 'sidebarStatus';
/** Response header carrying a renewed token. */
export const RENEW_TOKEN_HEADER = 'x-renew-token';
/** Response header carrying the signed-in member's permission version (as getNode's `version`). */
export const PERM_VERSION_HEADER = 'x-perm-version';
/** Request header naming one submission of a create: a repeat within 24 hours gets the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Response header marking an answer replayed for a repeated Idempotency-Key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

/** Local storage keys, exactly as spec §9. */
export const STORAGE_KEYS = {
  version: 'version',
  leftNavPath: 'leftNavPath',
  checkData: 'checkData',
  workTab: 'workTab',
  habitDeptList: 'habitDeptList',
  locale: 'locale',
} as const;

export const PRODUCT_TITLE = 'suwork';
export const REQUEST_TIMEOUT_MS = 30_000;
export const ERROR_TOAST_SECONDS = 5;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * List totals are exact up to this many rows, then shown as "10,000+" (only a whole large table is estimated);
 * offset paging reaches this far, deeper rows are found with filters or the cursor.
 */
export const COUNT_CAP = 10_000;
/** The state of an export job: writing, written (its link was answered), failed, or cancelled by the member. */
export const EXPORT_STATUS = { writing: 1, written: 2, failed: 3, cancelled: 4 } as const;
/** An export a member follows is named by a key of their own: letters, digits and '-'. */
export const EXPORT_JOB_KEY = /^[A-Za-z0-9-]{8,64}$/;
/** The header an export request names its job in. */
export const EXPORT_JOB_HEADER = 'x-export-job';
export const DOUBLE_CLICK_GUARD_MS = 2000;
export const RECENT_DEPTS_MAX = 10;

/** Member status: 1 enabled, 2 disabled. */
export const MEMBER_STATUS = { enabled: 1, disabled: 2 } as const;
/** Yes/no flags: 2 是, 1 否. */
export const YES_NO = { yes: 2, no: 1 } as const;
export const YES_NO_LABELS: Record<number, string> = { 2: '是', 1: '否' };

/** Role data scope. */
export const DATA_SCOPE = { self: 1, dept: 2, deptAndChildren: 3, all: 4, custom: 5 } as const;
export type DataScope = (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE];
export const DATA_SCOPE_LABELS: Record<DataScope, string> = {
  1: '本人',
  2: '本部门',
  3: '本部门及下属部门',
  4: '全部',
  5: '指定部门',
};
