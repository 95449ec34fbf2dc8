import { MESSAGE_CENTRE_MSG } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MessageBell } from './MessageBell.tsx';

const LIST = '/api/Message/messageList';
const INFO = '/api/Message/messageInfo';

type Msg = {
  msg_id: number;
  content: string;
  status: number;
  message_type: number;
  business_type: string;
  business_id: number;
  create_time: string;
};
const msg = (msg_id: number, content: string, message_type: number, status = 1): Msg => ({
  msg_id,
  content,
  status,
  message_type,
  business_type: 'flow',
  business_id: msg_id,
  create_time: '2026-03-01 09:00:00',
});

let api: ReturnType<typeof fakeApi>;
let rows: Msg[];
beforeEach(() => {
  rows = [
    msg(1, '王强提交的请假审批待您处理', 1),
    msg(2, '客户跟进提醒', 2),
    msg(3, '已读的办公消息', 1, 2),
    msg(4, '任务到期提醒', 3),
  ];
  const unread = (t: number) => rows.filter((r) => r.status === 1 && (t === 0 || r.message_type === t)).length;
  api = fakeApi({
    [LIST]: (req) => {
      const type = Number(req.query.get('message_type'));
      const status = Number(req.query.get('status'));
      const data = rows.filter((r) => (type === 0 || r.message_type === type) && (status === 0 || r.status === status));
      return ok({
        list: { data, count: data.length },
        count: { countAll: unread(0), work: unread(1), customer: unread(2), task: unread(3), schedule: unread(4) },
      });
    },
    [INFO]: (req) => {
      const id = Number(req.query.get('msg_id'));
      const row = rows.find((r) => r.msg_id === id)!;
      row.status = 2;
      return ok({
        ...row,
        link: id === 1 ? { path: '/home/applicationInfo', query: { id: 7, flow_type: 14, detail_id: 7 } } : null,
      });
    },
    '/api/Message/delReadMessmage': (req) => {
      const type = Number(req.query.get('message_type'));
      rows = rows.filter((r) => !(r.status === 2 && (type === 0 || r.message_type === type)));
      return ok({ count: 1 });
    },
    '/api/Message/delMessmage': (req) => {
      rows = rows.filter((r) => r.msg_id !== Number(req.query.get('msg_id')));
      return ok({ msg_id: Number(req.query.get('msg_id')) });
    },
    '/api/Message/readBatch': (req) => {
      const type = Number(req.query.get('message_type'));
      for (const r of rows) if (type === 0 || r.message_type === type) r.status = 2;
      return ok({ count: 1 });
    },
  });
});

async function openCentre() {
  fireEvent.click(await screen.findByRole('button', { name: '消息，3 条未读' }));
  return screen.findByRole('dialog', { name: '消息中心' });
}

describe('the message centre', () => {
  it('opens on 办公 with unread messages, and shows unread counts on every tab', async () => {
    renderPage('/home/home', <MessageBell />);
    const drawer = await openCentre();
    expect(await within(drawer).findByText('王强提交的请假审批待您处理')).toBeTruthy();
    expect(within(drawer).queryByText('已读的办公消息')).toBeNull();
    const tabs = within(drawer)
      .getAllByRole('tab')
      .map((t) => t.textContent);
    expect(tabs).toEqual(['全部3', '办公1', '客户管理1', '任务1', '日程']);
    const first = api.to(LIST).find((r) => r.query.get('limit') === '7')!;
    expect([first.query.get('message_type'), first.query.get('status'), first.query.get('page')]).toEqual([
      '1',
      '1',
      '1',
    ]);
    fireEvent.click(within(drawer).getByText('全部', { selector: '.ant-segmented-item-label' }));
    expect(await within(drawer).findByText('已读的办公消息')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('tab', { name: /客户管理/ }));
    expect(await within(drawer).findByText('客户跟进提醒')).toBeTruthy();
  });

  it('opening a message marks it read, closes the drawer and goes to its record', async () => {
    const { where } = renderPage('/home/home', <MessageBell />);
    const drawer = await openCentre();
    fireEvent.click(await within(drawer).findByText('王强提交的请假审批待您处理'));
    await waitFor(() => expect(where()).toBe('/home/applicationInfo?id=7&flow_type=14&detail_id=7'));
    expect(api.to(INFO).map((r) => r.query.get('msg_id'))).toEqual(['1']);
    expect(rows.find((r) => r.msg_id === 1)!.status).toBe(2);
  });

  it('says the record no longer exists when a message has nowhere to go', async () => {
    const { where } = renderPage('/home/home', <MessageBell />);
    const drawer = await openCentre();
    fireEvent.click(within(drawer).getByRole('tab', { name: /客户管理/ }));
    fireEvent.click(await within(drawer).findByText('客户跟进提醒'));
    expect(await screen.findByText(MESSAGE_CENTRE_MSG.recordGone)).toBeTruthy();
    expect(where()).toBe('/home/home');
    expect(await screen.findByRole('button', { name: '消息，2 条未读' })).toBeTruthy();
  });

  it('deletes the read messages of the tab after confirming', async () => {
    renderPage('/home/home', <MessageBell />);
    const drawer = await openCentre();
    fireEvent.click(within(drawer).getByText('全部', { selector: '.ant-segmented-item-label' }));
    expect(await within(drawer).findByText('已读的办公消息')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '删除已读' }));
    expect((await screen.findAllByText(MESSAGE_CENTRE_MSG.confirmDeleteRead)).length).toBeGreaterThan(0);
    expect(api.to('/api/Message/delReadMessmage')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(drawer).queryByText('已读的办公消息')).toBeNull());
    expect(api.to('/api/Message/delReadMessmage').map((r) => r.query.get('message_type'))).toEqual(['1']);
    expect(within(drawer).getByText('王强提交的请假审批待您处理')).toBeTruthy();
  });

  it('全部已读 marks the tab read; the bell loses its dot and an empty tab says 暂无数据', async () => {
    rows = rows.filter((r) => r.message_type === 1);
    renderPage('/home/home', <MessageBell />);
    fireEvent.click(await screen.findByRole('button', { name: '消息，1 条未读' }));
    const drawer = await screen.findByRole('dialog', { name: '消息中心' });
    expect(await within(drawer).findByText('王强提交的请假审批待您处理')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: '全部已读' }));
    // the empty state's picture carries the same words
    expect((await within(drawer).findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(api.to('/api/Message/readBatch').map((r) => r.query.get('message_type'))).toEqual(['1']);
    expect(await screen.findByRole('button', { name: '消息' })).toBeTruthy();
  });

  it('deletes one message', async () => {
    renderPage('/home/home', <MessageBell />);
    const drawer = await openCentre();
    fireEvent.click(await within(drawer).findByRole('button', { name: '删除消息：王强提交的请假审批待您处理' }));
    expect((await within(drawer).findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(api.to('/api/Message/delMessmage').map((r) => r.query.get('msg_id'))).toEqual(['1']);
    expect(await screen.findByRole('button', { name: '消息，2 条未读' })).toBeTruthy();
  });
});
