import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserGroupNode } from '../../api/org-api.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { groupTreeData, membersOfKeys } from './user-group-tree.ts';
import { UserGroupTreePicker } from './UserGroupTreePicker.tsx';

const staff = (id: number, name: string) => ({ value: id, label: name, user_id: id });
const group = (
  id: number,
  name: string,
  users: ReturnType<typeof staff>[],
  children: UserGroupNode[] = [],
): UserGroupNode => ({ group_id: id, group_name: name, parent_id: 0, users, children });
const GROUPS: UserGroupNode[] = [
  group(
    1,
    '华东区',
    [staff(11, '王强')],
    [group(2, '上海组', [staff(12, '李娜'), staff(11, '王强')]), group(3, '杭州组', [])],
  ),
  group(4, '空组', [], [group(5, '空子组', [])]),
];

/** The picker inside a form-like holder showing what it reports. */
function Holder({ mode }: { mode: 'radio' | 'checkbox' }) {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <UserGroupTreePicker mode={mode} value={value} onChange={setValue} />
      <output>已选：{value.join(',') || '无'}</output>
    </>
  );
}

const disabledTitle = (name: string) =>
  screen.getByText(name).closest('.ant-tree-treenode')!.classList.contains('ant-tree-treenode-disabled');

beforeEach(() => {
  fakeApi({ '/api/UserGroup/getList': ok(GROUPS) });
});

describe('user-group tree data', () => {
  it('radio keeps groups without members, disabled; checkbox leaves them out', () => {
    const radio = groupTreeData(GROUPS, 'radio');
    expect(radio.map((n) => [n.title, n.disabled])).toEqual([
      ['华东区', false],
      ['空组', true],
    ]);
    expect(radio[0].children!.map((n) => n.title)).toEqual(['上海组', '杭州组', '王强']);
    expect(groupTreeData(GROUPS, 'checkbox').map((n) => n.title)).toEqual(['华东区']);
    expect(groupTreeData(GROUPS, 'checkbox')[0].children!.map((n) => n.title)).toEqual(['上海组', '王强']);
  });

  it('names each member once whatever groups they were ticked in', () => {
    expect(membersOfKeys(['g:1', 'u:2:12', 'u:2:11', 'u:1:11'])).toEqual([12, 11]);
  });
});

describe('UserGroupTreePicker', () => {
  it('radio: picks one member; groups are not choices and empty ones are disabled', async () => {
    renderPage('/', <Holder mode="radio" />);
    expect(await screen.findByText('空组')).toBeTruthy();
    expect(disabledTitle('空组')).toBe(true);
    expect(disabledTitle('杭州组')).toBe(true);
    expect(disabledTitle('华东区')).toBe(false);
    fireEvent.click(screen.getByText('华东区'));
    expect(screen.getByText('已选：无')).toBeTruthy();
    fireEvent.click(screen.getByText('李娜'));
    await waitFor(() => expect(screen.getByText('已选：12')).toBeTruthy());
    fireEvent.click(screen.getAllByText('王强')[0]);
    await waitFor(() => expect(screen.getByText('已选：11')).toBeTruthy());
  });

  it('checkbox: hides empty groups, and ticking a group picks its members once each', async () => {
    renderPage('/', <Holder mode="checkbox" />);
    expect(await screen.findByText('华东区')).toBeTruthy();
    expect(screen.queryByText('空组')).toBeNull();
    expect(screen.queryByText('杭州组')).toBeNull();
    fireEvent.click(screen.getByText('上海组').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    await waitFor(() => expect(screen.getByText('已选：12,11')).toBeTruthy());
    // 王强 is in both groups, so both of his leaves are ticked, and with them every member of 华东区
    const ticked = [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked')].map((n) => n.textContent);
    expect(ticked).toEqual(['华东区', '上海组', '李娜', '王强', '王强']);
  });

  it('says so when there are no groups', async () => {
    fakeApi({ '/api/UserGroup/getList': ok([]) });
    renderPage('/', <Holder mode="checkbox" />);
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});
