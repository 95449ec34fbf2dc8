import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ExaminePage } from './ExaminePage.tsx';

const rows = [
  {
    run_id: 1,
    flow_type: 'customer',
    flow_name: '客户审批',
    detail_id: 9,
    title: '前海科技',
    initiator_name: '王强',
    create_time: '2024-05-20 09:00:00',
    status: 1,
    status_name: '审批中',
    info_route: 'customerInfo',
  },
  {
    run_id: 2,
    flow_type: 'leave',
    flow_name: '请假申请',
    detail_id: 4,
    title: '年假 3 天',
    initiator_name: '李娜',
    create_time: '2024-05-19 09:00:00',
    status: 3,
    status_name: '已拒绝',
    info_route: '',
  },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/flow/examineList': ok(rows, { count: 2 }),
    '/api/flow/examineCount': ok({ pending: 2, done: 5, mine: 0, copied: 12 }),
  });
});
const lastList = () => Object.fromEntries(api.to('/api/flow/examineList').at(-1)!.query);
const open = (query = '') => renderPage(`/home/examine${query}`, <ExaminePage />);

describe('approval centre', () => {
  it('opens on 待我审批 with the counts of every tab and 10 a page', async () => {
    open();
    expect(await screen.findByText('前海科技')).toBeTruthy();
    expect(lastList()).toEqual({ tab: '1', page: '1', limit: '10' });
    expect(await screen.findByRole('tab', { name: '待我审批 (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我已审批 (5)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我发起的 (0)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '抄送我的 (12)' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('已拒绝', { selector: '.ant-tag' })).toBeTruthy();
    // two rows fit one page: no pager
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('keeps the tab in the URL and lists that tab from page 1', async () => {
    const { where } = open('?tab=2&page=3');
    await screen.findByText('前海科技');
    expect(lastList()).toMatchObject({ tab: '2', page: '3' });
    expect(screen.getByRole('tab', { name: /我已审批/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: /抄送我的/ }));
    await waitFor(() => expect(where()).toBe('/home/examine?tab=4'));
    await waitFor(() => expect(lastList()).toEqual({ tab: '4', page: '1', limit: '10' }));
  });

  it('filters by any approvable type (no template access needed) and by time range', async () => {
    const { where } = open('?tab=3&start_time=2024-05-01&end_time=2024-05-31');
    await screen.findByText('前海科技');
    expect(lastList()).toEqual({ tab: '3', start_time: '2024-05-01', end_time: '2024-05-31', page: '1', limit: '10' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '审批类型' }));
    fireEvent.change(screen.getByRole('combobox', { name: '审批类型' }), { target: { value: '请假' } });
    fireEvent.click(await screen.findByTitle('请假'));
    await waitFor(() => expect(lastList().flow_type).toBe('14'));
    expect(where()).toContain('flow_type=14');
    expect(api.to('/api/flow/getList')).toHaveLength(0);
  });

  it('links a row to its record detail with flow_type and detail_id', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByRole('link', { name: '前海科技' }));
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=9&flow_type=customer&detail_id=9'));
  });

  it('shows the pager when the total does not fit one page; a row without a detail page has no link', async () => {
    api.on('/api/flow/examineList', ok(rows, { count: 25 }));
    open();
    await screen.findByText('前海科技');
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '年假 3 天' })).toBeNull();
    const row = screen.getByText('年假 3 天').closest('tr') as HTMLElement;
    expect(within(row).getByText('--')).toBeTruthy();
  });

  it('says 暂无数据 when a tab is empty', async () => {
    api.on('/api/flow/examineList', ok([], { count: 0 }));
    open('?tab=4');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('发起申请 offers the forms OA配置 enabled and opens one, for holders of its node only', async () => {
    const setting = (flow_type: number, title: string, enabled: number) => ({
      flow_type,
      title,
      enabled,
      notice: '',
      attachments_required: 2,
      has_attachments: true,
    });
    api.on('/api/OaConfig/getList', ok([setting(14, '请假', 1), setting(15, '转正', 2), setting(20, '外出', 1)]));
    const first = renderPage('/home/examine', <ExaminePage />);
    await screen.findByText('前海科技');
    expect(screen.queryByRole('button', { name: /发起申请/ })).toBeNull();
    first.unmount();
    const { where } = renderPage('/home/examine', <ExaminePage />, { nodes: ['home_examine', 'home_examine_apply'] });
    const apply = await screen.findByRole('button', { name: /发起申请/ });
    // the menu opens once OA配置 has been read
    await waitFor(() => expect(apply.className).not.toContain('ant-btn-loading'));
    fireEvent.click(apply);
    expect(await screen.findByRole('menuitem', { name: '外出' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: '转正' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: '请假' }));
    await waitFor(() => expect(where()).toBe('/home/leaveAdd'));
  });
});
