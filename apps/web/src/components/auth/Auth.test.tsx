import { type NodeName } from '@suwork/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Auth, usePermission } from './Auth.tsx';
import { grantsFor } from './permission.ts';
import type { NodeResult, UserInfo } from '../../api/session-api.ts';
import { SessionContext } from './session-context.ts';

const user = (name: string): UserInfo => ({
  uid: 2,
  name,
  nick_name: '',
  avatar: '',
  role: 1,
  role_name: '销售员',
  dept_id: 3,
});
const nodes: NodeResult = {
  version: '1',
  menu: [],
  userRoleNode: [
    { node_id: 206, node_name: 'customer_clues', title: '线索', node_auth: true },
    { node_id: 20601, node_name: 'customer_clues_add', title: '新建', node_auth: true },
    { node_id: 20603, node_name: 'customer_clues_del', title: '删除', node_auth: false },
  ],
};

function withSession(name: string, children: ReactNode) {
  const u = user(name);
  return (
    <SessionContext.Provider value={{ user: u, nodes, grants: grantsFor(u, nodes.userRoleNode) }}>
      {children}
    </SessionContext.Provider>
  );
}

function Probe({ need }: { need: NodeName | NodeName[] }) {
  const can = usePermission();
  return <span>{can(need) ? '可以' : '不可以'}</span>;
}

describe('<Auth>', () => {
  it('shows its children when the node is held', () => {
    render(withSession('王强', <Auth node="customer_clues_add">新建线索</Auth>));
    expect(screen.getByText('新建线索')).toBeTruthy();
  });

  it('hides its children when node_auth is false', () => {
    render(withSession('王强', <Auth node="customer_clues_del">删除线索</Auth>));
    expect(screen.queryByText('删除线索')).toBeNull();
  });

  it('needs every node of a list, and can show a fallback', () => {
    render(
      withSession(
        '王强',
        <Auth node={['customer_clues_add', 'customer_clues_del']} fallback={<i>无权限</i>}>
          批量操作
        </Auth>,
      ),
    );
    expect(screen.queryByText('批量操作')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('shows everything to admin', () => {
    render(withSession('admin', <Auth node="work_flow_examine">审批</Auth>));
    expect(screen.getByText('审批')).toBeTruthy();
  });

  it('hides everything when nobody is signed in', () => {
    render(<Probe need="customer_clues" />);
    expect(screen.getByText('不可以')).toBeTruthy();
  });

  it('usePermission answers for single names', () => {
    render(withSession('王强', <Probe need="customer_clues" />));
    expect(screen.getByText('可以')).toBeTruthy();
  });
});
