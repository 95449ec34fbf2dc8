import { DOC_LINK_FOREVER } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { DocItem } from './doc-api.ts';
import { ShareDialog } from './ShareDialog.tsx';

const folder = { id: 5, name: '对外资料', kind: 1 } as DocItem;
const links = [
  { link_id: 1, expire_time: null, create_time: '2026-11-20 10:00:00', expired: false },
  { link_id: 2, expire_time: '2026-11-27 10:00:00', create_time: '2026-11-20 10:00:00', expired: false },
  { link_id: 3, expire_time: '2026-11-01 09:00:00', create_time: '2026-10-31 09:00:00', expired: true },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Document/shareInfo': ok([]),
    '/api/Document/links': ok(links),
    '/api/Document/createLink': (req) =>
      ok({
        link_id: 9,
        token: 'T'.repeat(43),
        url: `/shareFile?token=${'T'.repeat(43)}`,
        expire_time:
          (req.body as { expire_days: number }).expire_days === DOC_LINK_FOREVER ? null : '2026-11-21 10:00:00',
      }),
  });
});

async function openLinks() {
  renderPage('/cloudDocument/mySpace', <ShareDialog item={folder} onClose={vi.fn()} />);
  fireEvent.click(await screen.findByRole('tab', { name: '分享链接' }));
  return screen.findByRole('radiogroup', { name: '链接有效期' });
}

describe('分享链接', () => {
  it('offers 1天, 7天, 30天 and 永久有效, 7天 chosen; a 永久有效 link is created as such and says so', async () => {
    const choice = await openLinks();
    const options = within(choice).getAllByRole('radio');
    expect(options.map((o) => o.closest('label')?.textContent)).toEqual(['1天', '7天', '30天', '永久有效']);
    expect(within(choice).getByRole('radio', { name: '7天' })).toHaveProperty('checked', true);
    fireEvent.click(within(choice).getByRole('radio', { name: '永久有效' }));
    fireEvent.click(screen.getByRole('button', { name: '创建链接' }));
    expect(await screen.findByText('有效期：永久有效')).toBeTruthy();
    expect(screen.getByText(`${window.location.origin}/shareFile?token=${'T'.repeat(43)}`)).toBeTruthy();
    expect(api.to('/api/Document/createLink').at(-1)!.body).toEqual({ id: 5, expire_days: DOC_LINK_FOREVER });
  });

  it('a link of a few days is created with them and shows its end', async () => {
    const choice = await openLinks();
    fireEvent.click(within(choice).getByRole('radio', { name: '1天' }));
    fireEvent.click(screen.getByRole('button', { name: '创建链接' }));
    expect(await screen.findByText('有效期至 2026-11-21 10:00:00')).toBeTruthy();
    expect(api.to('/api/Document/createLink').at(-1)!.body).toEqual({ id: 5, expire_days: 1 });
  });

  it('lists a link without an end as 永久有效, and the others by when they end', async () => {
    await openLinks();
    await waitFor(() => expect(screen.getByText(/创建于 2026-11-20 10:00:00，永久有效/)).toBeTruthy());
    expect(screen.getByText(/创建于 2026-11-20 10:00:00，2026-11-27 10:00:00 过期/)).toBeTruthy();
    expect(screen.getByText(/创建于 2026-10-31 09:00:00，已于2026-11-01 09:00:00过期/)).toBeTruthy();
  });
});
