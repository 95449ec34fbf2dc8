import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { moveCard } from './kanban-move.ts';
import { OpportunitiesPage } from './OpportunitiesPage.tsx';
import { board, card, GROUP, kanbanOf, PROJECT_GROUP } from './pipeline-fixtures.ts';

const EDITOR = ['customer_opportunities', 'customer_opportunities_edit'];

let api: ReturnType<typeof fakeApi>;
let columns = board();
beforeEach(() => {
  columns = board();
  api = fakeApi({
    '/api/ChanceStage/groupsFor': ok([GROUP]),
    '/api/Chance/kanban': () => ok(kanbanOf(columns)),
    // the server's board follows the move
    '/api/Chance/moveStage': (req) => {
      const { chance_id, stage_id } = req.body as { chance_id: number; stage_id: number };
      columns = moveCard(columns, chance_id, stage_id);
      return ok(null, { msg: '操作成功' });
    },
  });
});

const open = (nodes = EDITOR, query = 'view=kanban') =>
  renderPage(`/customer/opportunities?${query}`, <OpportunitiesPage />, { nodes });
const column = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) =>
  within(column(name))
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));

describe('商机看板', () => {
  it('shows a column per stage with its rate, count (10,000+ when capped), amount and cards', async () => {
    open();
    await screen.findByRole('article', { name: 'ERP 升级' });
    const first = column('初步接洽');
    expect(within(first).getByText('10%')).toBeTruthy();
    expect(within(first).getByText('10,000+ 个 · 98,765,432.10 元')).toBeTruthy();
    expect(within(column('需求确认')).getByText('1 个 · 5,000.00 元')).toBeTruthy();
    expect(within(column('商务谈判')).getByText('70.5%')).toBeTruthy();
    expect(within(column('商务谈判')).getByText('暂无商机')).toBeTruthy();
    expect(cardsIn('初步接洽')).toEqual(['ERP 升级', '门店系统']);
    const erp = screen.getByRole('article', { name: 'ERP 升级' });
    expect(within(erp).getByRole('link', { name: 'ERP 升级' }).getAttribute('href')).toBe(
      '/customer/opportunityDetails?id=101',
    );
    expect(within(erp).getByText('华东制造')).toBeTruthy();
    expect(within(erp).getByText('120,000.50')).toBeTruthy();
    expect(within(erp).getByText('2024-06-30')).toBeTruthy();
    expect(within(erp).getByText('王强')).toBeTruthy();
    const query = api.to('/api/Chance/kanban')[0].query;
    expect([query.get('group_id'), query.get('limit')]).toEqual(['1', '20']);
    // a single group: nothing to choose
    expect(screen.queryByRole('combobox', { name: '阶段组' })).toBeNull();
  });

  it('moves a card with 移动到: posts moveStage and shows the card in its new column', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'ERP 升级 移动到' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('初步接洽')).toBeNull();
    fireEvent.click(within(menu).getByText('商务谈判'));
    await waitFor(() =>
      expect(api.to('/api/Chance/moveStage').map((r) => r.body)).toEqual([{ chance_id: 101, stage_id: 13 }]),
    );
    await waitFor(() => expect(cardsIn('商务谈判')).toEqual(['ERP 升级']));
    expect(cardsIn('初步接洽')).toEqual(['门店系统']);
    expect(within(column('商务谈判')).getByText('1 个 · 120,000.50 元')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/Chance/kanban').length).toBeGreaterThan(1));
  });

  it('moves a card dragged to another column', async () => {
    open();
    const dragged = await screen.findByRole('article', { name: 'CRM 采购' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(dragged, { dataTransfer });
    fireEvent.dragOver(column('初步接洽'), { dataTransfer });
    fireEvent.drop(column('初步接洽'), { dataTransfer });
    await waitFor(() =>
      expect(api.to('/api/Chance/moveStage').map((r) => r.body)).toEqual([{ chance_id: 103, stage_id: 11 }]),
    );
    await waitFor(() => expect(cardsIn('初步接洽')).toEqual(['CRM 采购', 'ERP 升级', '门店系统']));
  });

  it('moves the card at once and puts it back when the server refuses', async () => {
    api.on('/api/Chance/moveStage', { code: 1, msg: '只有进行中的商机可以变更阶段', data: null });
    const release = api.hold('/api/Chance/moveStage');
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'CRM 采购 移动到' }));
    fireEvent.click(within(await screen.findByRole('menu')).getByText('商务谈判'));
    await waitFor(() => expect(cardsIn('商务谈判')).toEqual(['CRM 采购']));
    expect(cardsIn('需求确认')).toEqual([]);
    release();
    await waitFor(() => expect(api.toasts).toEqual(['只有进行中的商机可以变更阶段']));
    await waitFor(() => expect(cardsIn('需求确认')).toEqual(['CRM 采购']));
    expect(cardsIn('商务谈判')).toEqual([]);
  });

  it('shows the opportunities won and lost in the period after the stages, with their count, amount and day', async () => {
    const won = {
      count: 2,
      amount: '250000.00',
      cards: [
        card({ chance_id: 201, chance_name: '数据中心扩容', amount: '200000.00', close_time: '2024-05-18 15:30:00' }),
      ],
    };
    const lost = {
      count: 1,
      amount: '8000.00',
      cards: [card({ chance_id: 202, chance_name: '门禁改造', amount: '8000.00', close_time: '2024-05-09 09:00:00' })],
    };
    api.on('/api/Chance/kanban', ok(kanbanOf(columns, { won, lost })));
    open();
    const winning = await screen.findByRole('article', { name: '数据中心扩容' });
    const regions = within(screen.getByRole('group', { name: '商机看板' })).getAllByRole('region');
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual([
      '初步接洽',
      '需求确认',
      '商务谈判',
      '赢单',
      '输单',
    ]);
    expect(within(column('赢单')).getByText('2 个 · 250,000.00 元')).toBeTruthy();
    expect(within(column('赢单')).getByText('仅显示最近的 1 个')).toBeTruthy();
    expect(within(winning).getByText('赢单日期')).toBeTruthy();
    expect(within(winning).getByText('2024-05-18')).toBeTruthy();
    expect(within(column('输单')).getByText('1 个 · 8,000.00 元')).toBeTruthy();
    expect(within(column('输单')).getByText('2024-05-09')).toBeTruthy();
    // ended cards stay where they are
    expect(within(column('赢单')).queryByRole('button', { name: /移动到/ })).toBeNull();
    expect(winning.getAttribute('draggable')).toBe('false');
    // this month by default
    const query = api.to('/api/Chance/kanban')[0].query;
    expect(query.get('start_date')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query.get('end_date')?.slice(0, 7)).toBe(query.get('start_date')?.slice(0, 7));
  });

  it('leaves out a last stage at 100 % that holds no open opportunity: 赢单 stands for it', async () => {
    const last = { id: 14, name: '签约', percent: '100.00', sort: 4 };
    columns = [...board(), { stage: last, count: 0, capped: false, amount: '0.00', cards: [] }];
    open();
    await screen.findByRole('article', { name: 'ERP 升级' });
    expect(screen.queryByRole('region', { name: '签约' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ERP 升级 移动到' }));
    expect(within(await screen.findByRole('menu')).queryByText('签约')).toBeNull();
  });

  it('offers no move to a member without the edit node', async () => {
    open(['customer_opportunities']);
    const erp = await screen.findByRole('article', { name: 'ERP 升级' });
    expect(screen.queryByRole('button', { name: /移动到/ })).toBeNull();
    expect(erp.getAttribute('draggable')).toBe('false');
  });

  it('searches by keyword and switches the stage group when there are several', async () => {
    api.on('/api/ChanceStage/groupsFor', ok([GROUP, { ...PROJECT_GROUP, status: 1 }]));
    const { where } = open();
    await screen.findByRole('article', { name: 'ERP 升级' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索商机' }), { target: { value: ' ERP ' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: '搜索商机' }), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 13,
    });
    await waitFor(() => expect(api.to('/api/Chance/kanban').at(-1)!.query.get('keyword')).toBe('ERP'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '阶段组' }));
    fireEvent.click(await screen.findByTitle('项目型销售'));
    await waitFor(() => expect(api.to('/api/Chance/kanban').at(-1)!.query.get('group_id')).toBe('2'));
    expect(where()).toContain('group=2');
  });
});
