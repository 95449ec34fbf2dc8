import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ROW } from './fixtures.ts';
import { ReportListPage } from './ReportListPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Report/getList': ok([ROW], { count: 1 }),
    '/api/user/getList': ok([]),
    '/api/Report/missing': ok({
      period_label: '2026-11-22',
      list: [{ user_id: 9, user_name: '李四', dept_name: '销售二部' }],
    }),
  });
});

describe('汇报列表', () => {
  it('shows reports with 未读 for those sent to me; the title opens the report; one page shows no pager', async () => {
    const { where } = renderPage('/home/reportList', <ReportListPage />, { nodes: ['home_reportList'] });
    const link = await screen.findByRole('link', { name: '张三的日报（2026-11-22）' });
    expect(screen.getByText('未读')).toBeTruthy();
    expect(screen.getByText('拜访客户三家')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(api.to('/api/Report/getList')[0].query.get('view')).toBe('1');
    expect(api.to('/api/Report/getList')[0].query.get('limit')).toBe('10');
    fireEvent.click(link);
    await waitFor(() => expect(where()).toBe('/home/reportInfo?id=5'));
  });

  it('switches tabs by view and keeps it in the URL', async () => {
    const { where } = renderPage('/home/reportList', <ReportListPage />, { nodes: ['home_reportList'] });
    await screen.findByRole('link', { name: '张三的日报（2026-11-22）' });
    fireEvent.click(screen.getByRole('tab', { name: '抄送我的' }));
    await waitFor(() => expect(api.to('/api/Report/getList').at(-1)!.query.get('view')).toBe('3'));
    expect(where()).toContain('view=3');
    fireEvent.click(screen.getByRole('tab', { name: '我提交的' }));
    await waitFor(() => expect(api.to('/api/Report/getList').at(-1)!.query.get('view')).toBe('2'));
  });

  it('reads filters and paging from the URL and shows the pager when there is more than a page', async () => {
    api.on('/api/Report/getList', ok([ROW], { count: 35 }));
    renderPage(
      '/home/reportList?type=2&start_date=2026-11-01&end_date=2026-11-30&user_id=8,9&page=2&limit=20',
      <ReportListPage />,
      { nodes: ['home_reportList'] },
    );
    await screen.findByRole('link', { name: '张三的日报（2026-11-22）' });
    const q = api.to('/api/Report/getList')[0].query;
    expect([
      q.get('type'),
      q.get('start_date'),
      q.get('end_date'),
      q.get('user_id'),
      q.get('page'),
      q.get('limit'),
    ]).toEqual(['2', '2026-11-01', '2026-11-30', '8,9', '2', '20']);
    expect(screen.getByText('共 35 条')).toBeTruthy();
  });

  it('shows 暂无数据 when nothing matches, and the 未提交名单 on demand', async () => {
    api.on('/api/Report/getList', ok([], { count: 0 }));
    renderPage('/home/reportList', <ReportListPage />, { nodes: ['home_reportList'] });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '未提交名单' }));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.getByText('2026-11-22 未提交日报：1 人')).toBeTruthy();
  });
});
