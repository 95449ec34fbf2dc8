import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OrgChartPage } from './OrgChartPage.tsx';

const node = (value: number, label: string, children: unknown[] = []) => ({ value, label, parent_id: 0, children });
const TREE = ok([
  node(0, '全公司', [node(1, '总经办'), node(2, '销售部', [node(3, '销售一部'), node(4, '销售二部')])]),
]);
const fact = (dept_id: number, user_count: number, manager_id = 0, manager_name = '') => ({
  dept_id,
  user_count,
  manager_id,
  manager_name,
});
const DEPTS = ok([fact(1, 2, 7, '张伟'), fact(2, 1, 8, '李娜'), fact(3, 3, 9, '刘洋'), fact(4, 2)]);
const person = (user_id: number, label: string, dept_id: number, is_leader = 1) => ({
  user_id,
  value: user_id,
  label,
  dept_id,
  is_leader,
});
const DIRECTORY = ok({
  user_list: [person(10, '王强', 3), person(9, '刘洋', 3, 2), person(11, '赵六', 3)],
  leave_user_list: [],
  dept_list: [],
});

beforeEach(() => {
  fakeApi({
    '/api/Department/getDeptTree': TREE,
    '/api/Department/getList': DEPTS,
    '/api/Department/getListAndUser': DIRECTORY,
  });
});

/** A department's box, named by its name, leader and head count. */
const box = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} (负责人|未设置负责人)`) });

describe('组织架构图', () => {
  it('draws every department from 全公司 with its leader and head count (departments below included)', async () => {
    renderPage('/personnel/organisation', <OrgChartPage />);
    const company = await screen.findByRole('button', { name: /^全公司 / });
    expect(company.textContent).toBe('全公司 未设置负责人 8 人');
    expect(box('销售部').textContent).toBe('销售部 负责人：李娜 6 人');
    expect(box('销售一部').textContent).toBe('销售一部 负责人：刘洋 3 人');
    expect(box('销售二部').textContent).toBe('销售二部 未设置负责人 2 人');
    expect(within(box('总经办')).getByText('负责人：张伟')).toBeTruthy();
  });

  it('folds and unfolds a department, and all of them at once', async () => {
    renderPage('/personnel/organisation', <OrgChartPage />);
    fireEvent.click(await screen.findByRole('button', { name: '收起销售部' }));
    expect(screen.queryByRole('button', { name: /^销售一部 / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开销售部' }));
    expect(box('销售一部')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起全部' }));
    expect(screen.queryByRole('button', { name: /^销售二部 / })).toBeNull();
    expect(box('总经办')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    expect(box('销售二部')).toBeTruthy();
  });

  it('zooms in and out in steps', async () => {
    renderPage('/personnel/organisation', <OrgChartPage />);
    fireEvent.click(await screen.findByRole('button', { name: '放大' }));
    expect(screen.getByLabelText('缩放比例').textContent).toBe('110%');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByLabelText('缩放比例').textContent).toBe('90%');
  });

  it('lists a department’s members with the leader first and marked', async () => {
    renderPage('/personnel/organisation', <OrgChartPage />);
    fireEvent.click(await screen.findByRole('button', { name: /^销售一部 / }));
    const drawer = await screen.findByRole('dialog', { name: '销售一部（3 人）' });
    const rows = await within(drawer).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['刘洋负责人', '王强', '赵六']);
  });
});
