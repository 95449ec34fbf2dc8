import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { OpportunitiesPage } from './OpportunitiesPage.tsx';
import { GROUP, PROJECT_GROUP } from './pipeline-fixtures.ts';
import { StageSettingsDialog } from './StageSettingsDialog.tsx';

// antd names every dialog by the same title id in tests: dialogs are found by their form's name
const TREE = [
  { value: 0, label: '全公司', parent_id: -1, children: [{ value: 2, label: '销售部', parent_id: 0, children: [] }] },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ChanceStage/groups': ok([GROUP, PROJECT_GROUP]),
    '/api/ChanceStage/save': ok({ id: 3 }, { msg: '保存成功' }),
    '/api/ChanceStage/del': ok(null, { msg: '删除成功' }),
    '/api/Department/getDeptTree': ok(TREE),
  });
});

const open = () =>
  renderPage('/customer/opportunities', <StageSettingsDialog onClose={vi.fn()} />, {
    nodes: ['customer_opportunities', 'customer_opportunities_stage'],
  });
const group = (name: string) => screen.findByRole('article', { name });
const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));

describe('阶段设置', () => {
  it('lists every group with its departments, status and stages', async () => {
    open();
    const standard = await group('标准销售流程');
    expect(within(standard).getByText('启用')).toBeTruthy();
    expect(within(standard).getByText('适用部门：没有单独设置阶段组的部门')).toBeTruthy();
    expect(within(standard).getByText('商务谈判 70.5%')).toBeTruthy();
    const project = await group('项目型销售');
    expect(within(project).getByText('停用')).toBeTruthy();
    expect(within(project).getByText('适用部门：销售部')).toBeTruthy();
    expect(within(project).getByText('立项 20%')).toBeTruthy();
  });

  it('saves a new group with two stages, then reloads the groups', async () => {
    open();
    await group('标准销售流程');
    fireEvent.click(screen.getByRole('button', { name: /新建阶段组/ }));
    await screen.findByRole('form', { name: '新建阶段组' });
    typeInto('阶段组名称', ' 渠道销售 ');
    typeInto('第1个阶段名称', '意向');
    typeInto('第1个阶段赢率', '25');
    typeInto('第2个阶段名称', '签约');
    typeInto('第2个阶段赢率', '100');
    save();
    await waitFor(() =>
      expect(api.to('/api/ChanceStage/save').map((r) => r.body)).toEqual([
        {
          name: '渠道销售',
          dept_ids: [],
          status: 1,
          sort: 3,
          stages: [
            { name: '意向', percent: '25.00' },
            { name: '签约', percent: '100.00' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: '新建阶段组' })).toBeNull());
    await waitFor(() => expect(api.to('/api/ChanceStage/groups')).toHaveLength(2));
  });

  it('refuses a third stage without a name', async () => {
    open();
    await group('标准销售流程');
    fireEvent.click(screen.getByRole('button', { name: /新建阶段组/ }));
    await screen.findByRole('form', { name: '新建阶段组' });
    typeInto('阶段组名称', '渠道销售');
    typeInto('第1个阶段名称', '意向');
    typeInto('第1个阶段赢率', '25');
    typeInto('第2个阶段名称', '签约');
    typeInto('第2个阶段赢率', '100');
    fireEvent.click(screen.getByRole('button', { name: /添加阶段/ }));
    typeInto('第3个阶段赢率', '50');
    save();
    expect(await screen.findByText('请输入阶段名称')).toBeTruthy();
    expect(api.to('/api/ChanceStage/save')).toEqual([]);
  });

  it('edits a group: stages keep their ids in their new order', async () => {
    open();
    fireEvent.click(within(await group('标准销售流程')).getByRole('button', { name: '编辑 标准销售流程' }));
    await screen.findByRole('form', { name: '编辑阶段组' });
    expect((screen.getByLabelText('第3个阶段名称') as HTMLInputElement).value).toBe('商务谈判');
    fireEvent.click(screen.getByRole('button', { name: '上移第3个阶段' }));
    typeInto('第2个阶段名称', '谈判');
    fireEvent.click(screen.getByRole('button', { name: '删除第3个阶段' }));
    save();
    await waitFor(() =>
      expect(api.to('/api/ChanceStage/save').map((r) => r.body)).toEqual([
        {
          id: 1,
          name: '标准销售流程',
          dept_ids: [],
          status: 1,
          sort: 1,
          stages: [
            { id: 11, name: '初步接洽', percent: '10.00' },
            { id: 13, name: '谈判', percent: '70.50' },
          ],
        },
      ]),
    );
  });

  it('deletes a group after a confirm', async () => {
    open();
    fireEvent.click(within(await group('项目型销售')).getByRole('button', { name: '删除 项目型销售' }));
    expect(await screen.findByText('确定删除阶段组「项目型销售」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.to('/api/ChanceStage/del').map((r) => r.body)).toEqual([{ id: 2 }]));
  });

  it('opens from the page’s 阶段设置 button', async () => {
    api.on('/api/Chance/getList', ok([], { count: 0 }));
    renderPage('/customer/opportunities', <OpportunitiesPage />, {
      nodes: ['customer_opportunities', 'customer_opportunities_stage'],
    });
    fireEvent.click(await screen.findByRole('button', { name: /阶段设置/ }));
    expect(await screen.findByRole('dialog', { name: '阶段设置' })).toBeTruthy();
    expect(await group('标准销售流程')).toBeTruthy();
  });
});
