import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEPT_TREE, MEMBERS, ROLES } from '../../../test/org-fixtures.ts';
import { fakeApi, ok, type Sent } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { CONTRACT_TEMPLATE } from './flow-fixtures.ts';
import { FlowSettingPage } from './FlowSettingPage.tsx';

const EDIT = ['system_flow', 'system_flow_edit'];

let api: ReturnType<typeof fakeApi>;
let version = 3;
beforeEach(() => {
  version = 3;
  api = fakeApi({
    '/api/flow/info': (req: Sent) => ok({ ...CONTRACT_TEMPLATE, id: Number(req.query.get('id')), version }),
    '/api/flow/save': () => {
      version += 1;
      return ok({ id: 1, version });
    },
    '/api/role/getRoleList': ROLES,
    '/api/user/getList': MEMBERS,
    '/api/Department/getDeptTree': DEPT_TREE,
  });
});

const open = (nodes = EDIT) =>
  renderPage('/system/flowSetting/1', <FlowSettingPage />, { nodes, route: '/system/flowSetting/:id' });
const step = (n: number) => screen.getByRole('group', { name: `第${n}步` });
const stepTitles = () =>
  [...document.querySelectorAll('.ant-card-head-title')].map((t) => t.textContent).filter((t) => t?.startsWith('第'));
const saved = () => api.to('/api/flow/save');
const confirmBox = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
/** the confirmation once it is shown (waitFor alone would accept null) */
const openConfirm = () =>
  waitFor(() => {
    const box = confirmBox();
    if (!box) throw new Error('no confirmation shown');
    return box;
  });

/** Chooses an option of the select labelled `label` inside `box`. */
async function pick(box: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(box).getByLabelText(label));
  const list = await waitFor(() => {
    const shown = [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.className.includes('hidden'));
    expect(shown.length).toBeGreaterThan(0);
    return shown.at(-1) as HTMLElement;
  });
  fireEvent.click(await within(list).findByText(option, { selector: '.ant-select-item-option-content' }));
}

const CONTRACT_STEPS = [
  { type: 1, settype: 0, selectRange: 4, source: '', mode: 1 },
  {
    type: 1,
    settype: 0,
    selectRange: 3,
    source: '3',
    mode: 2,
    conditions: [{ field: 'amount', op: 'gte', value: 10000 }],
  },
  { type: 2, settype: 0, selectRange: 2, source: '11,12', mode: 1 },
];

