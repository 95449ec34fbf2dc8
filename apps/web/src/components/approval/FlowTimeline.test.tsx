import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import type { Review, Step } from './approval-api.ts';
import { FlowTimeline } from './FlowTimeline.tsx';

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
const run = {
  run_id: 1,
  flow_type: 1,
  flow_name: '合同',
  detail_id: 8,
  title: '合同 · 华锐智能安全网关采购合同 · ¥140,958.46',
  status: 1 as const,
  status_name: '审批中',
  initiator_id: 3,
  initiator_name: '王强',
  create_time: '2024-05-20 09:00:00',
};
const review = (steps: Step[], extra: Partial<Review> = {}): Review => ({
  run,
  steps,
  can_examine: false,
  can_withdraw: false,
  ...extra,
});

const open = (data: Review) => {
  const api = fakeApi({ '/api/flow/review': ok(data) });
  renderPage('/contract/contractInfo?id=8', <FlowTimeline flowType="contract" detailId={8} />);
  return api;
};
const steps = async () => within(await screen.findByRole('region', { name: '审批记录' })).getAllByRole('region');

describe('approval timeline', () => {
  it('shows the run status, approver steps with each member status, reasons, times, and copy recipients', async () => {
    const api = open(
      review([
        step({
          step_id: 1,
          status: 3,
          users: [
            {
              user_id: 4,
              user_name: '李娜',
              avatar_url: '',
              status: 3,
              reason: '预算内，同意',
              examine_time: '2024-05-20 10:00:00',
            },
          ],
        }),
        step({
          step_id: 2,
          status: 2,
          mode: 2,
          users: [
            { user_id: 5, user_name: '刘洋', avatar_url: '', status: 2 },
            { user_id: 6, user_name: '孙丽', avatar_url: '', status: 1 },
          ],
        }),
        step({
          step_id: 3,
          type: 2,
          examineMode: 2,
          users: [{ user_id: 9, user_name: '赵敏', avatar_url: '', status: 1 }],
        }),
      ]),
    );
    const [first, second, copy] = await steps();
    // titled as the approval centre lists it
    expect(screen.getByText('合同 · 华锐智能安全网关采购合同 · ¥140,958.46')).toBeTruthy();
    expect(screen.getByLabelText('审批状态').textContent).toBe('审批中');
    expect(screen.getByText(/王强 发起申请/)).toBeTruthy();
    expect(within(first).getByText('审批人')).toBeTruthy();
    expect(within(first).getByText('已处理')).toBeTruthy();
    expect(within(first).getByText('已通过')).toBeTruthy();
    expect(within(first).getByText('预算内，同意')).toBeTruthy();
    expect(within(first).getByText('2024-05-20 10:00:00')).toBeTruthy();
    expect(within(second).getByText('处理中')).toBeTruthy();
    expect(within(second).getByText('审批中')).toBeTruthy();
    expect(within(second).getByText('待审核')).toBeTruthy();
    expect(within(second).getByText(/会签/)).toBeTruthy();
    expect(within(second).queryByText('审批信息')).toBeNull();
    expect(within(copy).getByText('抄送人')).toBeTruthy();
    expect(within(copy).getByText('赵敏')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/flow/review')[0].query)).toEqual({ flow_type: 'contract', detail_id: '8' });
  });

  it('shows 暂无信息 in an alert titled 审批信息 when a decision has no reason, and hides approver steps after a rejection', async () => {
    open(
      review(
        [
          step({
            step_id: 1,
            status: 3,
            users: [{ user_id: 4, user_name: '李娜', avatar_url: '', status: 4, reason: '' }],
          }),
          step({ step_id: 2, users: [{ user_id: 5, user_name: '刘洋', avatar_url: '', status: 1 }] }),
          step({
            step_id: 3,
            type: 2,
            examineMode: 2,
            users: [{ user_id: 9, user_name: '赵敏', avatar_url: '', status: 1 }],
          }),
        ],
        { run: { ...run, status: 3, status_name: '已拒绝' } },
      ),
    );
    const [first, copy, ...rest] = await steps();
    expect(rest).toHaveLength(0);
    expect(screen.getByLabelText('审批状态').textContent).toBe('已拒绝');
    const alert = within(first).getByRole('alert');
    expect(alert.textContent).toContain('审批信息');
    expect(alert.textContent).toContain('暂无信息');
    expect(within(first).getByText('已拒绝')).toBeTruthy();
    expect(screen.queryByText('刘洋')).toBeNull();
    expect(within(copy).getByText('赵敏')).toBeTruthy();
  });

  it('says 暂无数据 when the record was never submitted', async () => {
    open({ run: null, steps: [], can_examine: false, can_withdraw: false });
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });
});
