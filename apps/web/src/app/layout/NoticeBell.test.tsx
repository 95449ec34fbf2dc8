import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { NoticeBell } from './NoticeBell.tsx';

const LIST = '/api/Message/getSysNoticeList';
const INFO = '/api/Message/sysNoticeInfo';
const READ = '/api/Message/readSysNotice';

const notice = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  notice_id: id,
  title,
  summary: `${title}的摘要`,
  publish_time: '2025-03-01 09:00:00',
  expire_date: null,
  is_top: 1,
  is_read: 1,
  status: 1,
  message_type: 0,
  ...extra,
});

let api: ReturnType<typeof fakeApi>;
let read: Set<number>;
beforeEach(() => {
  read = new Set([3]);
  const list = () =>
    [notice(1, '系统上线通知', { is_top: 2 }), notice(2, '五一放假安排'), notice(3, '已读过的公告')].map((n) => ({
      ...n,
      is_read: read.has(n.id) ? 2 : 1,
    }));
  api = fakeApi({
    [LIST]: () => ok(list(), { count: 3 }),
    [INFO]: (req) => {
      const n = list().find((x) => x.id === Number(req.query.get('id')))!;
      return ok({ ...n, content: `<p>${n.title}的<strong>全文</strong></p><script>alert(1)</script>` });
    },
    [READ]: (req) => {
      read.add((req.body as { id: number }).id);
      return ok({ id: (req.body as { id: number }).id });
    },
  });
});

const bell = () => screen.findByRole('button', { name: /^公告/ });
/** the notice dialog (a modal, unlike the list's popover) once it shows this title */
async function noticeDialog(title: string): Promise<HTMLElement> {
  const modal = await waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.getAttribute('aria-modal') === 'true');
    expect(found).toBeTruthy();
    return found!;
  });
  await within(modal).findByText(title);
  return modal;
}

describe('the shell notice entry', () => {
  it('shows how many notices are unread and lists them, pinned first, unread ones marked', async () => {
    renderPage('/home/home', <NoticeBell />);
    expect(await screen.findByRole('button', { name: '公告，2 条未读' })).toBeTruthy();
    fireEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: '公告列表' });
    const items = within(panel).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      expect.stringContaining('系统上线通知置顶'),
      expect.stringContaining('五一放假安排'),
      expect.stringContaining('已读过的公告'),
    ]);
    expect(within(panel).getByText('系统上线通知的摘要')).toBeTruthy();
    expect(within(panel).getByText('五一放假安排').className).toMatch(/unreadTitle/);
    expect(within(panel).getByText('已读过的公告').className).not.toMatch(/unreadTitle/);
  });

  it('opens a notice in full (scripts dropped), marks it read and counts one fewer unread', async () => {
    renderPage('/home/home', <NoticeBell />);
    fireEvent.click(await screen.findByRole('button', { name: '公告，2 条未读' }));
    fireEvent.click(await screen.findByText('五一放假安排'));
    const dialog = await noticeDialog('五一放假安排');
    expect(await within(dialog).findByText('全文')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('发布时间：2025-03-01 09:00:00')).toBeTruthy();
    await waitFor(() => expect(api.to(READ).map((r) => r.body)).toEqual([{ id: 2 }]));
    expect(await screen.findByRole('button', { name: '公告，1 条未读' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(screen.queryByText('全文')).toBeNull());
  });

  it('does not mark an already read notice again', async () => {
    renderPage('/home/home', <NoticeBell />);
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByText('已读过的公告'));
    await within(await noticeDialog('已读过的公告')).findByText('全文');
    expect(api.to(INFO)).toHaveLength(1);
    expect(api.to(READ)).toHaveLength(0);
  });

  it('shows no count and 暂无公告 when there is nothing', async () => {
    api.on(LIST, ok([], { count: 0 }));
    renderPage('/home/home', <NoticeBell />);
    const button = await screen.findByRole('button', { name: '公告' });
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
  });

  it('explains a notice withdrawn meanwhile instead of showing an empty dialog', async () => {
    api.on(INFO, { code: 404, msg: '数据不存在或无权查看', data: null });
    renderPage('/home/home', <NoticeBell />);
    fireEvent.click(await bell());
    fireEvent.click(await screen.findByText('五一放假安排'));
    expect(await screen.findByText('该公告已撤回或已过期')).toBeTruthy();
    expect(api.to(READ)).toHaveLength(0);
  });
});
