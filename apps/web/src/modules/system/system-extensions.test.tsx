import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noticeEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../engine/EntityDetailPage.tsx';
import { EntityListPage } from '../../engine/EntityListPage.tsx';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { SYSTEM_EXTENSIONS } from './system-extensions.ts';

const LIST = '/api/Notice/getList';
const extension = SYSTEM_EXTENSIONS[noticeEntity.key];
const row = (id: number, title: string, publish_status: number) => ({
  id,
  notice_id: id,
  title,
  publish_status,
  is_top: 1,
  publish_time: publish_status === 2 ? '2025-03-01 09:00:00' : null,
  expire_date: null,
  visible_dept_id: null,
  content: '<p>正文</p>',
  create_user_name: 'admin',
  create_time: '2025-03-01 08:00:00',
  update_time: '2025-03-01 08:00:00',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [LIST]: ok([row(1, '草稿公告', 1), row(2, '已发布公告', 2)], { count: 2 }),
    '/api/Notice/info': (req) => ok(req.query.get('id') === '1' ? row(1, '草稿公告', 1) : row(2, '已发布公告', 2)),
    '/api/Notice/publish': ok({ id: 1 }, { msg: '操作成功' }),
    '/api/Notice/withdraw': ok({ id: 2 }, { msg: '操作成功' }),
  });
});

/** antd spaces two-character labels on ordinary buttons, not on link buttons */
const PUBLISH = /^发\s?布$/;
const WITHDRAW = /^撤\s?回$/;
const MANAGER = ['system_notice', 'system_notice_add', 'system_notice_edit', 'system_notice_del'];
const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;
const confirmBox = () => screen.findByRole('dialog', { name: '提示' });

describe('发布 and 撤回 on the notice pages', () => {
  it('offers 发布 on a draft and 撤回 on a published notice, each after a confirmation, then reloads the list', async () => {
    renderPage('/system/notice', <EntityListPage entity={noticeEntity} extension={extension} />, { nodes: MANAGER });
    const draft = await rowOf('草稿公告');
    const published = await rowOf('已发布公告');
    expect(within(draft).queryByRole('button', { name: WITHDRAW })).toBeNull();
    expect(within(published).queryByRole('button', { name: PUBLISH })).toBeNull();

    fireEvent.click(within(draft).getByRole('button', { name: PUBLISH }));
    const box = await confirmBox();
    expect(box.textContent).toContain('确定发布公告「草稿公告」吗？');
    const listsBefore = api.to(LIST).length;
    fireEvent.click(within(box).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Notice/publish').map((r) => r.body)).toEqual([{ id: 1 }]));
    await waitFor(() => expect(api.to(LIST).length).toBeGreaterThan(listsBefore));

    fireEvent.click(within(published).getByRole('button', { name: WITHDRAW }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).toBeNull());
    expect(api.to('/api/Notice/withdraw')).toHaveLength(0);
  });

  it('hides both from a member without the edit node', async () => {
    renderPage('/system/notice', <EntityListPage entity={noticeEntity} extension={extension} />, {
      nodes: ['system_notice'],
    });
    const draft = await rowOf('草稿公告');
    expect(within(draft).getByRole('button', { name: '查看' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: PUBLISH })).toBeNull();
    expect(screen.queryByRole('button', { name: WITHDRAW })).toBeNull();
  });

  it('offers 撤回 in the header of a published notice', async () => {
    renderPage('/system/noticeInfo?id=2', <EntityDetailPage entity={noticeEntity} extension={extension} />, {
      nodes: MANAGER,
    });
    fireEvent.click(await screen.findByRole('button', { name: WITHDRAW }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Notice/withdraw').map((r) => r.body)).toEqual([{ id: 2 }]));
    expect(screen.queryByRole('button', { name: PUBLISH })).toBeNull();
  });
});
