import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { Step } from './approval-api.ts';
import { ApproverPickerDialog } from './ApproverPickerDialog.tsx';

const step = (s: Partial<Step>): Step => ({
  step_id: 5,
  type: 1,
  examineMode: 1,
  settype: 1,
  selectRange: 1,
  source: '',
  mode: 1,
  users: [],
  status: 1,
  reason: '',
  ...s,
});
const approvers = [
  { user_id: 21, user_name: '陈晨', avatar_url: '', dept_name: '财务部' },
  { user_id: 22, user_name: '周杰', avatar_url: '', dept_name: '销售部' },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/Flow/getUserList': ok(approvers, { count: 12 }) });
});
const last = () => Object.fromEntries(api.to('/api/Flow/getUserList').at(-1)!.query);

function open(s: Partial<Step> = {}, value = [] as typeof approvers) {
  const onOk = vi.fn();
  renderPage('/home/leaveAdd', <ApproverPickerDialog step={step(s)} value={value} onOk={onOk} onCancel={() => {}} />);
  return onOk;
}

describe('选择审批人', () => {
  it('lists members 5 a page, searched by name on Enter and on 搜索', async () => {
    open();
    expect(await screen.findByText('陈晨')).toBeTruthy();
    expect(screen.getByText('选择审批人')).toBeTruthy();
    expect(last()).toEqual({ page: '1', limit: '5' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(last().page).toBe('3'));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 陈 ' } });
    fireEvent.keyDown(screen.getByLabelText('姓名'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '5', user_name: '陈' }));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '周' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(last().user_name).toBe('周'));
  });

  it('offers only the members or roles of the step source', async () => {
    open({ selectRange: 2, source: '21,22' });
    await screen.findByText('陈晨');
    expect(last()).toEqual({ page: '1', limit: '5', user_ids: '21,22' });
  });

  it('offers the members of the step roles', async () => {
    open({ selectRange: 3, source: '4' });
    await screen.findByText('陈晨');
    expect(last().role_ids).toBe('4');
  });

  it('keeps those chosen before and warns 请选择审批人！ when nobody is picked', async () => {
    const onOk = open({}, [approvers[0]]);
    await screen.findByText('陈晨');
    fireEvent.click(screen.getByText('陈晨'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择审批人！')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('周杰'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onOk.mock.calls[0][0].map((a: { user_id: number }) => a.user_id)).toEqual([22]);
  });
});
