import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clueEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../engine/EntityDetailPage.tsx';
import { EntityListPage } from '../../engine/EntityListPage.tsx';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { CRM_EXTENSIONS } from './crm-extensions.ts';
import { TransferCustomerPage } from './TransferCustomerPage.tsx';

const clue = {
  id: 5,
  clue_id: 5,
  clue_name: '展会留资：智能仓储',
  company_name: '华东智造科技',
  contact_name: '周明',
  mobile: '13912345678',
  source: 4,
  status: 2,
  owner_user_name: '王强',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Clue/info': ok(clue),
    '/api/Clue/transferCustomer': ok({ enterprise_id: 9, contact_id: 12 }, { msg: '操作成功' }),
  });
});

const open = () =>
  renderPage('/customer/transferCustomer?id=5', <TransferCustomerPage />, {
    nodes: ['customer_clues', 'customer_clues_transfer'],
  });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '转为客户' }));

describe('clue to customer', () => {
  it('shows the clue, 客户名称 defaulting to its 公司名称 (not its 线索名称) and 同时创建联系人 on', async () => {
    open();
    const name = (await screen.findByLabelText('客户名称')) as HTMLInputElement;
    expect(name.value).toBe('华东智造科技');
    expect(screen.getByText('展会留资：智能仓储')).toBeTruthy();
    expect(screen.getByText('公司名称')).toBeTruthy();
    expect(screen.getByText('转介绍')).toBeTruthy();
    expect(screen.getByText('13912345678')).toBeTruthy();
    expect(screen.getByRole('switch', { name: '同时创建联系人' }).getAttribute('aria-checked')).toBe('true');
    expect(api.to('/api/Clue/info')[0].query.get('id')).toBe('5');
  });

  it('sends the edited name and the switch, then opens the new customer', async () => {
    const { where } = open();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: ' 华东智造科技有限公司 ' } });
    fireEvent.click(screen.getByRole('switch', { name: '同时创建联系人' }));
    submit();
    await waitFor(() => expect(api.to('/api/Clue/transferCustomer')).toHaveLength(1));
    expect(api.to('/api/Clue/transferCustomer')[0].body).toEqual({
      id: 5,
      enterprise_name: '华东智造科技有限公司',
      create_contact: false,
    });
    await waitFor(() => expect(where()).toBe('/customer/customerInfo?id=9'));
  });

  it('sends the prefilled company name as it is', async () => {
    open();
    expect(((await screen.findByLabelText('客户名称')) as HTMLInputElement).value).toBe('华东智造科技');
    submit();
    await waitFor(() => expect(api.to('/api/Clue/transferCustomer')).toHaveLength(1));
    expect(api.to('/api/Clue/transferCustomer')[0].body).toEqual({
      id: 5,
      enterprise_name: '华东智造科技',
      create_contact: true,
    });
  });

  it('a clue without a company starts with an empty name (never its 线索名称) and asks for one', async () => {
    api.on('/api/Clue/info', ok({ ...clue, company_name: '' }));
    open();
    const name = (await screen.findByLabelText('客户名称')) as HTMLInputElement;
    expect(name.value).toBe('');
    expect(screen.getByText('线索未填写公司名称，请输入客户名称')).toBeTruthy();
    submit();
    expect(await screen.findByText('请输入客户名称')).toBeTruthy();
    expect(api.to('/api/Clue/transferCustomer')).toHaveLength(0);
  });

  it('an empty name is refused and nothing is sent', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('客户名称'), { target: { value: '  ' } });
    submit();
    expect(await screen.findByText('请输入客户名称')).toBeTruthy();
    expect(api.to('/api/Clue/transferCustomer')).toHaveLength(0);
  });

  it('a converted clue cannot be converted again', async () => {
    api.on('/api/Clue/info', ok({ ...clue, status: 3, customer_id: 9 }));
    open();
    expect(await screen.findByText('该线索已转为客户')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看客户' }).getAttribute('href')).toBe('/customer/customerInfo?id=9');
    expect((screen.getByRole('button', { name: '转为客户' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('转客户 on the clue pages', () => {
  it('a clue row offers it (with its node) unless already converted', async () => {
    api.on(
      '/api/Clue/getList',
      ok(
        [
          { id: 1, clue_name: '线索甲', status: 2 },
          { id: 2, clue_name: '线索乙', status: 3 },
        ],
        { count: 2 },
      ),
    );
    const { where } = renderPage(
      '/customer/clues',
      <EntityListPage entity={clueEntity} extension={CRM_EXTENSIONS.clue} />,
      { nodes: ['customer_clues', 'customer_clues_transfer'] },
    );
    await screen.findByText('线索甲');
    expect(
      within(screen.getByText('线索乙').closest('tr') as HTMLElement).queryByRole('button', { name: '转客户' }),
    ).toBeNull();
    fireEvent.click(
      within(screen.getByText('线索甲').closest('tr') as HTMLElement).getByRole('button', { name: '转客户' }),
    );
    await waitFor(() => expect(where()).toBe('/customer/transferCustomer?id=1'));
  });

  it('the clue detail page offers it in the header', async () => {
    api.on('/api/CommonFollow/getList', ok({}, { count: 0 }));
    const { where } = renderPage(
      '/customer/clueInfo?id=5',
      <EntityDetailPage entity={clueEntity} extension={CRM_EXTENSIONS.clue} />,
      { nodes: ['customer_clues', 'customer_clues_transfer'] },
    );
    fireEvent.click(await screen.findByRole('button', { name: '转客户' }));
    await waitFor(() => expect(where()).toBe('/customer/transferCustomer?id=5'));
  });

  it('without customer_clues_transfer it is hidden', async () => {
    api.on('/api/CommonFollow/getList', ok({}, { count: 0 }));
    renderPage('/customer/clueInfo?id=5', <EntityDetailPage entity={clueEntity} extension={CRM_EXTENSIONS.clue} />, {
      nodes: ['customer_clues'],
    });
    await screen.findByRole('heading', { name: '展会留资：智能仓储' });
    expect(screen.queryByRole('button', { name: '转客户' })).toBeNull();
  });
});
