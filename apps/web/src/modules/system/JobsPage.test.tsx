import type { JobRow } from '@suwork/domain/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { JobsPage } from './JobsPage.tsx';

const row = (over: Partial<JobRow>): JobRow => ({
  id: '6f1c0d4e-0000-4000-8000-000000000001',
  name: 'repay-overdue',
  label: '回款逾期标记',
  state: 'completed',
  state_name: '完成',
  retry_count: 0,
  retry_limit: 2,
  progress: null,
  error: '',
  create_time: '2026-11-29 09:00:00',
  start_time: '2026-11-29 09:00:01',
  end_time: '2026-11-29 09:00:02',
  ...over,
});

const FAILED = row({
  id: '6f1c0d4e-0000-4000-8000-000000000002',
  name: 'backup',
  label: '定时备份',
  state: 'failed',
  state_name: '失败',
  retry_count: 2,
  error: '磁盘空间不足',
});
const RUNNING = row({
  id: '6f1c0d4e-0000-4000-8000-000000000003',
  name: 'export',
  label: '导出客户',
  state: 'active',
  state_name: '执行中',
  progress: { done: 250, total: 1000 },
  end_time: null,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Job/getList': (req) =>
      req.query.get('failed') === '2' ? ok([FAILED], { count: 1 }) : ok([RUNNING, FAILED, row({})], { count: 3 }),
    '/api/Job/retry': { code: 0, msg: '已重新加入队列', data: null },
  });
});

const open = (nodes = ['system_backgroundJobs', 'system_backgroundJobs_retry']) =>
  renderPage('/system/backgroundJobs', <JobsPage />, { nodes });

describe('后台任务', () => {
  it('lists each job with its state, progress, tries and error', async () => {
    open();
    const running = (await screen.findByText('导出客户', { selector: 'td' })).closest('tr')!;
    expect(within(running).getByText('执行中')).toBeTruthy();
    expect(within(running).getByRole('progressbar', { name: '进度 250/1000' })).toBeTruthy();
    const failed = screen.getByText('定时备份', { selector: 'td' }).closest('tr')!;
    for (const text of ['失败', '2/2', '磁盘空间不足'])
      expect(within(failed).getAllByText(text).length).toBeGreaterThan(0);
    const done = screen.getByText('回款逾期标记', { selector: 'td' }).closest('tr')!;
    expect(within(done).queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('retries a failed job after confirming, and shows only the failed ones on 失败', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '重试 定时备份' }));
    fireEvent.click(await screen.findByRole('button', { name: '重新执行' }));
    await waitFor(() => expect(api.to('/api/Job/retry')).toHaveLength(1));
    expect(api.to('/api/Job/retry')[0].body).toEqual({ id: FAILED.id });

    fireEvent.click(screen.getByText('失败', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('导出客户', { selector: 'td' })).toBeNull());
    expect(screen.getByText('定时备份', { selector: 'td' })).toBeTruthy();
  });

  it('offers no 重试 to a member without that action', async () => {
    open(['system_backgroundJobs']);
    await screen.findByText('定时备份', { selector: 'td' });
    expect(screen.queryByRole('button', { name: /重试/ })).toBeNull();
  });

  it('follows a running job until it has ended, then stops asking', async () => {
    let asked = 0;
    api.on('/api/Job/getList', () =>
      ++asked < 2
        ? ok([RUNNING], { count: 1 })
        : ok([{ ...RUNNING, state: 'completed', state_name: '完成', progress: null }], { count: 1 }),
    );
    open();
    await screen.findByRole('progressbar', { name: '进度 250/1000' });
    expect(await screen.findByText('完成', undefined, { timeout: 5000 })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(asked).toBe(2);
  }, 15_000);
});
