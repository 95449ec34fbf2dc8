import { CATALOGUE, MODULES, NODE_KIND, ROUTE_BY_NAME, ROUTES } from '@suwork/domain';
import { describe, expect, it } from 'vitest';

describe('node tree and routes', () => {
  it('has the spec modules in menu order, each with its default child route', () => {
    expect(MODULES.map((m) => m.seg)).toEqual([
      'home',
      'customer',
      'project',
      'financial',
      'statistical',
      'personnel',
      'capital',
      'product',
      'relatedParties',
      'cloudDocument',
      'system',
    ]);
    const defaults = Object.fromEntries(MODULES.map((m) => [m.seg, m.home]));
    expect(defaults).toMatchObject({
      home: 'home',
      customer: 'clues',
      project: 'projectWorkbench',
      financial: 'financial',
      system: 'roleManagement',
      product: 'type',
      personnel: 'dept',
      relatedParties: 'company',
      cloudDocument: 'homePage',
    });
    for (const m of MODULES) expect(ROUTES.some((r) => r.path === `/${m.seg}/${m.home}`)).toBe(true);
  });

  it('registers the named routes that shared parts navigate to', () => {
    for (const name of [
      'projectFileView',
      'addContract',
      'buy',
      'user',
      'detail',
      'projectDetail',
      'examine',
      'opportunities',
      'flowSetting',
      'login',
    ]) {
      expect(ROUTE_BY_NAME.has(name), name).toBe(true);
    }
    expect(ROUTE_BY_NAME.get('user')!.path).toBe('/user/user');
    expect(ROUTE_BY_NAME.get('flowSetting')!.path).toBe('/system/flowSetting/:id');
  });

  it('marks exactly the spec public routes as public', () => {
    expect(
      ROUTES.filter((r) => r.meta.type === 'public')
        .map((r) => r.path)
        .sort(),
    ).toEqual(
      [
        '/login',
        '/registered',
        '/shareFile',
        '/shareDoc',
        '/fileView',
        '/projectFileView',
        '/downloadDevice',
        '/user/user',
      ].sort(),
    );
  });

  it('gives every private route a node and a Chinese title, and hidden routes a parent menu path', () => {
    for (const r of ROUTES.filter((x) => x.meta.type !== 'public')) {
      expect(CATALOGUE.byName.has(r.node_name!), r.path).toBe(true);
      expect(r.meta.title).toMatch(/[\u4e00-\u9fa5]/);
      if (r.meta.hidden)
        expect(
          ROUTES.some((p) => p.path === r.meta.showPath && !p.meta.hidden),
          r.path,
        ).toBe(true);
    }
  });

  it('keeps node ids derived from declared numbers, so they are stable', () => {
    expect(CATALOGUE.byName.get('home')!.node_id).toBe(1);
    expect(CATALOGUE.byName.get('home_examine')!.node_id).toBe(102);
    expect(CATALOGUE.byName.get('work_flow_examine')!.node_id).toBe(10206);
    expect(CATALOGUE.byName.get('customer_clues_add')!.node_id).toBe(20601);
    for (const n of CATALOGUE.byId.values()) {
      if (n.kind === NODE_KIND.action) expect(Math.floor(n.node_id / 100)).toBe(n.parent_id);
    }
  });
});
