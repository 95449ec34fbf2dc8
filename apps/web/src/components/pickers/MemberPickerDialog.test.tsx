import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MemberPickerDialog } from './MemberPickerDialog.tsx';
import { MemberPickerInput } from './MemberPickerInput.tsx';

const tree = [
  {
    value: 0,
    label: '全公司',
    parent_id: -1,
    children: [
      {
        value: 2,
        label: '销售部',
        parent_id: 0,
        children: [{ value: 3, label: '销售一部', parent_id: 2, children: [] }],
      },
    ],
  },
];
const members = [
  { user_id: 3, user_name: '王强', user_phone: '13800000003', dept_name: '销售一部', social_plan_id: 0 },
  { user_id: 5, user_name: '刘洋', user_phone: '13800000004', dept_name: '销售一部', social_plan_id: 2 },
  { user_id: 7, user_name: '杨磊', user_phone: '13800000006', dept_name: '销售二部', social_plan_id: 0 },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/Department/getDeptTree': ok(tree), '/api/user/getList': ok(members, { count: 13 }) });
});
const pickerRequests = () => api.to('/api/user/getList').filter((r) => r.query.get('limit') === '5');
const last = () => pickerRequests()[pickerRequests().length - 1].query;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

function open(props: Partial<Parameters<typeof MemberPickerDialog>[0]> = {}) {
  const onOk = vi.fn();
  renderPage('/home/home', <MemberPickerDialog onOk={onOk} onCancel={() => {}} {...props} />);
  return onOk;
}

describe('member dialog', () => {
  it('lists enabled members 5 a page, by department subtree (全公司 = 0) and by name and phone on Enter', async () => {
    open();
    expect(await screen.findByText('王强')).toBeTruthy();
    expect(Object.fromEntries(last())).toEqual({
      page: '1',
      limit: '5',
      dept_id: '0',
      user_name: '',
      user_phone: '',
      status: '1',
    });
    fireEvent.click(await within(screen.getByRole('region', { name: '部门' })).findByText('销售部'));
    await waitFor(() => expect(last().get('dept_id')).toBe('2'));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '138' } });
    fireEvent.keyDown(screen.getByLabelText('手机号'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last().get('user_name')).toBe('王'));
    expect(last().get('user_phone')).toBe('138');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(last().get('page')).toBe('3'));
  });

  it('picks one member (radio); a double-click picks at once', async () => {
    const onOk = open();
    await screen.findByText('王强');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    fireEvent.doubleClick(rowOf('杨磊'));
    expect(onOk.mock.calls[0][0]).toEqual([expect.objectContaining({ user_id: 7, user_name: '杨磊' })]);
  });

  it('picks several with checkboxes, keeping those picked before', async () => {
    const onOk = open({ multiple: true, value: [42] });
    await screen.findByText('王强');
    fireEvent.click(rowOf('王强'));
    fireEvent.click(rowOf('杨磊'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk.mock.calls[0][0].map((m: { user_id: number }) => m.user_id)).toEqual([42, 3, 7]);
  });

  it('with social 2, members on a social-security plan cannot be picked; excluded members are not offered', async () => {
    const onOk = open({ multiple: true, social: 2, exclude: [7] });
    await screen.findByText('王强');
    expect(screen.queryByText('杨磊')).toBeNull();
    fireEvent.click(rowOf('刘洋'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk).not.toHaveBeenCalled();
    expect(await screen.findByText('请选择成员')).toBeTruthy();
  });
});

describe('member picker input', () => {
  it('works as a form widget: shows names, opens the dialog, sets the picked ids', async () => {
    let form: ReturnType<typeof Form.useForm>[0] | undefined;
    function Harness() {
      const [f] = Form.useForm();
      form = f;
      return (
        <Form form={f} initialValues={{ users: [3] }}>
          <Form.Item name="users" label="协同人">
            <MemberPickerInput multiple known={[{ value: 3, label: '王强' }]} />
          </Form.Item>
        </Form>
      );
    }
    renderPage('/home/home', <Harness />);
    expect(await screen.findByText('王强')).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText('协同人'));
    const dialog = await screen.findByRole('dialog', { name: '选择成员' });
    fireEvent.click(await within(dialog).findByText('刘洋'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(form?.getFieldValue('users')).toEqual([3, 5]));
    expect(await screen.findByText('刘洋')).toBeTruthy();
  });
});
