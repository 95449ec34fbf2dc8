import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { TEMPLATES } from './flow-fixtures.ts';
import { FlowListPage } from './FlowListPage.tsx';

const ALL = ['system_flow', 'system_flow_add', 'system_flow_edit'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/flow/getList': ok(TEMPLATES), '/api/flow/setStatus': ok({ id: 1, enabled: false }) });
});

const open = (nodes = ALL) => renderPage('/system/flow', <FlowListPage />, { nodes });
const confirmBox = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
/** the confirmation once it is shown (waitFor alone would accept null) */
const openConfirm = () =>
  waitFor(() => {
    const box = confirmBox();
    if (!box) throw new Error('no confirmation shown');
    return box;
  });
const switchOf = (name: string) => screen.getByRole('switch', { name: `启用 ${name}` });

describe('审批管理', () => {
  it('lists every approval type with its status, version and update time', async () => {
    open();
    expect(await screen.findByText('合同')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    // the status cell holds the switch, checked below
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c, i) => (i === 1 ? '' : c.textContent)),
      ),
    ).toEqual([
      ['合同', '', 'v3', '2026-11-20 10:00:00', '设置'],
      ['报销', '', 'v1', '—', '设置'],
    ]);
    expect(switchOf('合同').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('报销').getAttribute('aria-checked')).toBe('false');
  });

  it('shows 暂无数据 when there is no type', async () => {
    api.on('/api/flow/getList', ok([]));
    open();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('asks before disabling, sends nothing on 取消, and disables on 确定', async () => {
    open();
    await screen.findByText('合同');
    fireEvent.click(switchOf('合同'));
    expect(await within(await openConfirm()).findByText(/停用后，新提交的「合同」将不再经过审批/)).toBeTruthy();
    fireEvent.click(within(confirmBox()).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(confirmBox()).toBeNull());
    expect(api.to('/api/flow/setStatus')).toHaveLength(0);

    fireEvent.click(switchOf('合同'));
    fireEvent.click(within(await openConfirm()).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/flow/setStatus')).toHaveLength(1));
    expect(api.to('/api/flow/setStatus')[0].body).toEqual({ id: 1, enabled: false });
    expect(await screen.findByText('已停用「合同」审批')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/flow/getList').length).toBe(2));
  });

  it('enables without asking', async () => {
    open();
    await screen.findByText('报销');
    fireEvent.click(switchOf('报销'));
    await waitFor(() => expect(api.to('/api/flow/setStatus')[0]?.body).toEqual({ id: 5, enabled: true }));
    expect(confirmBox()).toBeNull();
  });

  it('设置 opens the template’s 审批设置 and 新建审批 the type choice', async () => {
    const view = open();
    await screen.findByText('合同');
    fireEvent.click(screen.getByRole('button', { name: '设置 报销' }));
    await waitFor(() => expect(view.where()).toBe('/system/flowSetting/5'));
    view.unmount();
    const again = open();
    fireEvent.click(await screen.findByRole('button', { name: '新建审批' }));
    await waitFor(() => expect(again.where()).toBe('/system/flowAdd'));
  });

  it('a member without system_flow_edit sees the catalogue and changes nothing', async () => {
    open(['system_flow']);
    await screen.findByText('合同');
    expect((switchOf('合同') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /设置/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建审批' })).toBeNull();
  });
});
