import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { OpportunitiesPage } from './OpportunitiesPage.tsx';
import { board, GROUP, kanbanOf, STAGES } from './pipeline-fixtures.ts';

// jsdom has no canvas: the charts show what they were given.
vi.mock('../../../components/charts/EChart.tsx', () => ({
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const ROW = {
  id: 7,
  chance_id: 7,
  chance_name: '年度维保',
  company_name: '华东制造',
  stage_id: 11,
  stage_name: '初步接洽',
  status: 1,
  amount: '8000.00',
};
const FUNNEL = {
  stages: [
    { stage: STAGES[0], count: 12, amount: '150000.00' },
    { stage: STAGES[1], count: 3, amount: '42000.50' },
    { stage: STAGES[2], count: 0, amount: '0.00' },
  ],
  won: { count: 2, amount: '36000.00' },
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2024-05-20T10:00:00'));
  api = fakeApi({
    '/api/Chance/getList': ok([ROW], { count: 1 }),
    '/api/ChanceStage/groupsFor': ok([GROUP]),
    '/api/Chance/kanban': ok(kanbanOf(board())),
    '/api/Chance/funnel': ok(FUNNEL),
    '/api/Chance/forecast': ok({ months: [], total: { count: 0, amount: '0.00', weighted: '0.00' } }),
  });
  return () => vi.useRealTimers();
});

const open = (path = '/customer/opportunities', nodes = ['customer_opportunities']) =>
  renderPage(path, <OpportunitiesPage />, { nodes });
const pick = (label: string) => fireEvent.click(screen.getByText(label, { selector: '.ant-segmented-item-label' }));

describe('商机 page', () => {
  it('shows the engine list by default and keeps the chosen view in the URL', async () => {
    const { where } = open();
    expect(await screen.findByRole('link', { name: '年度维保' })).toBeTruthy();
    pick('看板');
    await screen.findByRole('region', { name: '初步接洽' });
    expect(where()).toBe('/customer/opportunities?view=kanban');
    pick('预测');
    await waitFor(() => expect(where()).toBe('/customer/opportunities?view=forecast'));
    expect(api.to('/api/Chance/forecast')[0].query.get('start_month')).toBe('2024-05');
    pick('列表');
    await waitFor(() => expect(where()).toBe('/customer/opportunities?view=list'));
    expect(await screen.findByRole('link', { name: '年度维保' })).toBeTruthy();
  });

  it('keeps view=list in the URL while the list searches', async () => {
    const { where } = open('/customer/opportunities?view=list');
    await screen.findByRole('link', { name: '年度维保' });
    fireEvent.change(screen.getAllByRole('textbox')[0], { target: { value: '维保' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询|搜\s*索/ }));
    await waitFor(() => expect(where()).toContain('keyword='));
    expect(where()).toContain('view=list');
  });

  it('漏斗 shows the open opportunities by stage and those won this month; a stage opens the board', async () => {
    const { where } = open('/customer/opportunities?view=funnel');
    expect(await screen.findByRole('img', { name: '商机漏斗图' })).toBeTruthy();
    const q = api.to('/api/Chance/funnel')[0].query;
    expect([q.get('group_id'), q.get('start_date'), q.get('end_date')]).toEqual(['1', '2024-05-01', '2024-05-31']);
    expect(screen.getByText('42,000.50')).toBeTruthy();
    expect(screen.getByRole('group', { name: '赢单' }).textContent).toBe(
      '赢单（2024-05-01 至 2024-05-31）2 个 · 36,000.00 元',
    );
    fireEvent.click(screen.getByRole('button', { name: '在看板中查看需求确认' }));
    await waitFor(() => expect(where()).toBe('/customer/opportunities?view=kanban'));
  });

  it('shows 阶段设置 only with its node', async () => {
    open('/customer/opportunities?view=kanban');
    await screen.findByRole('region', { name: '初步接洽' });
    expect(screen.queryByRole('button', { name: /阶段设置/ })).toBeNull();
  });
});
