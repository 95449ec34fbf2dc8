import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, type Sent } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { FollowRecord } from './follow-api.ts';
import { FollowFeed } from './FollowFeed.tsx';

const LIST = '/api/CommonFollow/getList';

/** A follow-up; the signed-in member of renderPage is uid 3 (王强). */
const record = (id: number, day: string, extra: Partial<FollowRecord> = {}): FollowRecord => ({
  id,
  real_id: 5,
  follow_type: 1,
  follow_type_name: null,
  follow_time: `${day} 10:0${id % 10}:00`,
  next_follow_time: null,
  next_follow_content: '',
  content: `<p>第${id}次跟进</p>`,
  contact_name: '周明',
  contact_id: null,
  status: 1,
  user_id: 3,
  user_name: '王强',
  user_avatar: '',
  create_time: `${day} 10:00:00`,
  attachment_id: '',
  document_list: [],
  comment_list: [],
  ...extra,
});

/** Seven follow-ups over three days, newest first, served 5 per page like the server. */
const ALL = [
  record(7, '2024-05-12', {
    follow_type: 4,
    next_follow_time: '2024-05-15 09:30:00',
    next_follow_content: '带方案再去',
  }),
  record(6, '2024-05-12'),
  record(5, '2024-05-11', {
    document_list: [
      { id: 1, name: '现场照片.png', ext: 'png', url: '/api/Upload/file?id=1', size: 2048 },
      { id: 2, name: '报价单.pdf', ext: 'pdf', url: '/api/Upload/file?id=2', size: 4096 },
    ],
    comment_list: [{ id: 9, content: '收到', user_name: '李娜', user_avatar: '', create_time: '2024-05-11 12:00:00' }],
  }),
  record(4, '2024-05-11', { status: 2 }),
  record(3, '2024-05-11', { user_id: 8, user_name: '杨磊' }),
  record(2, '2024-05-10'),
  record(1, '2024-05-10'),
];

let rows: FollowRecord[];

function page(req: Sent) {
  const p = Number(req.query.get('page'));
  const limit = Number(req.query.get('limit'));
  const type = req.query.get('follow_type');
  const matching = type ? rows.filter((r) => r.follow_type === Number(type)) : rows;
  const data: Record<string, FollowRecord[]> = {};
  for (const r of matching.slice((p - 1) * limit, p * limit)) (data[r.follow_time.slice(0, 10)] ??= []).push(r);
  return ok(data, { count: matching.length });
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  rows = structuredClone(ALL);
  api = fakeApi({ [LIST]: (req) => page(req) });
});

const open = () =>
  renderPage('/customer/clueInfo?id=5', <FollowFeed entityKey="clue" recordId={5} contactName="周明" canWrite />);
const item = (text: string) => screen.getByText(text).closest('article') as HTMLElement;

