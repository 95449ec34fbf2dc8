import { screen, waitFor } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityListPage } from '../EntityListPage.tsx';
import { prefetchFirstRows } from './first-rows.ts';

const LIST = '/api/Customer/getList';
const NODES = ['customer_customer'];
const row = {
  id: 1,
  enterprise_id: 1,
  enterprise_name: '上海华东科技有限公司',
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
};

const open = (qs: string) =>
  renderPage(`/customer/customer${qs}`, <EntityListPage entity={customerEntity} />, { nodes: NODES, queryClient });

afterEach(() => queryClient.clear());

describe('the list a member opens the app on', () => {
  it('asks for its rows once, as the app starts, and shows them', async () => {
    const api = fakeApi({ [LIST]: ok([row], { count: 1 }) });
    prefetchFirstRows(customerEntity, 'owned', new URLSearchParams('page=2&limit=20'));
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    open('?page=2&limit=20');
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    expect(api.to(LIST)).toHaveLength(1);
    expect(api.to(LIST)[0].query.get('page')).toBe('2');
    expect(api.to(LIST)[0].query.get('limit')).toBe('20');
  });

  it('shows no error for rows refused before the permissions were known; the page asks again', async () => {
    const api = fakeApi({ [LIST]: { code: 4003, msg: '没有权限', data: null } });
    prefetchFirstRows(customerEntity, 'owned', new URLSearchParams());
    await waitFor(() => expect(api.to(LIST)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.toasts).toEqual([]);
    api.on(LIST, ok([row], { count: 1 }));
    open('');
    expect(await screen.findByText('上海华东科技有限公司')).toBeTruthy();
    expect(api.to(LIST)).toHaveLength(2);
  });
});
