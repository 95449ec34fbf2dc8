import type { JobRow } from '@suwork/domain/contracts';
import { describe, expect, it } from 'vitest';
import { JobService, JobStopped } from '../src/core/jobs.ts';
import { ADMIN, appForFile, SALES } from './harness.ts';

// Background jobs on the durable queue, on both databases: retries with growing delays, the failed state an
// administrator retries from 后台任务, progress, the per-try timeout, a stopping instance handing its job back, and a
// scheduled run queued once however many instances fire it.

const { t, admin } = await appForFile();

/** Another instance of the job service on the same database (what a second server process runs). */
const otherInstance = () => new JobService(t.app.database, t.app.log);

async function listed(failed = 1): Promise<JobRow[]> {
  const res = await t.call<JobRow[]>('GET', '/api/Job/getList', { token: admin, query: { failed, limit: 50 } });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** The job's row once `done` says it has reached the state wanted (the worker polls, retries wait their delay). */
async function until(label: string, done: (row: JobRow) => boolean): Promise<JobRow> {
  for (let i = 0; i < 300; i++) {
    const row = (await listed()).find((r) => r.label === label);
    if (row && done(row)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${label} never reached the state wanted`);
}

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
};

describe('后台任务', () => {
  it('a stopping instance ends its run at a safe point and the job runs again on another', async () => {
    const other = otherInstance();
    const entered = gate();
    other.register({
      name: 'handover',
      label: '交接测试',
      retryDelaySeconds: 1,
      run: async (ctx) => {
        entered.open();
        await new Promise((r) => ctx.signal.addEventListener('abort', r, { once: true }));
        throw new JobStopped();
      },
    });
    let ranHere = 0;
    t.app.jobs.register({ name: 'handover', label: '交接测试', retryDelaySeconds: 1, run: async () => void ranHere++ });
    const first = other.runNow('handover');
    await entered.opened;
    await other.stop();
    expect(await first).toBe(false);
    expect((await until('交接测试', () => true)).state).toBe('retry');
    await t.app.jobs.nudge();
    const row = await until('交接测试', (r) => r.state === 'completed');
    expect(row).toMatchObject({ state_name: '完成', retry_count: 1, error: '' });
    expect(ranHere).toBe(1);
  });

  it('retries a failing job after a growing delay; spent, it is 失败 with its error; 重试 runs it again', async () => {
    let tries = 0;
    t.app.jobs.register({
      name: 'flaky',
      label: '易错测试',
      retryLimit: 1,
      retryDelaySeconds: 1,
      run: async () => {
        tries++;
        if (tries <= 2) throw new Error(`第 ${tries} 次失败`);
        return { rows: 3 };
      },
    });
    expect(await t.app.jobs.runNow('flaky')).toBe(false);
    expect((await until('易错测试', () => true)).state).toBe('retry');
    const failed = await until('易错测试', (r) => r.state === 'failed');
    expect(failed).toMatchObject({ state_name: '失败', retry_count: 1, retry_limit: 1, error: '第 2 次失败' });
    expect(failed.end_time).not.toBeNull();
    expect((await listed(2)).map((r) => r.id)).toContain(failed.id);

    // 重试 needs its permission, and only a failed job is retried
    const sales = await t.login(SALES);
    const denied = await t.call('POST', '/api/Job/retry', { token: sales, body: { id: failed.id } });
    expect(denied.body.code).not.toBe(0);
    const retried = await t.call('POST', '/api/Job/retry', { token: admin, body: { id: failed.id } });
    expect(retried.body).toMatchObject({ code: 0, msg: '已重新加入队列' });
    const done = await until('易错测试', (r) => r.state === 'completed');
    expect(done.id).toBe(failed.id);
    expect(tries).toBe(3);
    const again = await t.call('POST', '/api/Job/retry', { token: admin, body: { id: failed.id } });
    expect(again.body).toMatchObject({ msg: '只有失败的任务可以重试' });
    const unknown = await t.call('POST', '/api/Job/retry', {
      token: admin,
      body: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.body).toMatchObject({ msg: '任务不存在或已清理' });
    const bad = await t.call('POST', '/api/Job/retry', { token: admin, body: { id: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('任务不存在或已清理');

    const audit = await t.call<{ detail: string }[]>('GET', '/api/AuditLog/getList', {
      token: admin,
      query: { action: 'job' },
    });
    expect(audit.body.data.map((r) => r.detail)).toContain('重试 易错测试');
  });

  it('50 administrators pressing 重试 on one failed job at once: one runs it again, the others are told', async () => {
    let tries = 0;
    const release = gate();
    t.app.jobs.register({
      name: 'once-more',
      label: '并发重试测试',
      retryLimit: 0,
      run: async () => {
        if (++tries === 1) throw new Error('第一次失败');
        await release.opened;
      },
    });
    expect(await t.app.jobs.runNow('once-more')).toBe(false);
    const failed = await until('并发重试测试', (r) => r.state === 'failed');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/Job/retry', { token: admin, body: { id: failed.id } })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.body.code !== 0).map((a) => a.body.msg))).toEqual(
      new Set(['只有失败的任务可以重试']),
    );
    release.open();
    expect(await until('并发重试测试', (r) => r.state === 'completed')).toMatchObject({ retry_limit: 1 });
    expect(tries).toBe(2);
    const audit = await t.call<{ detail: string }[]>('GET', '/api/AuditLog/getList', {
      token: admin,
      query: { action: 'job', limit: 100 },
    });
    expect(audit.body.data.filter((r) => r.detail === '重试 并发重试测试')).toHaveLength(1);
    // a NUL byte in the id is refused like any other malformed one
    const nul = await t.call('POST', '/api/Job/retry', { token: admin, body: { id: `${failed.id}\u0000` } });
    expect(nul.status).toBe(400);
  });

  it('shows how far a running job has come, and fails a try that runs past its timeout', async () => {
    const release = gate();
    const reported = gate();
    t.app.jobs.register({
      name: 'counting',
      label: '进度测试',
      run: async (ctx) => {
        await ctx.progress(5, 10);
        reported.open();
        await release.opened;
      },
    });
    const run = t.app.jobs.runNow('counting');
    await reported.opened;
    const row = await until('进度测试', (r) => r.state === 'active');
    expect(row).toMatchObject({ state_name: '执行中', progress: { done: 5, total: 10 } });
    release.open();
    expect(await run).toBe(true);

    t.app.jobs.register({
      name: 'slow',
      label: '超时测试',
      retryLimit: 0,
      timeoutSeconds: 1,
      run: () => new Promise((r) => setTimeout(r, 3000)),
    });
    expect(await t.app.jobs.runNow('slow')).toBe(false);
    expect(await until('超时测试', () => true)).toMatchObject({ state: 'failed', error: '任务超时（1 秒）' });
  });

  it('queues a scheduled run once however many instances fire it in the same minute', async () => {
    let runs = 0;
    const other = otherInstance();
    for (const jobs of [t.app.jobs, other])
      jobs.register({ name: 'tick', label: '定时测试', pattern: '0 0 1 1 *', run: async () => void runs++ });
    const ids = await Promise.all([t.app.jobs.fire('tick'), other.fire('tick'), t.app.jobs.fire('tick')]);
    expect(ids.filter(Boolean)).toHaveLength(1);
    await until('定时测试', (r) => r.state === 'completed');
    expect(runs).toBe(1);
    await other.stop();
  });

  it('names every job the server registers in Chinese on the page', () => {
    const unnamed = t.app.jobs.names().filter((n) => !/[\u4e00-\u9fa5]/.test(t.app.jobs.label(n)));
    expect(unnamed).toEqual([]);
  });

  it('lists the jobs only for those allowed to see 后台任务', async () => {
    const sales = await t.login(SALES);
    const res = await t.call('GET', '/api/Job/getList', { token: sales });
    expect(res.body.code).not.toBe(0);
    expect((await t.call('GET', '/api/Job/getList', { token: await t.login(ADMIN) })).body.code).toBe(0);
  });
});
