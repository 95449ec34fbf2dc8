import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DISCARD } from '../use-guarded-close.ts';
import type { Review } from './approval-api.ts';
import { ExamineButtons } from './ExamineButtons.tsx';

const run = {
  run_id: 1,
  flow_type: 4,
  flow_name: '发票',
  detail_id: 8,
  title: '开票申请 · 增值税普票 · ¥29,000.00',
  status: 1 as const,
  status_name: '审批中',
  initiator_id: 3,
  initiator_name: '王强',
  create_time: '2024-05-20 09:00:00',
};
const review = (extra: Partial<Review> = {}): Review => ({
  run,
  steps: [],
  can_examine: true,
  can_withdraw: false,
  ...extra,
});
const PAGE = '/finance/invoiceInfo';

function open(data: Review, { nodes = ['work_flow_examine'], query = '?id=8&flow_type=invoice&detail_id=8' } = {}) {
  const api = fakeApi({
    '/api/flow/review': ok(data),
    '/api/flow/examine': { code: 0, msg: '审批成功', data: null },
    '/api/flow/withdraw': { code: 0, msg: '已撤回', data: null },
  });
  const page = renderPage(PAGE + query, <ExamineButtons />, { nodes });
  return { api, ...page };
}
const button = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name[0]}\\s?${name.slice(1)}$`) });
const reasonBox = () => within(screen.getByRole('dialog')).getByLabelText('说明') as HTMLTextAreaElement;
const confirm = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确 定' }));

describe('approve / reject buttons', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('approve prefills 同意, sends pass_type 2 with the record of the query, shows the server msg and, opened directly, goes to the approval centre', async () => {
    const { api, where } = open(review());
    fireEvent.click(await button('同意'));
    expect(reasonBox().value).toBe('同意');
    confirm();
    await waitFor(() => expect(api.to('/api/flow/examine')).toHaveLength(1));
    expect(api.to('/api/flow/examine')[0].body).toEqual({
      flow_type: 'invoice',
      detail_id: 8,
      reason: '同意',
      pass_type: 2,
    });
    expect(await screen.findByText('审批成功')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/home/examine'));
  });

  it('goes back to the page it was opened from', async () => {
    const { router, where } = open(review(), { query: '' });
    await router.navigate('/home/examine?tab=1');
    await router.navigate(`${PAGE}?id=8&flow_type=invoice&detail_id=8`);
    window.history.replaceState({ idx: 2 }, '');
    fireEvent.click(await button('同意'));
    confirm();
    await waitFor(() => expect(where()).toBe('/home/examine?tab=1'));
  });

  it('reject clears the reason; an empty reason warns 请输入说明 and sends nothing', async () => {
    const { api } = open(review());
    fireEvent.click(await button('同意'));
    fireEvent.change(reasonBox(), { target: { value: '' } });
    confirm();
    expect(await screen.findByText('请输入说明')).toBeTruthy();
    expect(api.to('/api/flow/examine')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取 消' }));
    // the reason was changed: closing asks first
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await button('拒绝'));
    expect(reasonBox().value).toBe('');
    fireEvent.change(reasonBox(), { target: { value: '金额有误' } });
    confirm();
    await waitFor(() => expect(api.to('/api/flow/examine')).toHaveLength(1));
    expect(api.to('/api/flow/examine')[0].body).toMatchObject({ reason: '金额有误', pass_type: 3 });
  });

  it('asks before discarding a changed reason, and closes at once with the prefilled one', async () => {
    open(review());
    fireEvent.click(await button('同意'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(await button('拒绝'));
    fireEvent.change(reasonBox(), { target: { value: '金额有误' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取 消' }));
    const ask = (await screen.findByText(DISCARD)).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(ask).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText(DISCARD)).toBeNull());
    expect(reasonBox().value).toBe('金额有误');
  });

  it('shows nothing without work_flow_examine, when the caller may not decide, or without the record in the query', async () => {
    const first = open(review(), { nodes: [] });
    await waitFor(() => expect(first.api.to('/api/flow/review')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const second = open(review({ can_examine: false }));
    await waitFor(() => expect(second.api.to('/api/flow/review')).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
    second.unmount();

    const third = open(review(), { query: '?id=8' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(third.api.to('/api/flow/review')).toHaveLength(0);
  });

  it('lets the initiator withdraw after confirming', async () => {
    const { api } = open(review({ can_examine: false, can_withdraw: true }));
    fireEvent.click(await button('撤回'));
    expect(screen.queryByRole('button', { name: /同\s?意/ })).toBeNull();
    fireEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/flow/withdraw')).toHaveLength(1));
    expect(api.to('/api/flow/withdraw')[0].body).toEqual({ flow_type: 'invoice', detail_id: 8 });
    expect(await screen.findByText('已撤回')).toBeTruthy();
  });
});
