import { describe, expect, it } from 'vitest';
import { shiftOf, tabsOutOfView } from './tab-overflow.ts';

// 基本信息 … 版本记录, 100 px each
const tabs = ['info', 'log', 'team', 'flow', 'plans', 'invoices', 'versions'].map((key, i) => ({
  key,
  left: i * 100,
  width: 100,
}));

describe('tabs out of view', () => {
  it('are the ones past the right edge while the list is at its start', () => {
    expect(tabsOutOfView(tabs, 0, 450)).toEqual(['plans', 'invoices', 'versions']);
  });

  it('are the ones before the left edge and past the right once the list has slid, a tab cut in half counting as out', () => {
    expect(tabsOutOfView(tabs, shiftOf('translate(-250px, 0px)'), 400)).toEqual(['info', 'log', 'team', 'versions']);
  });

  it('are none when every tab fits, rounding aside', () => {
    expect(tabsOutOfView(tabs.slice(0, 5), 0, 499.6)).toEqual([]);
  });

  it('read the slide from the list transform', () => {
    expect([
      shiftOf('translate(-120px, 0px)'),
      shiftOf('translate(0px, 0px)'),
      shiftOf(''),
      shiftOf('translateX(-8.5px)'),
    ]).toEqual([-120, 0, 0, -8.5]);
  });
});
