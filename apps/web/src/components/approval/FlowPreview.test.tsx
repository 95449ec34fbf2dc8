import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { Step } from './approval-api.ts';
import { FlowPreview, type FlowPreviewHandle } from './FlowPreview.tsx';

const step = (s: Partial<Step> & Pick<Step, 'step_id'>): Step => ({
  type: 1,
  examineMode: 1,
  settype: 0,
  selectRange: 2,
  source: '',
  mode: 1,
  users: [],
  status: 1,
  reason: '',
  ...s,
});
const steps: Step[] = [
  step({
    step_id: 11,
    mode: 2,
    users: [
      { user_id: 3, user_name: '王强', avatar_url: '', status: 1 },
      { user_id: 4, user_name: '李娜', avatar_url: '/a/4.png', status: 1 },
    ],
  }),
  step({ step_id: 12, settype: 1, selectRange: 3, source: '2,5' }),
  step({ step_id: 13, type: 2, examineMode: 2, users: [{ user_id: 9, user_name: '赵敏', avatar_url: '', status: 1 }] }),
];
const approvers = [
  { user_id: 21, user_name: '陈晨', avatar_url: '', dept_name: '财务部' },
  { user_id: 22, user_name: '周杰', avatar_url: '', dept_name: '' },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/flow/preview': ok(steps), '/api/Flow/getUserList': ok(approvers, { count: 12 }) });
});

let handle: FlowPreviewHandle | null = null;
let latest = '';
/** A form with an amount field feeding the flow's condition, and a submit reading the handle as a form would. */
function Form() {
  const [amount, setAmount] = useState('');
  const ref = useRef<FlowPreviewHandle>(null);
  handle = null;
  return (
    <>
      <input aria-label="金额" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <FlowPreview
        ref={(h) => {
          ref.current = h;
          handle = h;
        }}
        flowType="contract"
        condition={{ money: amount }}
        onChange={(v) => (latest = v)}
      />
    </>
  );
}
const open = () => renderPage('/contract/addContract', <Form />);
const stepRegions = () => within(screen.getByRole('region', { name: '审批流程' })).getAllByRole('region');

describe('approval-flow preview', () => {
  it('shows approver and copy steps top-down with their people, initials for a missing avatar, and 或签/会签', async () => {
    open();
    expect(await screen.findByText('王强')).toBeTruthy();
    const [first, second, third] = stepRegions();
    expect(within(first).getByText('审批人')).toBeTruthy();
    expect(within(first).getByText(/会签/)).toBeTruthy();
    expect(within(first).getByText('李娜')).toBeTruthy();
    expect(within(first).getByText('王', { selector: '.ant-avatar-string' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: /选择审批人/ })).toBeTruthy();
    expect(within(second).getByText(/或签/)).toBeTruthy();
    expect(within(third).getByText('抄送人')).toBeTruthy();
    expect(within(third).getByText('赵敏')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/flow/preview')[0].query)).toEqual({
      flow_type: 'contract',
      condition: '{"money":""}',
    });
  });

  it('asks again only once the condition values have settled for 1000 ms', async () => {
    open();
    await screen.findByText('王强');
    expect(api.to('/api/flow/preview')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '5' } });
    await act(() => new Promise((r) => setTimeout(r, 400)));
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '50000' } });
    await act(() => new Promise((r) => setTimeout(r, 800)));
    expect(api.to('/api/flow/preview')).toHaveLength(1);
    await waitFor(() => expect(api.to('/api/flow/preview')).toHaveLength(2), { timeout: 1500 });
    expect(api.to('/api/flow/preview')[1].query.get('condition')).toBe('{"money":"50000"}');
  });

  it('fails validation with 请选择审批人！ above the flow until the self-chosen step has someone', async () => {
    open();
    await screen.findByText('王强');
    expect(screen.queryByText('请选择审批人！')).toBeNull();
    let valid = true;
    act(() => void (valid = handle!.validate()));
    expect(valid).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('请选择审批人！');

    fireEvent.click(screen.getByRole('button', { name: /选择审批人/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('陈晨'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(stepRegions()[1]).getByText('陈晨')).toBeTruthy();
    expect(screen.queryByText('请选择审批人！')).toBeNull();
    act(() => void (valid = handle!.validate()));
    expect(valid).toBe(true);
  });

  it('keeps 选择审批人 open, with what was picked, while the flow is asked again for newer form values', async () => {
    open();
    await screen.findByText('王强');
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '800' } });
    fireEvent.click(screen.getByRole('button', { name: /选择审批人/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('陈晨'));
    // the settled amount brings a second preview while the dialog is open
    await waitFor(() => expect(api.to('/api/flow/preview')).toHaveLength(2), { timeout: 2500 });
    await waitFor(() => expect(api.to('/api/flow/preview')[1].query.get('condition')).toBe('{"money":"800"}'));
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(handle!.toUser()).toBe('{"12":[21]}'));
  });

  it('gives the chosen approvers as to_user JSON by step id', async () => {
    open();
    await screen.findByText('王强');
    expect(handle!.toUser()).toBe('{}');
    fireEvent.click(screen.getByRole('button', { name: /选择审批人/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('陈晨'));
    fireEvent.click(within(dialog).getByText('周杰'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(handle!.toUser()).toBe('{"12":[21,22]}'));
    expect(latest).toBe('{"12":[21,22]}');
    fireEvent.click(screen.getByRole('button', { name: '移除陈晨' }));
    await waitFor(() => expect(handle!.toUser()).toBe('{"12":[22]}'));
  });
});
