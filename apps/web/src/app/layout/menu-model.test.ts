import { CATALOGUE, ROUTE_BY_NAME, type AppNode, type AppRoute } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../api/session-api.ts';
import { NODE_ICONS } from './icons.ts';
import { activeModuleSeg, breadcrumbFor, groupKeyOf, selectedMenuPath, sideEntries } from './menu-model.ts';

const route = (name: string): AppRoute => ROUTE_BY_NAME.get(name)!;
const toMenu = (n: AppNode): MenuNode => ({ ...n, children: n.children.filter((c) => c.kind !== 3).map(toMenu) });
const crm = toMenu(CATALOGUE.byName.get('customer')!);

describe('menu model', () => {
  it('a hidden route highlights its parent page', () => {
    expect(selectedMenuPath(route('addClue'), null)).toBe('/customer/clues');
    expect(selectedMenuPath(route('clues'), null)).toBe('/customer/clues');
  });

  it('a route outside the modules keeps the last menu path', () => {
    expect(selectedMenuPath(route('user'), '/customer/customer')).toBe('/customer/customer');
    const available = ['home', 'customer', 'system'];
    expect(activeModuleSeg(route('user'), '/customer/customer', available)).toBe('customer');
    expect(activeModuleSeg(route('addClue'), '/system/tagList', available)).toBe('customer');
  });

  it('a module the user may not open falls back to the last one used, else the first', () => {
    expect(activeModuleSeg(route('roleManagement'), '/customer/clues', ['home', 'customer'])).toBe('customer');
    expect(activeModuleSeg(route('roleManagement'), null, ['home', 'customer'])).toBe('home');
    expect(activeModuleSeg(undefined, null, [])).toBeUndefined();
  });

  it('groups pages by group where the group first appears, ungrouped pages stay items', () => {
    const entries = sideEntries(crm);
    expect(entries[0]).toMatchObject({ kind: 'page', path: '/customer/dashboard', title: '客户仪表盘' });
    expect(entries[1]).toMatchObject({ kind: 'group', title: '渠道管理' });
    const clues = entries.find((e) => e.kind === 'group' && e.title === '线索管理');
    expect(clues && clues.kind === 'group' && clues.pages.map((p) => p.title)).toEqual(['线索', '公海线索', '询盘']);
    expect(entries.at(-1)).toMatchObject({ kind: 'page', title: '客诉' });
    expect(groupKeyOf(entries, '/customer/publicClues')).toBe('group:线索管理');
  });

  it('an empty module gives an empty menu', () => {
    expect(sideEntries(undefined)).toEqual([]);
  });

  it('breadcrumb: module / page, and module / parent page / hidden route', () => {
    expect(breadcrumbFor(route('clues')).map((c) => c.title)).toEqual(['客户管理', '线索']);
    expect(breadcrumbFor(route('addClue'))).toEqual([
      { title: '客户管理' },
      { title: '线索', path: '/customer/clues' },
      { title: '新建线索' },
    ]);
    expect(breadcrumbFor(route('user')).map((c) => c.title)).toEqual(['个人资料']);
    expect(breadcrumbFor(undefined, '页面不存在')).toEqual([{ title: '页面不存在' }]);
  });

  it('every icon name of the node tree has an icon component', () => {
    const names = [...CATALOGUE.byName.values()].map((n) => n.icon).filter((i): i is string => Boolean(i));
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(NODE_ICONS[name], name).toBeTypeOf('object');
  });
});
