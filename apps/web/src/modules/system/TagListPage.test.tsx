import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TAGS_REPLY } from '../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { TagListPage } from './TagListPage.tsx';

const ALL = ['system_tagList', 'system_tagList_add', 'system_tagList_edit', 'system_tagList_del'];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Tag/getList': TAGS_REPLY,
    '/api/Tag/addGroup': ok({ group_id: 3 }),
    '/api/Tag/updateGroup': ok({ group_id: 1 }),
    '/api/Tag/delGroup': ok({ records: 2 }),
    '/api/Tag/sortGroup': ok(null),
    '/api/Tag/add': ok({ tag_id: 30 }),
    '/api/Tag/update': ok({ tag_id: 12 }),
    '/api/Tag/del': ok({ records: 1 }),
  });
});

const open = (nodes = ALL) => renderPage('/system/tagList', <TagListPage />, { nodes });
const card = (name: string) => within(screen.getByLabelText(`标签组 ${name}`));
const save = (box: HTMLElement) => fireEvent.click(within(box).getByRole('button', { name: /保 ?存/ }));

describe('标签管理', () => {
  it('shows each group with its tags in its colour', async () => {
    open();
    expect(await screen.findByText('客户价值')).toBeTruthy();
    expect(card('客户价值').getByText('重点').closest('.ant-tag')!.getAttribute('style')).toMatch(
      /245, 34, 45|#f5222d/i,
    );
    expect(card('来源渠道').getByText('老客户介绍')).toBeTruthy();
  });

  it('shows 暂无数据 when there are no groups', async () => {
    api.on('/api/Tag/getList', ok([]));
    open();
    expect(await screen.findByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
  });

  it('新建标签组 checks the name and sends it with the colour; a refused name keeps the dialog', async () => {
    api.on('/api/Tag/addGroup', { code: 400, msg: '已有名为「客户价值」的标签组', data: null });
    open();
    await screen.findByText('客户价值');
    fireEvent.click(screen.getByRole('button', { name: '新建标签组' }));
    const box = await screen.findByRole('dialog', { name: '新建标签组' });
    save(box);
    expect(await within(box).findByText('请输入标签组名称')).toBeTruthy();
    fireEvent.change(within(box).getByLabelText('标签组名称'), { target: { value: '客户价值' } });
    save(box);
    await waitFor(() => expect(api.to('/api/Tag/addGroup')).toHaveLength(1));
    expect(api.to('/api/Tag/addGroup')[0].body).toEqual({ group_name: '客户价值', color: '' });
    await waitFor(() => expect(api.toasts).toContain('已有名为「客户价值」的标签组'));
    expect((within(screen.getByRole('dialog')).getByLabelText('标签组名称') as HTMLInputElement).value).toBe(
      '客户价值',
    );
  });

  it('adds a tag to a group and renames one', async () => {
    open();
    await screen.findByText('客户价值');
    fireEvent.click(card('来源渠道').getByText('新建标签'));
    const box = await screen.findByRole('dialog', { name: '新建标签' });
    fireEvent.change(within(box).getByLabelText('标签名称'), { target: { value: '展会' } });
    save(box);
    await waitFor(() => expect(api.to('/api/Tag/add')[0]?.body).toEqual({ group_id: 2, tag_name: '展会' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByLabelText('编辑标签 潜力'));
    const edit = await screen.findByRole('dialog', { name: '编辑标签' });
    fireEvent.change(within(edit).getByLabelText('标签名称'), { target: { value: '高潜力' } });
    save(edit);
    await waitFor(() =>
      expect(api.to('/api/Tag/update')[0]?.body).toEqual({ tag_id: 12, tag_name: '高潜力', group_id: 1 }),
    );
  });

  it('asks before deleting a tag or a group, and 取消 deletes nothing', async () => {
    open();
    await screen.findByText('客户价值');
    fireEvent.click(card('客户价值').getByText('重点').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
    let confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(/此操作将永久删除该数据, 是否继续\?（标签「重点」，使用它的记录将移除该标签）/),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /取 ?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('/api/Tag/del')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '删除 来源渠道' }));
    confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/标签组「来源渠道」及其1个标签/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/Tag/delGroup')[0]?.body).toEqual({ group_id: 2 }));
  });

  it('moves a group down', async () => {
    open();
    await screen.findByText('客户价值');
    expect((screen.getByRole('button', { name: '上移 客户价值' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下移 客户价值' }));
    await waitFor(() => expect(api.to('/api/Tag/sortGroup')[0]?.body).toEqual({ group_ids: [2, 1] }));
  });

  it('a member with the page only sees the tags and no buttons', async () => {
    open(['system_tagList']);
    await screen.findByText('客户价值');
    expect(screen.queryByRole('button', { name: '新建标签组' })).toBeNull();
    expect(screen.queryByText('新建标签')).toBeNull();
    expect(screen.queryByRole('button', { name: /删除|编辑|上移/ })).toBeNull();
    expect(document.querySelector('.ant-tag-close-icon')).toBeNull();
  });
});
