import { STORAGE_KEYS } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DepartmentPopover } from './DepartmentPopover.tsx';
import { DepartmentSelect } from './DepartmentSelect.tsx';
import { readRecentDepts } from './recent-depts.ts';

const tree = [
  {
    value: 0,
    label: '全公司',
    parent_id: -1,
    children: [
      { value: 1, label: '总经办', parent_id: 0, children: [] },
      {
        value: 2,
        label: '销售部',
        parent_id: 0,
        children: [{ value: 3, label: '销售一部', parent_id: 2, children: [] }],
      },
      { value: 5, label: '财务部', parent_id: 0, children: [] },
    ],
  },
];

beforeEach(() => {
  fakeApi({ '/api/Department/getDeptTree': ok(tree) });
});

/** the 最近使用 row (the popup renders slowly on a busy machine) */
const findRecentRow = () => screen.findByRole('group', { name: '最近使用' });

describe('department popover picker', () => {
  it('shows the tree under 全公司; a pick is kept as the most recent department', async () => {
    const onChange = vi.fn();
    renderPage('/home/home', <DepartmentPopover onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: /请选择部门/ }));
    const pop = await screen.findByRole('dialog', { name: '选择部门' });
    expect(await within(pop).findByText('全公司')).toBeTruthy();
    expect(within(pop).queryByRole('group', { name: '最近使用' })).toBeNull();
    fireEvent.click(within(pop).getByText('销售一部'));
    expect(onChange).toHaveBeenCalledWith(3, { value: 3, label: '销售一部' });
    expect(readRecentDepts()).toEqual([{ value: 3, label: '销售一部' }]);
  });

  it('offers the recent departments first, most recent first, with their current names', async () => {
    localStorage.setItem(
      STORAGE_KEYS.habitDeptList,
      JSON.stringify([
        { value: 5, label: '财务' },
        { value: 99, label: '已删除的部门' },
        { value: 1, label: '总经办' },
      ]),
    );
    const onChange = vi.fn();
    renderPage('/home/home', <DepartmentPopover value={2} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('button', { name: /销售部/ }));
    await screen.findByRole('dialog', { name: '选择部门' });
    const recent = await findRecentRow();
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['财务部', '总经办']);
    fireEvent.click(within(recent).getByRole('button', { name: '总经办' }));
    expect(onChange).toHaveBeenCalledWith(1, { value: 1, label: '总经办' });
    expect(readRecentDepts().map((d) => d.value)).toEqual([1, 5, 99]);
  });

  it('filters the tree by name', async () => {
    renderPage('/home/home', <DepartmentPopover />);
    fireEvent.click(await screen.findByRole('button', { name: /请选择部门/ }));
    const pop = await screen.findByRole('dialog', { name: '选择部门' });
    await within(pop).findByText('财务部');
    fireEvent.change(within(pop).getByPlaceholderText('搜索部门'), { target: { value: '一部' } });
    await waitFor(() => expect(within(pop).queryByText('财务部')).toBeNull());
    expect(within(pop).getByText('销售一部')).toBeTruthy();
  });
});

describe('department select', () => {
  it('remembers the picked department and offers recent ones first', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f}>
          <Form.Item name="dept_id" label="部门">
            <DepartmentSelect />
          </Form.Item>
        </Form>
      );
    }
    renderPage('/home/home', <Harness />);
    const select = await screen.findByRole('combobox');
    // picked in another picker after this one was shown
    localStorage.setItem(STORAGE_KEYS.habitDeptList, JSON.stringify([{ value: 5, label: '财务部' }]));
    fireEvent.mouseDown(select);
    const recent = await findRecentRow();
    fireEvent.click(within(recent).getByRole('button', { name: '财务部' }));
    await waitFor(() => expect(form?.getFieldValue('dept_id')).toBe(5));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('销售一部', { selector: '.ant-select-tree-title' }));
    await waitFor(() => expect(form?.getFieldValue('dept_id')).toBe(3));
    expect(readRecentDepts().map((d) => d.value)).toEqual([3, 5]);
  });
});