describe('审批设置', () => {
  it('loads the template: basic settings and the steps top-down', async () => {
    open();
    expect(((await screen.findByLabelText('审批名称')) as HTMLInputElement).value).toBe('合同（当前版本 v3）');
    expect(api.to('/api/flow/info')[0].query.get('id')).toBe('1');
    expect(screen.getByRole('switch', { name: '启用' }).getAttribute('aria-checked')).toBe('true');
    expect((screen.getByRole('radio', { name: '转交管理员' }) as HTMLInputElement).checked).toBe(true);
    expect(stepTitles()).toEqual(['第1步 · 审批人', '第2步 · 审批人', '第3步 · 抄送人']);

    // a department leader is one person: no 或签 / 会签
    expect(within(step(1)).queryByText('多人审批方式')).toBeNull();
    expect(await within(step(2)).findByText('经理')).toBeTruthy();
    expect((within(step(2)).getByRole('radio', { name: '会签：需所有人同意' }) as HTMLInputElement).checked).toBe(true);
    expect((within(step(2)).getByLabelText('条件1 字段') as HTMLInputElement).value).toBe('amount');
    expect(within(step(2)).getByText('大于等于')).toBeTruthy();
    expect((within(step(2)).getByLabelText('条件1 值') as HTMLInputElement).value).toBe('10000');
    expect(await within(step(3)).findByText('李娜')).toBeTruthy();
    expect(within(step(3)).getByText('王强')).toBeTruthy();
    expect(screen.getByText('保存后生成新版本，进行中的审批仍按原版本执行')).toBeTruthy();
  });

  it('saves exactly the template body, then shows the new version', async () => {
    open();
    await screen.findByLabelText('审批名称');
    fireEvent.click(screen.getByRole('radio', { name: '自动通过' }));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0].body).toEqual({
      id: 1,
      flow_type: 1,
      enabled: true,
      version: 3,
      dept_ids: [2],
      user_ids: [],
      no_approver: 1,
      steps: CONTRACT_STEPS,
    });
    expect(await screen.findByText('保存成功，已生成新版本 v4')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('审批名称') as HTMLInputElement).value).toBe('合同（当前版本 v4）'),
    );
    expect(api.to('/api/flow/info')).toHaveLength(2);
  });

  it('adds steps; the source control follows 审批人来源, and 连续多级部门负责人 sends its level', async () => {
    open();
    await screen.findByLabelText('审批名称');
    fireEvent.click(screen.getByRole('button', { name: /添加抄送人/ }));
    fireEvent.click(screen.getByRole('button', { name: /添加审批人/ }));
    expect(stepTitles()).toEqual([
      '第1步 · 审批人',
      '第2步 · 审批人',
      '第3步 · 抄送人',
      '第4步 · 抄送人',
      '第5步 · 审批人',
    ]);

    // a new step starts with 指定成员
    const added = step(5);
    expect(within(added).getByLabelText('指定成员')).toBeTruthy();
    await pick(added, '审批人来源', '发起人自选');
    expect(within(added).queryByLabelText('指定成员')).toBeNull();
    expect(within(added).getByText('发起人提交时自行选择审批人。')).toBeTruthy();
    await pick(added, '审批人来源', '角色');
    expect(within(added).getByLabelText('角色')).toBeTruthy();
    expect(within(added).queryByLabelText('层级')).toBeNull();
    await pick(added, '审批人来源', '连续多级部门负责人');
    expect(within(added).queryByLabelText('角色')).toBeNull();
    fireEvent.change(within(added).getByLabelText('层级'), { target: { value: '3' } });
    fireEvent.click(within(added).getByRole('radio', { name: '会签：需所有人同意' }));
    fireEvent.click(within(step(4)).getByRole('button', { name: '删除 第4步' }));
    fireEvent.click(within(await openConfirm()).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(stepTitles()).toHaveLength(4));

    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect((saved()[0].body as { steps: unknown[] }).steps).toEqual([
      ...CONTRACT_STEPS,
      { type: 1, settype: 0, selectRange: 5, source: '', mode: 2, level: 3 },
    ]);
  });

  it('moves steps up and down, and removes one after a confirmation', async () => {
    open();
    await screen.findByLabelText('审批名称');
    fireEvent.click(screen.getByRole('button', { name: '上移 第3步' }));
    expect(stepTitles()).toEqual(['第1步 · 审批人', '第2步 · 抄送人', '第3步 · 审批人']);
    expect((screen.getByRole('button', { name: '上移 第1步' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '下移 第3步' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '下移 第1步' }));
    expect(stepTitles()).toEqual(['第1步 · 抄送人', '第2步 · 审批人', '第3步 · 审批人']);

    fireEvent.click(screen.getByRole('button', { name: '删除 第3步' }));
    expect(await within(await openConfirm()).findByText('确定删除第3步（审批人）吗？')).toBeTruthy();
    fireEvent.click(within(confirmBox()).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(confirmBox()).toBeNull());
    expect(stepTitles()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '删除 第3步' }));
    fireEvent.click(within(await openConfirm()).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(stepTitles()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect((saved()[0].body as { steps: unknown[] }).steps).toEqual([CONTRACT_STEPS[2], CONTRACT_STEPS[0]]);
  });

  it('a self-chosen step is sent with settype 1 and a condition with its value', async () => {
    open();
    await screen.findByLabelText('审批名称');
    await pick(step(1), '审批人来源', '发起人自选');
    fireEvent.click(within(step(3)).getByRole('button', { name: /添加条件/ }));
    fireEvent.change(within(step(3)).getByLabelText('条件1 字段'), { target: { value: 'dept' } });
    await pick(step(3), '条件1 比较', '属于');
    fireEvent.change(within(step(3)).getByLabelText('条件1 值'), { target: { value: '销售部,财务部' } });
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    const steps = (saved()[0].body as { steps: unknown[] }).steps;
    expect(steps[0]).toEqual({ type: 1, settype: 1, selectRange: 1, source: '', mode: 1 });
    expect(steps[2]).toEqual({
      ...CONTRACT_STEPS[2],
      conditions: [{ field: 'dept', op: 'in', value: '销售部,财务部' }],
    });
  });

  it('needs an approver step, and people for 指定成员; nothing is sent until then', async () => {
    open();
    await screen.findByLabelText('审批名称');
    for (const left of [2, 1]) {
      fireEvent.click(screen.getByRole('button', { name: '删除 第1步' }));
      fireEvent.click(within(await openConfirm()).getByRole('button', { name: '确 定' }));
      await waitFor(() => expect(confirmBox()).toBeNull());
      await waitFor(() => expect(stepTitles()).toHaveLength(left));
    }
    expect(stepTitles()).toEqual(['第1步 · 抄送人']);
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText('请至少设置一个审批人步骤').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: /添加审批人/ }));
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect((await screen.findAllByText('第2步：请选择指定成员')).length).toBeGreaterThan(0);
    expect(saved()).toHaveLength(0);
  });

  it('keeps what was entered and shows the server’s message when the save fails', async () => {
    api.on('/api/flow/save', { code: 409, msg: '审批流程已被他人修改，请刷新后重试', data: null });
    open();
    await screen.findByLabelText('审批名称');
    fireEvent.click(screen.getByRole('button', { name: /添加抄送人/ }));
    await pick(step(4), '抄送人来源', '部门负责人');
    fireEvent.click(screen.getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(api.toasts).toContain('审批流程已被他人修改，请刷新后重试'));
    expect(stepTitles()).toHaveLength(4);
    expect(within(step(4)).getByText('发起人所在部门的负责人。')).toBeTruthy();
    expect(api.to('/api/flow/info')).toHaveLength(1);
  });

  it('a member without system_flow_edit reads the template and cannot change it', async () => {
    open(['system_flow']);
    await screen.findByLabelText('审批名称');
    expect(screen.queryByRole('button', { name: '保 存' })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加审批人/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除 第/ })).toBeNull();
    expect((screen.getByRole('switch', { name: '启用' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
