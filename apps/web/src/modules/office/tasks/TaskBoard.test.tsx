import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { TaskPage } from './TaskPage.tsx';
import type { TaskRow } from './task-api.ts';

const ALL = ['home_task', 'home_task_add', 'home_task_edit', 'home_task_del'];
const row = (over: Partial<TaskRow>): TaskRow => ({
  id: 1,
  title: '任务',
  assignee_id: 3,
  assignee_name: '王强',
  participant_ids: [],
  participant_names: [],
  start_time: '',
  due_time: '',
  priority: 2,
  priority_name: '中',
  status: 1,
  status_name: '未开始',
  overdue: false,
  subtask_total: 0,
  subtask_done: 0,
  create_user_id: 3,
  create_user_name: '王强',
  create_time: '2026-03-01 09:00:00',
  update_time: '2026-03-01 09:00:00',
  ...over,
});
const TASKS = [
  row({ id: 1, title: '写周报', due_time: '2020-01-01 09:00:00', overdue: true }),
  row({ id: 2, title: '拜访客户', status: 2, status_name: '进行中', subtask_total: 2, subtask_done: 1 }),
  row({ id: 3, title: '别人的任务', assignee_id: 9, assignee_name: '李娜', create_user_id: 9 }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Task/getList': ok(TASKS, { count: 3 }),
    '/api/Task/setStatus': ok({ id: 1 }, { msg: '操作成功' }),
  });
});

const column = (name: string) => screen.getByRole('region', { name });

describe('任务看板', () => {
  it('groups cards by status and marks overdue ones', async () => {
    renderPage('/home/task?view=board', <TaskPage />, { nodes: ALL });
    await screen.findByRole('article', { name: '写周报' });
    expect(
      within(column('未开始'))
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['写周报', '别人的任务']);
    expect(within(column('进行中')).getByRole('article', { name: '拜访客户' })).toBeTruthy();
    expect(within(column('进行中')).getByText('子任务 1/2')).toBeTruthy();
    expect(within(column('已完成')).queryAllByRole('article')).toEqual([]);
    expect(within(column('已完成')).getAllByText('暂无数据').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('article', { name: '写周报' })).getByText('已逾期')).toBeTruthy();
  });

  it('moves a card by dragging it to another column', async () => {
    renderPage('/home/task?view=board', <TaskPage />, { nodes: ALL });
    const card = await screen.findByRole('article', { name: '写周报' });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
    };
    fireEvent.dragStart(card, { dataTransfer });
    fireEvent.dragOver(column('已完成'), { dataTransfer });
    fireEvent.drop(column('已完成'), { dataTransfer });
    await waitFor(() => expect(api.to('/api/Task/setStatus').at(-1)?.body).toEqual({ id: 1, status: 3 }));
  });

  it('moves a card with its status select (keyboard alternative); others’ cards cannot be moved', async () => {
    renderPage('/home/task?view=board', <TaskPage />, { nodes: ALL });
    await screen.findByRole('article', { name: '拜访客户' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '拜访客户的状态' }));
    fireEvent.click(await screen.findByTitle('已取消'));
    await waitFor(() => expect(api.to('/api/Task/setStatus').at(-1)?.body).toEqual({ id: 2, status: 4 }));
    expect(screen.getByRole('article', { name: '别人的任务' }).getAttribute('draggable')).toBe('false');
  });

  it('lists tasks with 已逾期 in red and filters by 我负责的 through the URL', async () => {
    const { where } = renderPage('/home/task', <TaskPage />, { nodes: ALL });
    const title = await screen.findByRole('link', { name: '写周报' });
    expect(title.closest('tr')!.className).toMatch(/overdueRow/);
    expect(within(title.closest('tr')!).getByText('已逾期')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '范围' }));
    fireEvent.click(await screen.findByTitle('我负责的'));
    await waitFor(() => expect(api.to('/api/Task/getList').at(-1)!.query.get('mine')).toBe('1'));
    expect(where()).toContain('mine=1');
  });

  it('a due day picked is due at its end, with no 确定 to press', async () => {
    renderPage('/home/task', <TaskPage />, { nodes: ALL });
    fireEvent.click(await screen.findByRole('button', { name: /新建任务/ }));
    const due = await screen.findByLabelText('截止时间');
    fireEvent.mouseDown(due);
    fireEvent.click(due);
    const day = dayjs().format('YYYY-MM-DD');
    const cell = await waitFor(() => {
      const c = document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${day}"] .ant-picker-cell-inner`);
      if (!c) throw new Error('no calendar');
      return c;
    });
    fireEvent.click(cell);
    await waitFor(() => expect((due as HTMLInputElement).value).toBe(`${day} 23:59`));
    // picked: nothing waits for 确定, the field holds it once focus moves on
    fireEvent.blur(due);
    expect(
      document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button'),
    ).toBeNull();
    expect((due as HTMLInputElement).value).toBe(`${day} 23:59`);
  });

  it('shows 暂无数据 when there are no tasks', async () => {
    api.on('/api/Task/getList', ok([], { count: 0 }));
    renderPage('/home/task', <TaskPage />, { nodes: ['home_task'] });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新建任务/ })).toBeNull();
  });
});
