import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuarterPicker, type QuarterValue } from './QuarterPicker.tsx';

function Harness({ initial, onChange }: { initial?: QuarterValue; onChange: (v: QuarterValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QuarterPicker
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const panel = () => screen.queryByRole('dialog', { name: '选择季度' });

describe('QuarterPicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a year + quarter panel on focus and picks a quarter of the shown year', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ year: 2024, quarter: 1 }} onChange={onChange} />);
    const input = screen.getByPlaceholderText('请选择季度') as HTMLInputElement;
    expect(input.value).toBe('2024年 第一季度');
    fireEvent.focus(input);
    expect(panel()).not.toBeNull();
    expect(screen.getByText('2024年')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一年' }));
    fireEvent.click(screen.getByRole('button', { name: '第三季度' }));
    expect(onChange).toHaveBeenCalledWith({ year: 2025, quarter: 3 });
    expect(input.value).toBe('2025年 第三季度');
    expect(panel()).toBeNull();
  });

  it('closes 300 ms after the focus leaves, not before', () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByPlaceholderText('请选择季度');
    fireEvent.focus(input);
    fireEvent.blur(input);
    act(() => vi.advanceTimersByTime(299));
    expect(panel()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(panel()).toBeNull();
  });

  it('stays open when the focus moves into the panel', () => {
    render(<Harness onChange={() => {}} />);
    const input = screen.getByPlaceholderText('请选择季度');
    fireEvent.focus(input);
    fireEvent.blur(input);
    fireEvent.focus(screen.getByRole('button', { name: '上一年' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(panel()).not.toBeNull();
  });
});
