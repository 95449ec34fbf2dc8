import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { OaRecordPage } from './OaRecordPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Leave/getList': ok([{ id: 3, leave_type: 1, leave_type_name: '事假', reason: '回家探亲', status: 1 }], {
      count: 1,
    }),
    '/api/UseCar/getList': ok([{ id: 5, car: '沪A·12345', reason: '拜访客户', status: 2 }], { count: 1 }),
  });
});

describe('OA记录', () => {
  it('has a tab per application type, 请假 first; a row opens its detail with flow_type and detail_id', async () => {
    const { where } = renderPage('/personnel/oaRecord', <OaRecordPage />, { nodes: ['personnel_oaRecord'] });
    // the list's table loads on first showing, the tabs with it
    await screen.findByRole('tab', { name: '请假' });
    for (const t of ['请假', '转正', '离职', '离职交接', '用车', '用印', '外出', '工作交接'])
      expect(screen.getByRole('tab', { name: t })).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: '回家探亲' }));
    await waitFor(() => expect(where()).toBe('/personnel/oaRecordDetail?id=3&flow_type=14&detail_id=3'));
  });

  it('keeps the tab in the query while the list pages', async () => {
    const { where } = renderPage('/personnel/oaRecord', <OaRecordPage />, { nodes: ['personnel_oaRecord'] });
    fireEvent.click(await screen.findByRole('tab', { name: '用车' }));
    expect(await screen.findByText('沪A·12345')).toBeTruthy();
    expect(where()).toBe('/personnel/oaRecord?type=18');
    fireEvent.change(screen.getByPlaceholderText(/搜索|请输入/), { target: { value: '拜访' } });
    fireEvent.click(screen.getByRole('button', { name: /搜 ?索/ }));
    await waitFor(() => expect(where()).toContain('keyword='));
    expect(where()).toContain('type=18');
    await waitFor(() =>
      expect(Object.fromEntries(api.to('/api/UseCar/getList').at(-1)!.query)).toMatchObject({ keyword: '拜访' }),
    );
    expect(screen.getByRole('tab', { name: '用车' }).getAttribute('aria-selected')).toBe('true');
  });
});
