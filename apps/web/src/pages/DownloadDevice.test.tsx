import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../test/render-page.tsx';
import { DownloadDevice } from './DownloadDevice.tsx';

describe('download page', () => {
  it('lists the mobile and desktop apps as coming soon, with no download links', () => {
    const { container } = renderPage('/downloadDevice', <DownloadDevice />);
    for (const name of ['iPhone / iPad', 'Android', 'Windows 桌面端', 'macOS 桌面端'])
      expect(screen.getByText(name)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '即将上线' });
    expect(buttons).toHaveLength(4);
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('二维码即将上线')).toHaveLength(2);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/']);
  });
});
