import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { ApplicationInfoPage } from './ApplicationInfoPage.tsx';

const goOut = (extra: Record<string, unknown> = {}) =>
  ok({
    id: 6,
    start_time: '2026-12-03 09:00:00',
    end_time: '2026-12-03 11:30:00',
    hours: '2.50',
    place: '客户公司',
    reason: '需求沟通',
    status: 3,
    create_user_id: 3,
    create_user_name: '王强',
    ...extra,
  });
const review = ok({
  run: { run_id: 4, status: 3, status_name: '已拒绝' },
  steps: [],
  can_examine: false,
  can_withdraw: false,
});

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/GoOut/read': goOut(), '/api/flow/review': review });
});

const open = (query = '?id=6&flow_type=20&detail_id=6') =>
  renderPage(`/home/applicationInfo${query}`, <ApplicationInfoPage />);

describe('申请详情', () => {
  it('shows the application of the flow_type in the query with its 审批记录', async () => {
    open();
    expect(await screen.findByText('王强的外出申请')).toBeTruthy();
    expect(screen.getByText('客户公司')).toBeTruthy();
    expect(screen.getByText('审批记录')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/GoOut/read')[0].query)).toEqual({ id: '6' });
  });

  it('offers 重新提交 to the applicant of a rejected application: it opens the form with the id', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(where()).toBe('/home/goOut?id=6'));
  });

  it('no 重新提交 while in approval, nor for someone else', async () => {
    api.on('/api/GoOut/read', goOut({ status: 1 }));
    const first = open();
    await screen.findByText('王强的外出申请');
    expect(screen.queryByRole('button', { name: '重新提交' })).toBeNull();
    first.unmount();
    api.on('/api/GoOut/read', goOut({ create_user_id: 9, create_user_name: '陈静' }));
    open();
    await screen.findByText('陈静的外出申请');
    expect(screen.queryByRole('button', { name: '重新提交' })).toBeNull();
  });

  it('an unknown flow_type or a record that cannot be seen says 无法查看', async () => {
    open('?id=6&flow_type=99');
    expect(await screen.findByText('无法查看')).toBeTruthy();
  });
});
