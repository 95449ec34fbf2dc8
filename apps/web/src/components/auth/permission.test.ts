import { ROUTE_BY_NAME, type AppRoute } from '@suwork/domain';
import { describe, expect, it } from 'vitest';
import { canOpenRoute, grantsFor, hasNodes, landingPath } from './permission.ts';
import type { MenuNode, RoleNode } from '../../api/session-api.ts';

const node = (node_name: string, node_auth: boolean, node_id = 1): RoleNode => ({
  node_id,
  node_name,
  title: node_name,
  node_auth,
});
const route = (name: string): AppRoute => {
  const r = ROUTE_BY_NAME.get(name);
  if (!r) throw new Error(`no route ${name}`);
  return r;
};

const userRoleNode = [
  node('customer', true),
  node('customer_clues', true),
  node('customer_clues_add', true),
  node('customer_clues_del', false),
  node('work_flow_examine', false),
];
const member = grantsFor({ name: '王强' }, userRoleNode);

describe('hasNodes', () => {
  it('allows a node held with node_auth true', () => {
    expect(hasNodes(member, 'customer_clues_add')).toBe(true);
  });

  it('hides a node listed with node_auth false', () => {
    expect(hasNodes(member, 'customer_clues_del')).toBe(false);
    expect(hasNodes(member, 'work_flow_examine')).toBe(false);
  });

  it('hides a node the list does not mention', () => {
    expect(hasNodes(member, 'system_roleManagement')).toBe(false);
  });

  it('needs every node of a list', () => {
    expect(hasNodes(member, ['customer_clues', 'customer_clues_add'])).toBe(true);
    expect(hasNodes(member, ['customer_clues', 'customer_clues_del'])).toBe(false);
  });

  it('treats only node_auth === true as held', () => {
    const odd = grantsFor({ name: 'x' }, [
      { node_id: 1, node_name: 'customer_clues', title: '线索', node_auth: 'true' as unknown as boolean },
    ]);
    expect(hasNodes(odd, 'customer_clues')).toBe(false);
  });

  it('gives the user named admin everything', () => {
    const admin = grantsFor({ name: 'admin' }, []);
    expect(admin.isAdmin).toBe(true);
    expect(hasNodes(admin, ['system_roleManagement', 'work_flow_examine'])).toBe(true);
  });

  it('does not take a nickname or a look-alike for admin', () => {
    expect(grantsFor({ name: 'Admin' }, []).isAdmin).toBe(false);
    expect(grantsFor(undefined, []).isAdmin).toBe(false);
  });
});

describe('canOpenRoute', () => {
  it('opens a page whose node is held, and its hidden form routes by their action node', () => {
    expect(canOpenRoute(member, route('clues'))).toBe(true);
    expect(canOpenRoute(member, route('addClue'))).toBe(true); // needs customer_clues_add
    expect(canOpenRoute(member, route('editClue'))).toBe(false); // needs customer_clues_edit
  });

  it('refuses a page of another module', () => {
    expect(canOpenRoute(member, route('roleManagement'))).toBe(false);
  });

  it('opens public routes to everyone', () => {
    expect(canOpenRoute(grantsFor(undefined, []), route('user'))).toBe(true);
  });
});

describe('landingPath', () => {
  const menu: MenuNode[] = [
    {
      node_id: 2,
      node_name: 'customer',
      title: '客户管理',
      path: '/customer',
      children: [
        { node_id: 209, node_name: 'customer_customer', title: '客户', path: '/customer/customer', children: [] },
        { node_id: 206, node_name: 'customer_clues', title: '线索', path: '/customer/clues', children: [] },
      ],
    },
    {
      node_id: 5,
      node_name: 'system',
      title: '系统设置',
      path: '/system',
      children: [{ node_id: 501, node_name: 'system_tagList', title: '标签', path: '/system/tagList', children: [] }],
    },
  ];
  const allowed = new Set(['/customer/customer', '/customer/clues', '/system/tagList']);
  const canOpen = (p: string) => allowed.has(p);

  it('keeps the preferred page when it may be opened', () => {
    expect(landingPath(menu, '/customer/clues', canOpen, '/customer')).toBe('/customer/clues');
  });

  it('falls back to the first allowed page of the module', () => {
    expect(landingPath(menu, '/system/roleManagement', canOpen, '/system')).toBe('/system/tagList');
  });

  it('falls back to the first allowed page anywhere for the root', () => {
    expect(landingPath(menu, '/home/home', canOpen)).toBe('/customer/customer');
  });

  it('keeps the preferred page when nothing else is open (it then shows 无权访问)', () => {
    expect(landingPath([], '/home/home', () => false)).toBe('/home/home');
  });
});
