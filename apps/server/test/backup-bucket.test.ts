import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_STATUS, BACKUP_TRIGGER } from '@suwork/domain';
import type { BackupRow } from '@suwork/domain/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_JOB } from '../src/core/ops/backup/backup-runs.ts';
import { ADMIN, createTestApp } from './harness.ts';
import { startS3Peer } from './s3-peer.ts';

// Backups kept in the file store's bucket (S3): written, listed, downloaded from there, and the old scheduled ones
// removed from it.

const s3 = await startS3Peer();
const t = await createTestApp({ s3 });
afterAll(() => t.close());
let admin = await t.login(ADMIN);

async function settled(): Promise<BackupRow[]> {
  for (;;) {
    const res = await t.call<BackupRow[]>('GET', '/api/Backup/getList', { token: admin });
    if (!res.body.data.some((r) => r.status === BACKUP_STATUS.running)) return res.body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('数据备份到对象存储', () => {
  it('keeps 立即备份 and the daily backups in the bucket, downloads them from there, and removes the old ones', async () => {
    const settings = await t.call('GET', '/api/Backup/getSettings', { token: admin });
    expect(settings.body.data).toMatchObject({ target: 1, bucket: true });
    const saved = await t.call('POST', '/api/Backup/saveSettings', {
      token: admin,
      body: { enabled: true, time: '00:00', keep: 1, target: 2 },
    });
    expect(saved.body.data).toEqual({ enabled: true, time: '00:00', keep: 1, target: 2, bucket: true });

    expect((await t.call('POST', '/api/Backup/run', { token: admin, body: {} })).body.code).toBe(0);
    const [row] = await settled();
    expect(row).toMatchObject({ status_name: '成功', target: 2, target_name: '对象存储（S3）' });
    // nothing left on this machine
    expect(fs.existsSync(path.join(t.config.dataDir, 'backups', row.file_name))).toBe(false);
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/Backup/download?id=${row.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(row.bytes);
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // two days of scheduled backups, one kept: the first one's object is removed from the bucket
    expect(await t.app.jobs.runNow(BACKUP_JOB)).toBe(true);
    const first = (await settled()).find((r) => r.trigger === BACKUP_TRIGGER.scheduled)!;
    t.clock.advance(24 * 3600_000);
    admin = await t.login(ADMIN);
    expect(await t.app.jobs.runNow(BACKUP_JOB)).toBe(true);
    const scheduled = (await settled()).filter((r) => r.trigger === BACKUP_TRIGGER.scheduled);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].id).toBeGreaterThan(first.id);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/Backup/download?id=${first.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(gone.statusCode).not.toBe(200);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/Backup/download?id=${scheduled[0].id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(kept.statusCode).toBe(200);
  });
});
