import { ERR, EXPORT_JOB_HEADER, EXPORT_STATUS } from '@suwork/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { http } from '../api/http.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { renderPage } from '../test/render-page.tsx';
import { ExportButton } from './ExportButton.tsx';

let api: ReturnType<typeof fakeApi>;
let opened: string[];
beforeEach(() => {
  api = fakeApi();
  opened = [];
  window.open = (url?: string | URL) => {
    opened.push(String(url));
    return null;
  };
});

/** Holds the export's answer until `release` is called. */
const holdExport = () => api.hold('/export');

const button = () =>
  renderPage(
    '/customer',
    <ExportButton
      request={(options, format) =>
        http.post<{ url: string }>('/api/Customer/export', { keyword: '华', format }, options)
      }
    />,
  );

/** Opens the button's menu and picks a format. */
async function exportAs(label: '导出Excel' | '导出CSV（大数据量更快）') {
  fireEvent.click(screen.getByRole('button', { name: /导 ?出/ }));
  fireEvent.click(await screen.findByText(label));
}

describe('ExportButton', () => {
  it('a quick export opens its file at once, named by a job key of its own', async () => {
    api.on('/api/Customer/export', ok({ url: '/download/x.xlsx' }));
    button();
    await exportAs('导出Excel');
    await waitFor(() => expect(opened).toEqual(['/download/x.xlsx']));
    const sent = api.to('/api/Customer/export')[0];
    expect(sent.body).toEqual({ keyword: '华', format: 'xlsx' });
    expect(sent.headers.get(EXPORT_JOB_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByText('正在导出')).toBeNull();
  });

  it('a long export shows how many rows are written; 取消导出 cancels that job, says 导出已取消 and opens nothing', async () => {
    const release = holdExport();
    api.on('/api/ExportJob/progress', ok({ status: EXPORT_STATUS.writing, done: 3000, total: 12000 }));
    api.on('/api/ExportJob/cancel', ok(null));
    api.on('/api/Customer/export', { code: ERR.exportCancelled.code, msg: ERR.exportCancelled.msg, data: null });
    button();
    await exportAs('导出CSV（大数据量更快）');
    expect(await screen.findByText('已导出 3,000 / 12,000 条', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const key = api.to('/api/ExportJob/progress')[0].query.get('job_key');

    fireEvent.click(screen.getByRole('button', { name: '取消导出' }));
    await waitFor(() => expect(api.to('/api/ExportJob/cancel')).toHaveLength(1));
    expect(api.to('/api/ExportJob/cancel')[0].body).toEqual({ job_key: key });
    release();
    expect(await screen.findByText('导出已取消')).toBeTruthy();
    // the job followed is the export's own
    expect(api.to('/api/Customer/export')[0].headers.get(EXPORT_JOB_HEADER)).toBe(key);
    await waitFor(() => expect(screen.queryByText('正在导出')).toBeNull());
    expect(opened).toEqual([]);
    // a cancel is not an error
    expect(api.toasts).toEqual([]);
  });

  it('导出CSV asks for a csv, the same filters and the same progress; the button waits meanwhile', async () => {
    const release = holdExport();
    api.on('/api/Customer/export', ok({ url: '/download/x.csv' }));
    api.on('/api/ExportJob/progress', ok({ status: EXPORT_STATUS.writing, done: 0, total: 100000 }));
    button();
    await exportAs('导出CSV（大数据量更快）');
    expect(await screen.findByText('已导出 0 / 100,000 条', undefined, { timeout: 3000 })).toBeTruthy();
    expect(document.querySelector('.ant-dropdown-trigger')?.className).toMatch(/ant-btn-loading/);
    release();
    await waitFor(() => expect(opened).toEqual(['/download/x.csv']));
    const sent = api.to('/api/Customer/export')[0];
    expect(sent.body).toEqual({ keyword: '华', format: 'csv' });
    expect(sent.headers.get(EXPORT_JOB_HEADER)).toBe(api.to('/api/ExportJob/progress')[0].query.get('job_key'));
    await waitFor(() => expect(screen.queryByText('正在导出')).toBeNull());
  });

  it('a refused export says why', async () => {
    api.on('/api/Customer/export', { code: 400, msg: '导出数据超过100000条，请缩小筛选范围后分批导出', data: null });
    button();
    await exportAs('导出Excel');
    expect(await screen.findByText('导出数据超过100000条，请缩小筛选范围后分批导出')).toBeTruthy();
    expect(opened).toEqual([]);
  });

  it('when the answer is lost on the way, follows the job to its file', async () => {
    const reply = api.fetch.getMockImplementation()!;
    let key: string | null = null;
    api.fetch.mockImplementation(async (input, init) => {
      if (!String(input).includes('/export')) return reply(input, init);
      key = new Headers(init?.headers).get(EXPORT_JOB_HEADER);
      throw new TypeError('Failed to fetch');
    });
    let asked = 0;
    api.on('/api/ExportJob/progress', () =>
      ++asked < 2
        ? ok({ status: EXPORT_STATUS.writing, done: 10, total: 20, url: null })
        : ok({ status: EXPORT_STATUS.written, done: 20, total: 20, url: '/download/late.xlsx' }),
    );
    button();
    await exportAs('导出Excel');
    // meanwhile the dialog says how far it has got
    expect(await screen.findByText('正在导出', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(opened).toEqual(['/download/late.xlsx']), { timeout: 4000 });
    // the job followed is the export's own
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(api.to('/api/ExportJob/progress').every((r) => r.query.get('job_key') === key)).toBe(true);
    await waitFor(() => expect(screen.queryByText('正在导出')).toBeNull());
  });

  it('a lost answer of an export that failed on the server says so, and opens nothing', async () => {
    const reply = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      if (String(input).includes('/export')) throw new TypeError('Failed to fetch');
      return reply(input, init);
    });
    api.on('/api/ExportJob/progress', ok({ status: EXPORT_STATUS.failed, done: 0, total: 20, url: null }));
    button();
    await exportAs('导出Excel');
    expect(await screen.findByText('导出失败，请稍后重试', undefined, { timeout: 3000 })).toBeTruthy();
    expect(opened).toEqual([]);
  });
});
