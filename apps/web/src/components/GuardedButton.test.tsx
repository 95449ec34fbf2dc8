import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuardedButton } from './GuardedButton.tsx';

describe('double-click guard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first click and disables the button for 2000 ms', () => {
    const onClick = vi.fn();
    render(<GuardedButton onClick={onClick}>提交</GuardedButton>);
    const button = screen.getByRole('button', { name: /提 ?交/ }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(button.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