describe('follow-up feed', () => {
  it('groups the records by day, 5 at a time, and says 没有更多了 at the end', async () => {
    open();
    expect(await screen.findByText('第7次跟进')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2024-05-12',
      '2024-05-11',
    ]);
    expect(screen.queryByText('第2次跟进')).toBeNull();
    expect(api.to(LIST)[0].query.get('limit')).toBe('5');
    expect(api.to(LIST)[0].query.get('entity')).toBe('clue');
    expect(api.to(LIST)[0].query.get('real_id')).toBe('5');
    expect(screen.queryByText('没有更多了')).toBeNull();
    // jsdom cannot scroll: the end of the list offers 加载更多 instead
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('第1次跟进')).toBeTruthy();
    expect(api.to(LIST)[1].query.get('page')).toBe('2');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '2024-05-12',
      '2024-05-11',
      '2024-05-10',
    ]);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows 暂无动态 when there are none', async () => {
    api.on(LIST, ok({}, { count: 0 }));
    open();
    expect(await screen.findByText('暂无动态')).toBeTruthy();
    expect(screen.queryByText('没有更多了')).toBeNull();
  });

  it('shows type, time, contact, content, next step, attachments and replies', async () => {
    open();
    await screen.findByText('第7次跟进');
    const seventh = item('第7次跟进');
    expect(within(seventh).getByText('拜访')).toBeTruthy();
    expect(within(seventh).getByText(/10:07 · 联系人：周明/)).toBeTruthy();
    expect(within(seventh).getByText(/2024-05-15 09:30/).textContent).toContain('带方案再去');
    const fifth = item('第5次跟进');
    expect(within(fifth).getByRole('button', { name: '预览 现场照片.png' })).toBeTruthy();
    expect(
      within(fifth)
        .getByRole('link', { name: /报价单.pdf/ })
        .getAttribute('href'),
    ).toBe(`/projectFileView?fileId=2&ext=pdf&type=12&name=${encodeURIComponent('报价单.pdf')}`);
    expect(within(fifth).getByText('收到')).toBeTruthy();
  });

  it('filters by follow type', async () => {
    open();
    await screen.findByText('第7次跟进');
    fireEvent.mouseDown(screen.getByLabelText('跟进类型'));
    fireEvent.click(await screen.findByText('拜访', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(api.to(LIST).at(-1)?.query.get('follow_type')).toBe('4'));
    await waitFor(() => expect(screen.queryByText('第6次跟进')).toBeNull());
    expect(screen.getByText('第7次跟进')).toBeTruthy();
  });

  it('only the author may edit or void, and a voided record is struck through with 已作废', async () => {
    open();
    await screen.findByText('第7次跟进');
    expect(within(item('第7次跟进')).getByRole('button', { name: /作 ?废/ })).toBeTruthy();
    expect(within(item('第3次跟进')).queryByRole('button', { name: /作 ?废/ })).toBeNull();
    expect(within(item('第3次跟进')).queryByRole('button', { name: /编 ?辑/ })).toBeNull();
    const voided = item('第4次跟进');
    expect(within(voided).getByText('已作废')).toBeTruthy();
    expect(voided.className).toMatch(/voided/);
    expect(within(voided).queryByRole('button', { name: /作 ?废/ })).toBeNull();
  });

  it('作废 asks 此操作将作废该跟进动态, 是否继续? and voids on 确定', async () => {
    api.on('/api/CommonFollow/abolish', ok({ id: 7 }, { msg: '跟进已作废' }));
    open();
    await screen.findByText('第7次跟进');
    fireEvent.click(within(item('第7次跟进')).getByRole('button', { name: /作 ?废/ }));
    expect(await screen.findByText('此操作将作废该跟进动态, 是否继续?')).toBeTruthy();
    expect(api.to('/api/CommonFollow/abolish')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/CommonFollow/abolish')).toHaveLength(1));
    expect(api.to('/api/CommonFollow/abolish')[0].body).toEqual({ id: 7 });
    expect(await screen.findByText('跟进已作废')).toBeTruthy();
  });

  it('a reply is sent only when it is not empty, and shows under the record', async () => {
    api.on('/api/CommonFollow/addComment', ({ body }) => {
      const { follow_id, content } = body as { follow_id: number; content: string };
      rows
        .find((r) => r.id === follow_id)
        ?.comment_list.push({
          id: 77,
          content,
          user_name: '王强',
          user_avatar: '',
          create_time: '2024-05-12 11:00:00',
        });
      return ok({ id: 77 }, { msg: '回复成功' });
    });
    open();
    await screen.findByText('第7次跟进');
    const seventh = item('第7次跟进');
    fireEvent.click(within(seventh).getByRole('button', { name: /回 ?复/ }));
    const box = within(seventh).getByLabelText('回复内容');
    const send = within(seventh).getByRole('button', { name: /发 ?送/ });
    fireEvent.change(box, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(api.to('/api/CommonFollow/addComment')).toHaveLength(0);
    fireEvent.change(box, { target: { value: ' 明天回电 ' } });
    fireEvent.click(send);
    await waitFor(() => expect(api.to('/api/CommonFollow/addComment')).toHaveLength(1));
    expect(api.to('/api/CommonFollow/addComment')[0].body).toEqual({ follow_id: 7, content: '明天回电' });
    expect(await within(item('第7次跟进')).findByText('明天回电')).toBeTruthy();
  });
});
