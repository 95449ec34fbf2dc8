import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { TeamPanel } from './TeamPanel.tsx';

const row = { id: 7, enterprise_name: '上海华东科技有限公司', owner_user_id: 3 };
const team = (groupUser: { user_id: number; user_name: string }[]) =>
  ok({ groupUser, manager_user_id: 3, leader_id: 3, manager: { user_id: 3, user_name: '王强' } });
const EDIT = ['customer_customer', 'customer_customer_edit'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Customer/getTeam': team([{ user_id: 5, user_name: '刘洋' }]),
    '/api/user/getList': ok([
      { user_id: 3, user_name: '王强' },
      { user_id: 5, user_name: '刘洋' },
      { user_id: 7, user_name: '杨磊' },
    ]),
    '/api/Customer/deleteUser': ok(null, { msg: '操作成功' }),
    '/api/Customer/addUser': ok(null, { msg: '操作成功' }),
    '/api/Customer/editUser': ok(null, { msg: '操作成功' }),
    '/api/PublicCustomer/assign': ok(null, { msg: '操作成功' }),
  });
});

const open = (nodes: readonly string[] = EDIT, pool = false) =>
  renderPage('/customer/customerInfo?id=7', <TeamPanel def={customerEntity} row={row} pool={pool} />, { nodes });
const region = (name: string) => screen.getByRole('region', { name });

async function pickMember(dialogName: string, fieldLabel: string, member: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  fireEvent.mouseDown(within(dialog).getByLabelText(fieldLabel));
  fireEvent.click(await screen.findByText(member, { selector: '.ant-select-item-option-content' }));
  fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
}

describe('team panel', () => {
  it('shows the owner and the collaborators', async () => {
    open();
    expect(await within(await screen.findByRole('region', { name: '负责人' })).findByText('王强')).toBeTruthy();
    expect(within(region('协同人')).getByText('刘洋')).toBeTruthy();
    expect(api.to('/api/Customer/getTeam')[0].query.get('id')).toBe('7');
  });

  it('shows 暂无协同人 without collaborators', async () => {
    api.on('/api/Customer/getTeam', team([]));
    open();
    expect(await screen.findByText('暂无协同人')).toBeTruthy();
  });

  it('removing a collaborator asks 是否确认删除 and sends deleteUser on 确定 only', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '移除 刘洋' }));
    expect(await screen.findByText('是否确认删除')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByText('是否确认删除')).toBeNull());
    expect(api.to('/api/Customer/deleteUser')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '移除 刘洋' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/deleteUser')).toHaveLength(1));
    expect(api.to('/api/Customer/deleteUser')[0].body).toEqual({ id: 7, user_ids: '5' });
  });

  it('adds collaborators with the member picker', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /添加协同人/ }));
    await pickMember('添加协同人', '协同人', '杨磊');
    await waitFor(() => expect(api.to('/api/Customer/addUser')).toHaveLength(1));
    expect(api.to('/api/Customer/addUser')[0].body).toEqual({ ids: '7', user_ids: '7' });
  });

  it('transfers the owner after a confirm', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /转移负责人/ }));
    await pickMember('转移负责人', '新负责人', '杨磊');
    expect(await screen.findByText('确定将负责人转移给「杨磊」吗？')).toBeTruthy();
    expect(api.to('/api/Customer/editUser')).toHaveLength(0);
    const confirm = document.querySelector('.ant-modal-confirm') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Customer/editUser')).toHaveLength(1));
    expect(api.to('/api/Customer/editUser')[0].body).toEqual({ ids: '7', manager_user_id: 7 });
  });

  it('without the edit node changes nothing', async () => {
    open(['customer_customer']);
    await within(await screen.findByRole('region', { name: '协同人' })).findByText('刘洋');
    expect(screen.queryByRole('button', { name: /添加协同人|转移负责人|移除/ })).toBeNull();
  });

  describe('public-pool mode (query public)', () => {
    const POOL = ['customer_publicCustomer', 'customer_publicCustomer_assign'];
    const openPublic = (nodes: readonly string[] = POOL) =>
      renderPage(
        '/customer/publicCustomerInfo?id=7&public=1',
        <TeamPanel def={customerEntity} row={{ ...row, owner_user_id: 0 }} />,
        { nodes },
      );
    beforeEach(() => {
      api.on(
        '/api/Customer/getTeam',
        ok({ groupUser: [], manager_user_id: 0, leader_id: 0, manager: { user_id: 0, user_name: null } }),
      );
      api.on('/api/Customer/addLeader', ok(null, { msg: '分配成功' }));
    });

    it('reads public from the query: no owner, 暂无协同人, nothing to transfer, add or remove', async () => {
      openPublic([...POOL, 'customer_customer', 'customer_customer_edit']);
      expect(await screen.findByText('暂无（公海中）')).toBeTruthy();
      expect(screen.getByText('暂无协同人')).toBeTruthy();
      expect(api.to('/api/Customer/getTeam')[0].query.get('id')).toBe('7');
      expect(screen.queryByRole('button', { name: /转移负责人|添加协同人/ })).toBeNull();
      expect(screen.getByRole('button', { name: /分配负责人/ })).toBeTruthy();
    });

    it('choosing a person sends addLeader after a confirm, then returns to the pool list with a success message', async () => {
      const { where } = openPublic();
      fireEvent.click(await screen.findByRole('button', { name: /分配负责人/ }));
      await pickMember('分配负责人', '负责人', '杨磊');
      expect(await screen.findByText('确定将该客户分配给「杨磊」吗？')).toBeTruthy();
      expect(api.to('/api/Customer/addLeader')).toHaveLength(0);
      fireEvent.click(
        within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: '确 定' }),
      );
      await waitFor(() => expect(api.to('/api/Customer/addLeader')).toHaveLength(1));
      expect(api.to('/api/Customer/addLeader')[0].body).toEqual({ ids: '7', user_ids: '7' });
      expect(api.to('/api/PublicCustomer/assign')).toHaveLength(0);
      await waitFor(() => expect(where()).toBe('/customer/publicCustomer'));
      expect(await screen.findByText('分配成功')).toBeTruthy();
    });

    it('a refused assignment stays on the page with the dialog open', async () => {
      api.on('/api/Customer/addLeader', { code: 4031, msg: '无权限', data: null });
      const { where } = openPublic();
      fireEvent.click(await screen.findByRole('button', { name: /分配负责人/ }));
      await pickMember('分配负责人', '负责人', '杨磊');
      await screen.findByText('确定将该客户分配给「杨磊」吗？');
      fireEvent.click(
        within(document.querySelector('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: '确 定' }),
      );
      await waitFor(() => expect(api.toasts).toContain('无权限'));
      expect(where()).toBe('/customer/publicCustomerInfo?id=7&public=1');
      expect(screen.getByRole('dialog', { name: '分配负责人' })).toBeTruthy();
    });

    it("without the pool's 分配 action there is nothing to choose", async () => {
      openPublic(['customer_publicCustomer']);
      expect(await screen.findByText('暂无（公海中）')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /分配负责人/ })).toBeNull();
    });

    it("the detail page's pool prop wins over the query", async () => {
      renderPage('/customer/customerInfo?id=7&public=1', <TeamPanel def={customerEntity} row={row} pool={false} />, {
        nodes: [...EDIT, ...POOL],
      });
      api.on('/api/Customer/getTeam', team([]));
      expect(await screen.findByRole('button', { name: /转移负责人/ })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /分配负责人/ })).toBeNull();
    });
  });
});
