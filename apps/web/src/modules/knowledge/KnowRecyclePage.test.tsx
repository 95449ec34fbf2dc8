import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ARTICLE } from './fixtures.ts';
import { KnowRecyclePage } from './KnowRecyclePage.tsx';

const trashed = { ...ARTICLE, deleted_time: '2026-11-20 09:00:00', days_left: 28 };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Knowledge/recycleList': ok([trashed], { count: 1 }),
    '/api/Knowledge/restore': ok({ count: 1 }, { msg: '已恢复' }),
    '/api/Knowledge/destroy': ok({ count: 1 }, { msg: '已彻底删除' }),
  });
});

describe('知识库回收站', () => {
  it('shows 删除时间 and the days left; 恢复 brings the article back', async () => {
    renderPage('/cloudDocument/knowRecycle', <KnowRecyclePage />);
    expect(await screen.findByText('28 天')).toBeTruthy();
    expect(screen.getByText('2026-11-20 09:00:00')).toBeTruthy();
    expect(screen.getByText(/保留 30 天/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢 ?复/ }));
    await waitFor(() => expect(api.to('/api/Knowledge/restore')).toHaveLength(1));
    expect(api.to('/api/Knowledge/restore')[0].body).toEqual({ ids: [7] });
  });

  it('彻底删除 asks first: 取消 deletes nothing, 确定 deletes', async () => {
    renderPage('/cloudDocument/knowRecycle', <KnowRecyclePage />);
    await screen.findByText('28 天');
    fireEvent.click(screen.getByRole('button', { name: /彻底删除/ }));
    expect(await screen.findByText(/彻底删除后无法恢复/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取 ?消/ }));
    await waitFor(() => expect(screen.queryByText(/彻底删除后无法恢复/)).toBeNull());
    expect(api.to('/api/Knowledge/destroy')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /彻底删除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/Knowledge/destroy')[0]?.body).toEqual({ ids: [7] }));
  });
});
