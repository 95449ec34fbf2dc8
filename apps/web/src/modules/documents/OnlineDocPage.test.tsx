import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OnlineDocPage } from './OnlineDocPage.tsx';

const doc = {
  id: 6,
  name: '周会纪要',
  kind: 3,
  ext: '',
  file_type: 3,
  size: 0,
  file_id: 0,
  url: '',
  parent_id: 0,
  space_type: 1,
  space_id: 3,
  version: 1,
  create_user_name: '王强',
  update_user_name: '王强',
  create_time: '',
  update_time: '2026-11-20 10:00:00',
  collected: false,
  content: '<p>初稿</p>',
  breadcrumb: [],
  can_edit: true,
  can_share: true,
};

let api: ReturnType<typeof fakeApi>;
let version = 1;
beforeEach(() => {
  version = 1;
  api = fakeApi({
    '/api/Document/info': ok(doc),
    '/api/Document/saveDoc': () => ok({ id: 6, version: ++version, update_time: `2026-11-20 10:0${version}:00` }),
    '/api/Document/addDoc': ok({ ...doc, id: 8 }),
  });
});

const WAIT = { timeout: 4000 };

describe('online document', () => {
  it('saves by itself after a pause, each save with the version it read', async () => {
    renderPage('/cloudDocument/onlineDocEdit?id=6', <OnlineDocPage />);
    const title = await screen.findByLabelText('文档标题');
    expect(screen.getByRole('status').textContent).toBe('已保存 2026-11-20 10:00:00');
    fireEvent.change(title, { target: { value: '周会纪要（11月）' } });
    expect(screen.getByRole('status').textContent).toBe('有未保存的修改');
    await waitFor(() => expect(api.to('/api/Document/saveDoc')).toHaveLength(1), WAIT);
    expect(api.to('/api/Document/saveDoc')[0].body).toEqual({
      id: 6,
      name: '周会纪要（11月）',
      content: '<p>初稿</p>',
      version: 1,
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已保存 2026-11-20 10:02:00'));
    fireEvent.change(title, { target: { value: '周会纪要（定稿）' } });
    await waitFor(() => expect(api.to('/api/Document/saveDoc')).toHaveLength(2), WAIT);
    expect((api.to('/api/Document/saveDoc')[1].body as { version: number }).version).toBe(2);
  });

  it('says why a save failed (someone saved meanwhile) and keeps the text', async () => {
    api.on('/api/Document/saveDoc', { code: 409, msg: '文档已被他人修改，请刷新后再编辑', data: null });
    renderPage('/cloudDocument/onlineDocEdit?id=6', <OnlineDocPage />);
    const title = await screen.findByLabelText('文档标题');
    fireEvent.change(title, { target: { value: '新标题' } });
    await waitFor(
      () => expect(screen.getByRole('status').textContent).toBe('保存失败：文档已被他人修改，请刷新后再编辑'),
      WAIT,
    );
    expect((title as HTMLInputElement).value).toBe('新标题');
  });

  it('新建在线文档 makes the document and opens it for editing', async () => {
    const { where } = renderPage('/cloudDocument/onlineDocAdd?folder=4', <OnlineDocPage />);
    await waitFor(() => expect(where()).toBe('/cloudDocument/onlineDocEdit?id=8'));
    expect(api.to('/api/Document/addDoc')[0].body).toMatchObject({ parent_id: 4, name: '无标题文档' });
  });
});
