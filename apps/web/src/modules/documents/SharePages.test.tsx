import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ShareDocPage, ShareFilePage } from './SharePages.tsx';

const TOKEN = 'p0lZ8I7JqJNEyCeLHHRJASf6ADk8zE_KFbUN7hSTFYU';
const entry = (id: number, name: string, kind: number) => ({
  id,
  name,
  kind,
  ext: name.split('.')[1] ?? '',
  size: 2048,
  update_time: '2026-11-20 10:00:00',
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/share/read': (req) =>
      req.query.get('parent_id') === '5'
        ? ok({
            ...entry(1, '对外资料', 1),
            content: '',
            folder: entry(5, '图片', 1),
            children: [entry(6, 'logo.png', 2)],
          })
        : ok({
            ...entry(1, '对外资料', 1),
            content: '',
            folder: entry(1, '对外资料', 1),
            children: [entry(5, '图片', 1), entry(2, '价目表.pdf', 2)],
          }),
  });
});

describe('share pages', () => {
  it('/shareFile lists a shared folder with download links, and opens its folders', async () => {
    renderPage(`/shareFile?token=${TOKEN}`, <ShareFilePage />);
    expect(await screen.findByText('价目表.pdf')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toBe(
      `/api/share/file?token=${TOKEN}&id=2&download=1`,
    );
    expect(screen.getByRole('link', { name: '预览' }).getAttribute('href')).toBe(
      `/fileView?fileId=2&ext=pdf&type=12&name=${encodeURIComponent('价目表.pdf')}&token=${TOKEN}`,
    );
    fireEvent.click(screen.getByRole('button', { name: '图片' }));
    expect(await screen.findByText('logo.png')).toBeTruthy();
    expect(api.to('/api/share/read').at(-1)!.query.get('parent_id')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: '对外资料' }));
    expect(await screen.findByText('价目表.pdf')).toBeTruthy();
  });

  it('a revoked or expired link says so', async () => {
    api.on('/api/share/read', { code: 4040, msg: '分享链接已失效', data: null });
    renderPage(`/shareDoc?token=${TOKEN}`, <ShareDocPage />);
    expect(await screen.findByText('分享链接已失效')).toBeTruthy();
    expect(screen.getByText(/请联系分享人重新分享/)).toBeTruthy();
  });

  it('/shareDoc shows the document', async () => {
    api.on(
      '/api/share/read',
      ok({ ...entry(7, '周会纪要', 3), content: '<h2>本周进展</h2>', folder: entry(7, '周会纪要', 3), children: [] }),
    );
    renderPage(`/shareDoc?token=${TOKEN}`, <ShareDocPage />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '本周进展' })).toBeTruthy());
  });
});
