import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DICTIONARIES_REPLY } from '../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { OptionConfigPage } from './OptionConfigPage.tsx';
import { OtherSettings } from './OtherSettings.tsx';

const EDIT = ['system_optionConfig', 'system_optionConfig_edit'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Option/getAll': DICTIONARIES_REPLY,
    '/api/Option/add': ok({ option_id: 99, value: 12 }, { msg: '操作成功' }),
    '/api/Option/update': ok({ option_id: 2 }),
    '/api/Option/setStatus': ok({ option_id: 2 }),
    '/api/Option/sort': ok(null),
  });
});

const open = (nodes = EDIT) => renderPage('/system/optionConfig', <OptionConfigPage />, { nodes });
const rows = () => screen.getAllByRole('row').slice(1);
const options = () => within(screen.getByRole('region', { name: '客户来源的选项' }));

describe('选项配置', () => {
  it('lists the groups and the chosen group’s options in order, disabled ones marked', async () => {
    open();
    expect(await screen.findByText('地推活动')).toBeTruthy();
    const menu = within(screen.getByRole('region', { name: '选项分组' }));
    expect(menu.getByText('客户来源（3）')).toBeTruthy();
    expect(menu.getByText('请假类型（2）')).toBeTruthy();
    expect(rows().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
      '搜索引擎',
      '地推活动',
      '展会已停用',
    ]);
    expect(
      (options().getByRole('switch', { name: '启用 展会' }) as HTMLButtonElement).getAttribute('aria-checked'),
    ).toBe('false');

    fireEvent.click(menu.getByText('合同类型（0）'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.click(menu.getByText('请假类型（2）'));
    expect(await screen.findByText('病假')).toBeTruthy();
  });

  it('新建选项 sends the group and the name, and reads the dictionaries again', async () => {
    open();
    await screen.findByText('地推活动');
    const reads = api.to('/api/Option/getAll').length;
    fireEvent.click(screen.getByRole('button', { name: '新建选项' }));
    const box = await screen.findByRole('dialog', { name: '新建选项（客户来源）' });
    fireEvent.click(within(box).getByRole('button', { name: /保 ?存/ }));
    expect(await within(box).findByText('请输入选项名称')).toBeTruthy();
    expect(api.to('/api/Option/add')).toHaveLength(0);

    fireEvent.change(within(box).getByLabelText('选项名称'), { target: { value: ' 抖音 ' } });
    fireEvent.click(within(box).getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/Option/add')).toHaveLength(1));
    expect(api.to('/api/Option/add')[0].body).toEqual({ group: 'customer_source', label: '抖音', status: 1 });
    await waitFor(() => expect(api.to('/api/Option/getAll').length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and what was typed when the server refuses the name', async () => {
    api.on('/api/Option/update', { code: 400, msg: '「客户来源」中已有名为「搜索引擎」的选项', data: null });
    open();
    await screen.findByText('地推活动');
    fireEvent.click(screen.getByRole('button', { name: '编辑 地推活动' }));
    const box = await screen.findByRole('dialog', { name: '编辑选项（客户来源）' });
    fireEvent.change(within(box).getByLabelText('选项名称'), { target: { value: '搜索引擎' } });
    fireEvent.click(within(box).getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.toasts).toContain('「客户来源」中已有名为「搜索引擎」的选项'));
    expect(api.to('/api/Option/update')[0].body).toEqual({ option_id: 1, label: '搜索引擎' });
    expect((within(screen.getByRole('dialog')).getByLabelText('选项名称') as HTMLInputElement).value).toBe('搜索引擎');
  });

  it('moves an option and switches one on or off', async () => {
    open();
    await screen.findByText('地推活动');
    fireEvent.click(screen.getByRole('button', { name: '上移 地推活动' }));
    await waitFor(() => expect(api.to('/api/Option/sort')).toHaveLength(1));
    expect(api.to('/api/Option/sort')[0].body).toEqual({ group: 'customer_source', option_ids: [1, 2, 10] });
    expect((screen.getByRole('button', { name: '上移 搜索引擎' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移 展会' }) as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() =>
      expect((screen.getByRole('switch', { name: '启用 展会' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('switch', { name: '启用 展会' }));
    await waitFor(() => expect(api.to('/api/Option/setStatus')).toHaveLength(1));
    expect(api.to('/api/Option/setStatus')[0].body).toEqual({ option_id: 10, status: 1 });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: '启用 展会' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('switch', { name: '启用 搜索引擎' }));
    await waitFor(() => expect(api.to('/api/Option/setStatus')[1]?.body).toEqual({ option_id: 2, status: 2 }));
  });

  it('a member without system_optionConfig_edit reads the options and changes nothing', async () => {
    open(['system_optionConfig']);
    await screen.findByText('地推活动');
    expect(screen.queryByRole('button', { name: '新建选项' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /上移/ })).toBeNull();
    expect((screen.getByRole('switch', { name: '启用 地推活动' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('其他设置', () => {
  it('shows the cards given to it under its title to holders of their nodes, and nothing when there are none', () => {
    const cards = [{ node: 'system_optionConfig_edit' as const, Card: () => <p>邀请码卡片</p> }];
    const empty = renderPage('/system/optionConfig', <OtherSettings cards={[]} />);
    expect(empty.container.textContent).toBe('');
    empty.unmount();
    const without = renderPage('/system/optionConfig', <OtherSettings cards={cards} />, {
      nodes: ['system_optionConfig'],
    });
    expect(without.container.textContent).toBe('');
    without.unmount();
    renderPage('/system/optionConfig', <OtherSettings cards={cards} />, {
      nodes: ['system_optionConfig', 'system_optionConfig_edit'],
    });
    expect(screen.getByText('其他设置')).toBeTruthy();
    expect(screen.getByText('邀请码卡片')).toBeTruthy();
  });
});
