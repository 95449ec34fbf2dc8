import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RecyclePage } from './RecyclePage.tsx';

const trashed = {
  id: 4,
  name: '旧方案.docx',
  kind: 2,
  ext: 'docx',
  file_type: 5,
  size: 10,
  file_id: 9,
  url: '',
  parent_id: 0,
  space_type: 1,
  space_id: 3,
  version: 1,
  create_user_name: '王强',
  update_user_name: '王强',
  create_time: '',
  update_time: '',
  deleted_time: '2026-11-20 09:00:00',
  days_left: 28,
  collected: false,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Document/recycleList': ok([trashed], { count: 1 }),
    '/api/Document/restore': ok({ count: 1 }, { msg: '已恢复' }),
    '/api/Document/destroy': ok({ count: 1 }, { msg: '已彻底删除' }),
  });
});

describe('回收站', () => {
  it('shows the days left; 恢复 brings an item back', async () => {
    renderPage('/cloudDocument/recycle', <RecyclePage />);
    expect(await screen.findByText('28 天')).toBeTruthy();
    expect(screen.getByText(/保留 30 天/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /恢 ?复/ }).at(-1)!);
    await waitFor(() => expect(api.to('/api/Document/restore')).toHaveLength(1));
    expect(api.to('/api/Document/restore')[0].body).toEqual({ ids: [4] });
  });

  it('彻底删除 asks first; 取消 deletes nothing', async () => {
    renderPage('/cloudDocument/recycle', <RecyclePage />);
    await screen.findByText('28 天');
    fireEvent.click(screen.getAllByRole('button', { name: /彻底删除/ }).at(-1)!);
    expect(await screen.findByText(/彻底删除后无法恢复/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取 ?消/ }));
    await waitFor(() => expect(screen.queryByText(/彻底删除后无法恢复/)).toBeNull());
    expect(api.to('/api/Document/destroy')).toHaveLength(0);
  });
});
