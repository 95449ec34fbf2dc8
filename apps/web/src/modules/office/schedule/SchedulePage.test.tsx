import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DISCARD } from '../../../components/use-guarded-close.ts';
import { SchedulePage } from './SchedulePage.tsx';
import type { Occurrence } from './schedule-api.ts';

const ALL = ['home_schedule', 'home_schedule_add', 'home_schedule_edit', 'home_schedule_del'];
const event = (over: Partial<Occurrence>): Occurrence => ({
  id: 1,
  title: '日程',
  start_time: '2026-03-02 09:00:00',
  end_time: '2026-03-02 10:00:00',
  all_day: false,
  participant_ids: [],
  participant_names: [],
  location: '',
  remark: '',
  remind_minutes: 15,
  remind_name: '提前15分钟',
  repeat_rule: 'none',
  repeat_name: '不重复',
  repeat_until: '',
  customer_id: 0,
  customer_name: '',
  project_id: 0,
  project_name: '',
  create_user_id: 3,
  create_user_name: '王强',
  can_edit: true,
  ...over,
});
const VISIT = event({ id: 1, title: '客户拜访', start_time: '2026-03-10 14:00:00', end_time: '2026-03-10 15:00:00' });
const STANDUP = event({
  id: 2,
  title: '晨会',
  repeat_rule: 'daily',
  repeat_name: '每天',
  start_time: '2026-03-09 09:00:00',
  end_time: '2026-03-09 09:15:00',
});
const STANDUP2 = { ...STANDUP, start_time: '2026-03-10 09:00:00', end_time: '2026-03-10 09:15:00' };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Schedule/getList': ok([STANDUP, STANDUP2, VISIT], { count: 3 }),
    '/api/Schedule/info': ok(VISIT),
    '/api/Schedule/add': ok({ id: 9 }, { msg: '操作成功' }),
    '/api/Schedule/del': ok({ id: 1 }, { msg: '操作成功' }),
    '/api/org/memberList': ok([], { count: 0 }),
    '/api/user/getUserList': ok([], { count: 0 }),
  });
});

describe('日程', () => {
  it('shows the month with each day’s events (repeats included), listing the month’s full weeks', async () => {
    renderPage('/home/schedule?date=2026-03-10', <SchedulePage />, { nodes: ALL });
    const day = await screen.findByRole('list', { name: '2026-03-10 的日程' });
    expect(
      within(day)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00 晨会', '14:00 客户拜访']);
    expect(within(screen.getByRole('list', { name: '2026-03-09 的日程' })).getByText('09:00 晨会')).toBeTruthy();
    const q = api.to('/api/Schedule/getList').at(-1)!.query;
    expect([q.get('start_date'), q.get('end_date')]).toEqual(['2026-02-23', '2026-04-05']);
  });

  it('switches to the week view: an hour grid from Monday; a click on a slot opens 新建日程 at that hour', async () => {
    const { where } = renderPage('/home/schedule?date=2026-03-10', <SchedulePage />, { nodes: ALL });
    await screen.findByRole('list', { name: '2026-03-10 的日程' });
    fireEvent.click(screen.getByText('周'));
    await waitFor(() => expect(where()).toContain('mode=week'));
    await waitFor(() => expect(api.to('/api/Schedule/getList').at(-1)!.query.get('start_date')).toBe('2026-03-09'));
    expect(api.to('/api/Schedule/getList').at(-1)!.query.get('end_date')).toBe('2026-03-15');
    expect(await screen.findByText('14:00 客户拜访')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2026-03-11 10:00 新建日程' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建日程')).toBeTruthy();
    expect((within(dialog).getByLabelText('开始时间') as HTMLInputElement).value).toBe('2026-03-11 10:00');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入日程标题')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('日程标题'), { target: { value: '需求评审' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.to('/api/Schedule/add').at(-1)?.body).toMatchObject({
        title: '需求评审',
        start_time: '2026-03-11 10:00',
        end_time: '2026-03-11 11:00',
        remind_minutes: 15,
        repeat_rule: 'none',
      }),
    );
  });

  it('opens an event and deletes it after 此操作将永久删除该数据, 是否继续?', async () => {
    renderPage('/home/schedule?date=2026-03-10', <SchedulePage />, { nodes: ALL });
    fireEvent.click(await screen.findByText('14:00 客户拜访'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑日程')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/api/Schedule/del').at(-1)?.body).toEqual({ id: 1 }));
  });

  it('opens the event a message points at while the calendar is already shown, and forgets it once closed', async () => {
    const { router, where } = renderPage('/home/schedule?date=2026-03-10', <SchedulePage />, { nodes: ALL });
    await screen.findByText('14:00 客户拜访');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/home/schedule?date=2026-03-10&id=1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑日程')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(where()).toBe('/home/schedule?date=2026-03-10'));
  });

  it('asks before discarding a changed event: 取消 keeps the change, 确定 closes; unchanged it closes at once, focus back on 新建日程', async () => {
    const { where } = renderPage('/home/schedule?date=2026-03-10&id=1', <SchedulePage />, { nodes: ALL });
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('日程标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('客户拜访'));
    fireEvent.change(title, { target: { value: '客户回访' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(title.value).toBe('客户回访');
    expect(where()).toContain('id=1');

    fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    const again = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(where()).toBe('/home/schedule?date=2026-03-10'));
    expect(api.to('/api/Schedule/add')).toHaveLength(0);

    const add = screen.getByRole('button', { name: /新建日程/ });
    add.focus();
    fireEvent.click(add);
    const fresh = await screen.findByRole('dialog', { name: '新建日程' });
    fireEvent.click(within(fresh).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新建日程' })).toBeNull());
    expect(screen.queryByText(DISCARD)).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('shows a participant the event read-only', async () => {
    api.on('/api/Schedule/info', ok({ ...VISIT, can_edit: false }));
    renderPage('/home/schedule?date=2026-03-10&id=1', <SchedulePage />, { nodes: ALL });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('日程详情')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /保\s*存/ })).toBeNull();
  });
});
