import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_MSG, BACKUP_STATUS, BACKUP_TRIGGER } from '@suwork/domain';
import type { BackupRow } from '@suwork/domain/contracts';
import { describe, expect, it } from 'vitest';
import { BACKUP_JOB } from '../src/core/ops/backup/backup-runs.ts';
import { eq } from 'drizzle-orm';
import { LOCK_IDS } from '../src/db/advisory-locks.ts';
import { backups } from '../src/db/ops-tables.ts';
import { departments, roles } from '../src/db/schema.ts';
import { ADMIN, appForFile, SALES } from './harness.ts';
import { memberForm } from './org-fixtures.ts';

const { t } = await appForFile();
// signed in again after the clock moves a day on (a session expires)
let admin = await t.login(ADMIN);

async function listed(): Promise<BackupRow[]> {
  const res = await t.call<BackupRow[]>('GET', '/api/Backup/getList', { token: admin });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** The list once no backup is running any more. */
async function settled(): Promise<BackupRow[]> {
  for (;;) {
    const rows = await listed();
    if (!rows.some((r) => r.status === BACKUP_STATUS.running)) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('数据备份', () => {
  it('takes a backup now, lists it as 成功 with its size, and downloads it (audited)', async () => {
    const started = await t.call<{ id: number }>('POST', '/api/Backup/run', { token: admin, body: {} });
    expect(started.body.code).toBe(0);
    const [row] = await settled();
    expect(row).toMatchObject({
      id: started.body.data.id,
      status_name: '成功',
      trigger_name: '手动',
      user_name: 'admin',
    });
    expect(row.bytes).toBeGreaterThan(1000);
    expect(row.rows).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(t.config.dataDir, 'backups', row.file_name))).toBe(true);

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/Backup/download?id=${row.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toContain(row.file_name);
    expect(download.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // /metrics says when the last successful backup ended, and its size
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toContain(`suwork_backup_last_success_bytes ${row.bytes}`);
    expect(metrics).toMatch(/suwork_backup_last_success_timestamp_seconds [1-9]\d{9}/);

    const audit = await t.call<{ action: string; detail: string }[]>('GET', '/api/AuditLog/getList', {
      token: admin,
      query: { action: 'backup' },
    });
    expect(audit.body.data.map((a) => a.detail)).toEqual(expect.arrayContaining(['立即备份', `下载 ${row.file_name}`]));
  });

  it('runs one backup at a time: a second 立即备份 while one runs is refused', async () => {
    const [a, b] = await Promise.all([
      t.call('POST', '/api/Backup/run', { token: admin, body: {} }),
      t.call('POST', '/api/Backup/run', { token: admin, body: {} }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    expect([a.body.msg, b.body.msg]).toContain(BACKUP_MSG.running);
    await settled();
  });

  it('a backup left running by a process that stopped is shown 失败 (备份中断), and 立即备份 is open again', async () => {
    const [left] = await t.database.db
      .insert(backups)
      .values({
        file_name: 'suwork-interrupted.tar.gz',
        status: BACKUP_STATUS.running,
        trigger: BACKUP_TRIGGER.manual,
        start_time: t.clock.now(),
      })
      .returning({ id: backups.id });
    const row = (await listed()).find((r) => r.id === left.id);
    expect(row).toMatchObject({ status: BACKUP_STATUS.failed, error: '备份中断：服务在备份过程中停止' });
    expect(row?.end_time).not.toBeNull();
  });

  it('while a backup holds its lock, members are still added: the lock is its own', async () => {
    const [dept] = await t.database.db.select().from(departments).where(eq(departments.dept_name, '销售一部'));
    const [role] = await t.database.db.select().from(roles).where(eq(roles.role_name, '销售员'));
    const added = await t.database.withLock(LOCK_IDS.backup, () =>
      t.call('POST', '/api/user/add', { token: admin, body: memberForm(dept.dept_id, String(role.role_id)) }),
    );
    expect(added.ran && added.value.body).toMatchObject({ code: 0 });
  });

  it('keeps the daily schedule, checks its fields, and takes the day’s backup once its time has come', async () => {
    const bad = await t.call('POST', '/api/Backup/saveSettings', {
      token: admin,
      body: { enabled: true, time: '25:00', keep: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain(BACKUP_MSG.time);
    const before = await t.call('GET', '/api/Backup/getSettings', { token: admin });
    expect(before.body.data).toEqual({ enabled: false, time: '02:00', keep: 7, target: 1, bucket: false });
    // files live on this machine: no bucket to keep backups in
    const noBucket = await t.call('POST', '/api/Backup/saveSettings', {
      token: admin,
      body: { enabled: true, time: '00:00', keep: 1, target: 2 },
    });
    expect(noBucket.body.msg).toBe(BACKUP_MSG.noBucket);

    const saved = await t.call('POST', '/api/Backup/saveSettings', {
      token: admin,
      body: { enabled: true, time: '00:00', keep: 1 },
    });
    expect(saved.body.data).toEqual({ enabled: true, time: '00:00', keep: 1, target: 1, bucket: false });
    // midnight has passed today: the check takes one, and once only
    expect(await t.app.jobs.runNow(BACKUP_JOB)).toBe(true);
    await t.app.jobs.runNow(BACKUP_JOB);
    const scheduled = (await settled()).filter((r) => r.trigger === BACKUP_TRIGGER.scheduled);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].status_name).toBe('成功');

    // the next day's replaces it (one kept)
    t.clock.advance(24 * 3600_000);
    admin = await t.login(ADMIN);
    await t.app.jobs.runNow(BACKUP_JOB);
    const next = (await settled()).filter((r) => r.trigger === BACKUP_TRIGGER.scheduled);
    expect(next).toHaveLength(1);
    expect(next[0].id).toBeGreaterThan(scheduled[0].id);
    expect(fs.existsSync(path.join(t.config.dataDir, 'backups', scheduled[0].file_name))).toBe(false);
  });

  it('is for those given 数据备份 only', async () => {
    const seller = await t.login(SALES);
    expect((await t.call('GET', '/api/Backup/getList', { token: seller })).status).toBe(403);
    expect((await t.call('POST', '/api/Backup/run', { token: seller, body: {} })).status).toBe(403);
    const [row] = await listed();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/Backup/download?id=${row.id}`,
      headers: { authorization: `Bearer ${seller}` },
    });
    expect(download.statusCode).toBe(403);
  });
});
