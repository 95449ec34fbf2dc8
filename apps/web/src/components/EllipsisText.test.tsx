import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EllipsisText } from './EllipsisText.tsx';

const LONG = '北京新材料研究院股份有限公司（华北区域总部及研发中心）';

function sized(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('EllipsisText', () => {
  it('shows the full text in a tooltip when it overflows', async () => {
    render(<EllipsisText text={LONG} />);
    const el = screen.getByText(LONG);
    sized(el, 400, 160);
    act(() => void fireEvent.mouseEnter(el));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });

  it('shows no tooltip when the text fits', async () => {
    render(<EllipsisText text="短名称" />);
    const el = screen.getByText('短名称');
    sized(el, 60, 160);
    act(() => void fireEvent.mouseEnter(el));
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
