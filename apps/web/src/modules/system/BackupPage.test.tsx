import type { BackupRow } from '@suwork/domain/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { BackupPage } from './BackupPage.tsx';

const row = (over: Partial<BackupRow>): BackupRow => ({
  id: 1,
  file_name: 'suwork-20261128-180000.tar.gz',
  status: 2,
  status_name: '成功',
  trigger: 2,
  trigger_name: '定时',
  target: 1,
  target_name: '本机目录',
  bytes: 5 * 1024 * 1024,
  rows: 123456,
  files: 42,
  error: '',
  user_name: '',
  start_time: '2026-11-29 02:00:00',
  end_time: '2026-11-29 02:00:31',
  ...over,
});

const ROWS = [
  row({ id: 3, trigger: 1, trigger_name: '手动', user_name: 'admin', file_name: 'suwork-20261129-020000.tar.gz' }),
  row({
    id: 2,
    start_time: '2026-11-28 02:00:00',
    status: 3,
    status_name: '失败',
    error: '磁盘空间不足',
    bytes: 0,
    rows: 0,
    files: 0,
  }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Backup/getList': ok(ROWS, { count: 2 }),
    '/api/Backup/getSettings': ok({ enabled: true, time: '02:00', keep: 7, target: 1, bucket: true }),
    '/api/Backup/saveSettings': (req) => ok(req.body),
    '/api/Backup/run': ok({ id: 4 }),
  });
});

const ALL = ['system_backup', 'system_backup_run', 'system_backup_settings', 'system_backup_download'];
const open = (nodes = ALL) => renderPage('/system/backup', <BackupPage />, { nodes });

describe('数据备份', () => {
  it('lists each backup with time, how, result, size and a download for a successful one', async () => {
    open();
    const done = (await screen.findByText('2026-11-29 02:00:00', { selector: 'td' })).closest('tr')!;
    for (const text of ['手动', '成功', '5.0 MB', '123456', '42', 'admin'])
      expect(within(done).getByText(text)).toBeTruthy();
    const link = within(done).getByRole('link', { name: '下载备份 suwork-20261129-020000.tar.gz' });
    expect(link.getAttribute('href')).toBe('/api/Backup/download?id=3');
    const failed = screen.getAllByText('失败', { selector: '.ant-tag' })[0].closest('tr')!;
    expect(within(failed).queryByRole('link')).toBeNull();
    expect(within(failed).getByText('系统')).toBeTruthy();
  });

  it('starts a backup now, and saves the daily schedule', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /立即备份/ }));
    await waitFor(() => expect(api.to('/api/Backup/run')).toHaveLength(1));

    const keep = await screen.findByRole('spinbutton', { name: '保留份数' });
    fireEvent.change(keep, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('switch', { name: '每天自动备份' }));
    fireEvent.click(screen.getByRole('radio', { name: '对象存储（S3）' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/Backup/saveSettings')).toHaveLength(1));
    expect(api.to('/api/Backup/saveSettings')[0].body).toEqual({ enabled: false, time: '02:00', keep: 30, target: 2 });
  });

  it('shows a reader without the actions neither 立即备份, the schedule’s 保存, nor downloads', async () => {
    open(['system_backup']);
    await screen.findByText('2026-11-29 02:00:00', { selector: 'td' });
    expect(screen.queryByRole('button', { name: /立即备份/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /下载备份/ })).toBeNull();
  });

  it('offers the bucket as a place only when files live in S3', async () => {
    api = fakeApi({
      '/api/Backup/getList': ok([], { count: 0 }),
      '/api/Backup/getSettings': ok({ enabled: false, time: '02:00', keep: 7, target: 1, bucket: false }),
    });
    open();
    const bucket = await screen.findByRole('radio', { name: '对象存储（S3）' });
    expect((bucket as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: '本机目录' }) as HTMLInputElement).checked).toBe(true);
  });
});
