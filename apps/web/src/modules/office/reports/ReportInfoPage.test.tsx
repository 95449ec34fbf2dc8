import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { INFO } from './fixtures.ts';
import { ReportInfoPage } from './ReportInfoPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/Report/info': ok(INFO), '/api/Report/comment': ok({ id: 1 }) });
});

describe('汇报详情', () => {
  it('shows the report and, to its author, who has read it', async () => {
    renderPage('/home/reportInfo?id=5', <ReportInfoPage />, { nodes: ['home_reportList'] });
    expect(await screen.findByText('王强的日报（2026-11-22）')).toBeTruthy();
    expect(screen.getByText('拜访客户三家')).toBeTruthy();
    expect(screen.getByText('已读 1')).toBeTruthy();
    expect(screen.getByText('未读 0')).toBeTruthy();
    expect(screen.getByText('暂无评论')).toBeTruthy();
  });

  it('posts a comment', async () => {
    renderPage('/home/reportInfo?id=5', <ReportInfoPage />, { nodes: ['home_reportList'] });
    fireEvent.change(await screen.findByLabelText('评论内容'), { target: { value: '辛苦了' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(api.to('/api/Report/comment')[0]?.body).toEqual({ report_id: 5, content: '辛苦了' }));
  });

  it('says so when the report cannot be read', async () => {
    api.on('/api/Report/info', { code: 404, msg: '汇报不存在或无权查看', data: null });
    renderPage('/home/reportInfo?id=5', <ReportInfoPage />, { nodes: ['home_reportList'] });
    expect(await screen.findByText('汇报不存在或无权查看')).toBeTruthy();
  });
});
