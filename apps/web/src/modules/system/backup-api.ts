import type { NodeName } from '@suwork/domain';
import { backupRoutes, type InputOf } from '@suwork/domain/routes';
import { call, urlOf } from '../../api/call.ts';

export const BACKUP_KEY = ['system', 'backup'] as const;
export const BACKUP_SETTINGS_KEY = ['system', 'backup', 'settings'] as const;
export const BACKUP_NODE = {
  run: 'system_backup_run',
  settings: 'system_backup_settings',
  download: 'system_backup_download',
} as const satisfies Record<string, NodeName>;

export type BackupSettingsInput = InputOf<typeof backupRoutes.saveSettings>;

/** 数据备份: the backups the server took, 立即备份, the daily schedule, and an archive's address (downloaded by the browser). */
export const backupApi = {
  list: (q: InputOf<typeof backupRoutes.getList>, { signal }: { signal?: AbortSignal } = {}) =>
    call(backupRoutes.getList, q, { signal }),
  run: () => call(backupRoutes.run, {}),
  settings: ({ signal }: { signal?: AbortSignal } = {}) => call(backupRoutes.getSettings, {}, { signal }),
  saveSettings: (v: BackupSettingsInput) => call(backupRoutes.saveSettings, v),
  downloadUrl: (id: number) => urlOf(backupRoutes.download, { id }),
};
