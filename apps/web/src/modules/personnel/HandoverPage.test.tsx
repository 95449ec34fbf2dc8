import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { HandoverPage } from './HandoverPage.tsx';

// renderPage signs in as 王强 (uid 3)
const record = (handover_id: number, to_user_id: number, status = 1) => ({
  handover_id,
  from_user_id: 1,
  from_user_name: '张伟',
  to_user_id,
  to_user_name: to_user_id === 3 ? '王强' : '李娜',
  handover_date: '2025-06-01',
  items: [{ item_name: '笔记本电脑', quantity: 1, remark: '' }],
  item_summary: '笔记本电脑×1',
  reason: '岗位调整',
  status,
  attachments: [],
  attachments_files: [],
  confirm_time: null,
  create_user_name: 'admin',
  create_time: '2025-06-01 10:00:00',
});
const ALL = ['personnel_handover', 'personnel_handover_add', 'personnel_handover_edit', 'personnel_handover_del'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/PropertyHandover/getList': ok([record(1, 3), record(2, 8), record(3, 3, 2)], { count: 3 }),
    '/api/PropertyHandover/info': ({ query }) => ok(record(Number(query.get('handover_id')), 8)),
    '/api/PropertyHandover/confirm': ok({ handover_id: 1 }, { msg: '操作成功' }),
    '/api/user/getList': ok([]),
  });
});

const rowOf = (id: number) =>
  waitFor(() => {
    const row = document.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`);
    if (!row) throw new Error(`no row ${id}`);
    return row;
  });

describe('财产交接', () => {
  it('offers 确认接收 only to the receiver of a pending record, and asks first', async () => {
    renderPage('/personnel/handover', <HandoverPage />, { nodes: ALL });
    expect(within(await rowOf(2)).queryByRole('button', { name: '确认接收' })).toBeNull();
    expect(within(await rowOf(3)).queryByRole('button', { name: '确认接收' })).toBeNull();
    expect(within(await rowOf(3)).queryByRole('button', { name: /编 ?辑/ })).toBeNull();
    fireEvent.click(within(await rowOf(1)).getByRole('button', { name: '确认接收' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/PropertyHandover/confirm')).toHaveLength(1));
    expect(api.to('/api/PropertyHandover/confirm')[0].body).toEqual({ handover_id: 1 });
  });

  it('shows 新建 / 编辑 / 删除 only with their nodes', async () => {
    renderPage('/personnel/handover', <HandoverPage />, { nodes: ['personnel_handover'] });
    expect(within(await rowOf(2)).getByRole('button', { name: '查看' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '新建交接' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编 ?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删 ?除/ })).toBeNull();
  });

  it('edits the item rows; a refused save keeps the dialog and what was typed', async () => {
    api.on('/api/PropertyHandover/update', { code: 400, msg: '已确认的交接单不能编辑', data: null });
    renderPage('/personnel/handover', <HandoverPage />, { nodes: ALL });
    fireEvent.click(within(await rowOf(2)).getByRole('button', { name: /编 ?辑/ }));
    const dialog = (await screen.findByText('编辑财产交接', {}, { timeout: 5000 })).closest<HTMLElement>('.ant-modal')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /添加物品/ }));
    fireEvent.change(within(dialog).getByLabelText('第2行物品名称'), { target: { value: '显示器' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/PropertyHandover/update')).toHaveLength(1));
    expect(api.to('/api/PropertyHandover/update')[0].body).toMatchObject({
      handover_id: 2,
      from_user_id: 1,
      to_user_id: 8,
      handover_date: '2025-06-01',
      items: [
        { item_name: '笔记本电脑', quantity: 1, remark: '' },
        { item_name: '显示器', quantity: 1, remark: '' },
      ],
    });
    expect(screen.getByText('编辑财产交接')).toBeTruthy();
    expect((within(dialog).getByLabelText('第2行物品名称') as HTMLInputElement).value).toBe('显示器');
  });
});
