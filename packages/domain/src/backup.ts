// 数据备份: the backups list's vocabulary and the schedule's limits.

/** BACKUP_STATUS: 1 备份中, 2 成功, 3 失败 */
export const BACKUP_STATUS = { running: 1, done: 2, failed: 3 } as const;
export const BACKUP_STATUS_LABELS: Record<number, string> = { 1: '备份中', 2: '成功', 3: '失败' };

/** How a backup was started: 1 手动 (立即备份), 2 定时 */
export const BACKUP_TRIGGER = { manual: 1, scheduled: 2 } as const;
export const BACKUP_TRIGGER_LABELS: Record<number, string> = { 1: '手动', 2: '定时' };

/** Where the server keeps its backups: 1 this machine's DATA_DIR/backups, 2 the file store's bucket (S3) */
export const BACKUP_TARGET = { local: 1, bucket: 2 } as const;
export const BACKUP_TARGET_LABELS: Record<number, string> = { 1: '本机目录', 2: '对象存储（S3）' };

/** Scheduled backups kept (older ones are removed after each new one succeeds). */
export const BACKUP_KEEP_MIN = 1;
export const BACKUP_KEEP_MAX = 365;

export type BackupSettings = {
  /** a backup every day at `time` */
  enabled: boolean;
  /** 'HH:mm', company time */
  time: string;
  /** how many scheduled backups are kept */
  keep: number;
  /** BACKUP_TARGET: where new backups (scheduled and 立即备份) are kept */
  target: number;
};

export const BACKUP_SETTINGS_DEFAULT: BackupSettings = {
  enabled: false,
  time: '02:00',
  keep: 7,
  target: BACKUP_TARGET.local,
};

export const BACKUP_MSG = {
  running: '已有备份正在进行，请稍后再试',
  notFound: '备份不存在或已被删除',
  notDone: '该备份未成功完成，无法下载',
  time: '备份时间格式有误，应为 HH:mm',
  target: '请选择备份保存位置',
  noBucket: '未配置对象存储（S3），备份只能保存在本机目录',
  keep: `保留份数应为 ${BACKUP_KEEP_MIN}–${BACKUP_KEEP_MAX} 之间的整数`,
} as const;
