// The audit log's vocabulary: what is recorded (security-relevant events) and how each result reads.
// Keys are stored; labels are what the 审计日志 page shows.

export const AUDIT_ACTION_LABELS = {
  signIn: '登录',
  signOut: '退出登录',
  denied: '越权访问',
  export: '导出',
  download: '下载文件',
  upload: '上传文件',
  permission: '权限变更',
  shareLink: '分享链接',
  accessToken: '访问令牌',
  backup: '数据备份',
  job: '后台任务',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_RESULT_LABELS = { success: '成功', failure: '失败', denied: '拒绝' } as const;

export type AuditResult = keyof typeof AUDIT_RESULT_LABELS;

/** One row of GET /api/AuditLog/getList (newest first). */
export type { AuditLogRow } from './contracts/system.ts';
