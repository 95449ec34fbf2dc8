import { ABNORMAL_REMIND } from '@suwork/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { CookieJar } from './abnormal-remind-gate.ts';
import { AbnormalReminder } from './AbnormalReminder.tsx';

const items = [
  {
    type: 'followOverdue',
    type_name: '跟进逾期',
    id: 7,
    title: '客户：华东贸易',
    content: '下次跟进时间 2026-11-20 09:00:00 已过，尚未跟进',
    time: '2026-11-20 09:00:00',
    path: '/customer/customerInfo',
    query: { id: 7 },
  },
];

/** Cookies kept in a map, with the max-age each was last written with. */
function memoryJar() {
  const values = new Map<string, { value: string; maxAge: number }>();
  const jar: CookieJar = {
    read: (n) => values.get(n)?.value,
    write: (n, value, maxAge) => void values.set(n, { value, maxAge }),
  };
  return { jar, maxAge: () => values.get(ABNORMAL_REMIND.cookie)?.maxAge };
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/project/getAbnormalRemind': ok(items, { count: 1 }) });
});

describe('abnormal reminder in the shell', () => {
  it('lists what has gone wrong and holds the next call for 30 minutes', async () => {
    const { jar, maxAge } = memoryJar();
    renderPage('/home/home', <AbnormalReminder jar={jar} />);
    expect(await screen.findByText('【跟进逾期】客户：华东贸易')).toBeTruthy();
    expect(screen.getByText('异常提醒')).toBeTruthy();
    expect(maxAge()).toBe(1800);
  });

  it('稍后提醒（五小时后） closes it and holds the calls for five hours', async () => {
    const { jar, maxAge } = memoryJar();
    renderPage('/home/home', <AbnormalReminder jar={jar} />);
    fireEvent.click(await screen.findByRole('button', { name: '稍后提醒（五小时后）' }));
    expect(maxAge()).toBe(18_000);
    await waitFor(() => expect(screen.queryByText('【跟进逾期】客户：华东贸易')).toBeNull());
  });

  it('does not call while the cookie is present', async () => {
    const { jar } = memoryJar();
    jar.write(ABNORMAL_REMIND.cookie, '1', 1800);
    renderPage('/home/home', <AbnormalReminder jar={jar} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(api.to('/api/project/getAbnormalRemind')).toHaveLength(0);
  });

  it('opens the record from an item', async () => {
    const { jar } = memoryJar();
    const { where } = renderPage('/home/home', <AbnormalReminder jar={jar} />);
    fireEvent.click(await screen.findByText('【跟进逾期】客户：华东贸易'));
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=7'));
  });
});
