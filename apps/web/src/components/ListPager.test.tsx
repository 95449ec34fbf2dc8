import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPager, totalText } from './ListPager.tsx';

describe('list totals', () => {
  it('says an exact total as is, a capped one as 10,000+ and the estimate of a whole table as 约', () => {
    expect(totalText(12, '条')).toBe('共 12 条');
    expect(totalText(10_000, '条', { capped: true })).toBe('共 10,000+ 条');
    expect(totalText(1_234_567, '条', { estimated: true })).toBe('约 1,234,567 条');
    expect(totalText(8, '篇')).toBe('共 8 篇');
  });

  it('offers pages up to the first 10,000 rows only, however large the estimate', () => {
    render(<ListPager page={1} limit={20} total={1_234_567} estimated onChange={vi.fn()} />);
    expect(screen.getByText('约 1,234,567 条')).toBeTruthy();
    // 10,000 rows at 20 a page: the last page button is 500
    expect(screen.getByTitle('500')).toBeTruthy();
    expect(screen.queryByTitle('501')).toBeNull();
  });

  it('shows 10,000+ for a capped total', () => {
    render(<ListPager page={3} limit={50} total={10_000} capped onChange={vi.fn()} />);
    expect(screen.getByText('共 10,000+ 条')).toBeTruthy();
    expect(screen.getByTitle('200')).toBeTruthy();
  });
});
