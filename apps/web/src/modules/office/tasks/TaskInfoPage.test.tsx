import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { TaskInfoPage } from './TaskInfoPage.tsx';
import type { TaskInfo } from './task-api.ts';

const ALL = ['home_task', 'home_task_add', 'home_task_edit', 'home_task_del'];
const TASK: TaskInfo = {
  id: 5,
  title: '准备投标',
  assignee_id: 3,
  assignee_name: '王强',
  participant_ids: [7],
  participant_names: ['陈静'],
  start_time: '',
  due_time: '2020-01-01 18:00:00',
  priority: 4,
  priority_name: '紧急',
  status: 2,
  status_name: '进行中',
  overdue: true,
  subtask_total: 1,
  subtask_done: 0,
  create_user_id: 3,
  create_user_name: '王强',
  create_time: '2026-03-01 09:00:00',
  update_time: '2026-03-01 09:00:00',
  description: '<p>标书要盖章</p>',
  attachments: [],
  attachments_files: [],
  can_edit: true,
  can_delete: true,
  subtasks: [{ id: 11, title: '打印标书', done: false }],
  comments: [{ id: 1, content: '明天交', user_id: 7, user_name: '陈静', create_time: '2026-03-01 10:00:00' }],
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Task/info': ok(TASK),
    '/api/Task/getLog': ok([], { count: 0 }),
    '/api/Task/addSubtask': ok({ id: 12 }),
    '/api/Task/checkSubtask': ok({ id: 11 }),
    '/api/Task/comment': ok({ id: 2 }),
  });
});

describe('任务详情', () => {
  it('shows the task, 已逾期, its description, subtasks and comments', async () => {
    renderPage('/home/taskInfo?id=5', <TaskInfoPage />, { nodes: ALL });
    expect(await screen.findByText('准备投标')).toBeTruthy();
    expect(screen.getByText('已逾期')).toBeTruthy();
    expect(screen.getByText('标书要盖章')).toBeTruthy();
    expect(screen.getByText('子任务（0/1）')).toBeTruthy();
    expect(screen.getByText('明天交')).toBeTruthy();
  });

  it('shows its attachments: pictures as thumbnails, a PDF opening the preview page', async () => {
    api.on(
      '/api/Task/info',
      ok({
        ...TASK,
        attachments: [8, 9],
        attachments_files: [
          { id: 8, name: '标书.pdf', url: '/api/Upload/file?id=8&key=k8', size: 100, ext: 'pdf' },
          { id: 9, name: '现场.png', url: '/api/Upload/file?id=9&key=k9', size: 50, ext: 'png' },
        ],
      }),
    );
    renderPage('/home/taskInfo?id=5', <TaskInfoPage />, { nodes: ALL });
    const pdf = await screen.findByRole('link', { name: /标书\.pdf/ });
    expect(pdf.getAttribute('href')).toBe(
      `/projectFileView?fileId=8&ext=pdf&type=12&name=${encodeURIComponent('标书.pdf')}&key=k8`,
    );
    expect(screen.getByRole('button', { name: '预览 现场.png' }).querySelector('img')?.getAttribute('src')).toBe(
      '/api/Upload/file?id=9&key=k9',
    );
  });

  it('adds and checks subtasks and posts a comment', async () => {
    renderPage('/home/taskInfo?id=5', <TaskInfoPage />, { nodes: ALL });
    fireEvent.click(await screen.findByRole('checkbox', { name: '打印标书' }));
    await waitFor(() => expect(api.to('/api/Task/checkSubtask').at(-1)?.body).toEqual({ id: 11, done: true }));
    fireEvent.change(screen.getByLabelText('子任务标题'), { target: { value: '找领导签字' } });
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    await waitFor(() =>
      expect(api.to('/api/Task/addSubtask').at(-1)?.body).toEqual({ task_id: 5, title: '找领导签字' }),
    );
    fireEvent.change(screen.getByLabelText('评论内容'), { target: { value: '收到' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    await waitFor(() => expect(api.to('/api/Task/comment').at(-1)?.body).toEqual({ task_id: 5, content: '收到' }));
  });

  it('lets a participant comment but not change the task', async () => {
    api.on('/api/Task/info', ok({ ...TASK, can_edit: false, can_delete: false }));
    renderPage('/home/taskInfo?id=5', <TaskInfoPage />, { nodes: ALL });
    await screen.findByText('准备投标');
    expect(screen.queryByLabelText('子任务标题')).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect((screen.getByRole('checkbox', { name: '打印标书' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByLabelText('评论内容')).toBeTruthy();
  });
});
