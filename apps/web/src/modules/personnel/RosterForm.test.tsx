import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { workerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityFormPage } from '../../engine/EntityFormPage.tsx';
import { EntityListPage } from '../../engine/EntityListPage.tsx';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { PERSONNEL_EXTENSIONS } from './personnel-extensions.ts';

// 花名册 through the engine: the add / edit form of the worker record and the list's contract column.

const tree = [
  {
    value: 0,
    label: '全公司',
    parent_id: -1,
    children: [{ value: 6, label: '人事行政部', parent_id: 0, children: [] }],
  },
];
const members = [
  { user_id: 9, user_name: '周杰', user_phone: '13800000009', dept_name: '人事行政部' },
  { user_id: 12, user_name: '孙悦', user_phone: '13800000012', dept_name: '项目部' },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Department/getDeptTree': ok(tree),
    '/api/user/getList': ok(members, { count: 2 }),
    '/api/Worker/add': ok({ id: 31 }, { msg: '添加成功' }),
    '/api/Worker/update': ok({ id: 4 }, { msg: '保存成功' }),
    '/api/Worker/info': ok({
      id: 4,
      worker_id: 4,
      user_id: 12,
      user_name: '孙悦',
      job_number: 'SW0012',
      position: '实施工程师',
      employment_type: 3,
      status: 1,
      entry_date: '2025-03-03',
      id_card: '11010519491231002X',
    }),
  });
});

const save = () => fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
const dateInput = (label: string) => screen.getByLabelText(label);

describe('roster form', () => {
  it('needs a member, a job number and an entry date; the defaults fill type and status', async () => {
    renderPage('/personnel/addWorker', <EntityFormPage entity={workerEntity} mode="add" />, {
      nodes: ['personnel_roster', 'personnel_roster_add'],
    });
    await screen.findByLabelText('工号');
    save();
    for (const msg of ['请选择成员', '请输入工号', '请选择入职日期']) expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByText('全职')).toBeTruthy();
    expect(screen.getByText('试用')).toBeTruthy();
    expect(api.to('/api/Worker/add')).toHaveLength(0);
  });

  it('picks the member in the 选择成员 dialog and sends the record', async () => {
    renderPage('/personnel/addWorker', <EntityFormPage entity={workerEntity} mode="add" />, {
      nodes: ['personnel_roster', 'personnel_roster_add'],
    });
    fireEvent.mouseDown(await screen.findByLabelText('成员'));
    const dialog = await screen.findByRole('dialog', { name: '选择成员' });
    fireEvent.click(await within(dialog).findByText('周杰'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    fireEvent.change(screen.getByLabelText('工号'), { target: { value: 'SW0009' } });
    fireEvent.change(screen.getByLabelText('职位'), { target: { value: '人事经理' } });
    fireEvent.mouseDown(dateInput('入职日期'));
    fireEvent.change(dateInput('入职日期'), { target: { value: '2019-09-02' } });
    fireEvent.keyDown(dateInput('入职日期'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    save();
    await waitFor(() => expect(api.to('/api/Worker/add')).toHaveLength(1));
    expect(api.to('/api/Worker/add')[0].body).toEqual({
      user_id: 9,
      job_number: 'SW0009',
      position: '人事经理',
      employment_type: 1,
      status: 1,
      entry_date: '2019-09-02',
    });
  });

  it('edits a record showing its member and keeps the input when the server refuses', async () => {
    api.on('/api/Worker/update', { code: 400, msg: '合同结束日期必须晚于合同开始日期', data: null });
    renderPage('/personnel/editWorker?id=4', <EntityFormPage entity={workerEntity} mode="edit" />, {
      nodes: ['personnel_roster', 'personnel_roster_edit'],
    });
    await waitFor(() => expect((screen.getByLabelText('工号') as HTMLInputElement).value).toBe('SW0012'));
    expect(screen.getByLabelText('成员').closest('.ant-form-item')!.textContent).toContain('孙悦');
    fireEvent.change(screen.getByLabelText('职位'), { target: { value: '高级实施工程师' } });
    save();
    await waitFor(() => expect(api.to('/api/Worker/update')).toHaveLength(1));
    expect(api.to('/api/Worker/update')[0].body).toEqual({ id: 4, position: '高级实施工程师' });
    expect((screen.getByLabelText('职位') as HTMLInputElement).value).toBe('高级实施工程师');
  });
});

describe('roster list', () => {
  it('marks contracts ending within 30 days and those already ended; the ID card comes masked', async () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const row = (id: number, name: string, end: string, status = 2) => ({
      id,
      worker_id: id,
      job_number: `SW${id}`,
      user_id: id,
      user_name: name,
      status,
      contract_end_date: end,
      id_card: '110***********002X',
    });
    api.on(
      '/api/Worker/getList',
      ok([row(1, '李娜', day(10)), row(2, '张伟', day(200)), row(3, '赵敏', day(-3)), row(4, '黄丽', day(5), 3)], {
        count: 4,
      }),
    );
    renderPage('/personnel/roster', <EntityListPage entity={workerEntity} extension={PERSONNEL_EXTENSIONS.worker} />, {
      nodes: ['personnel_roster'],
    });
    const cellOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect(within(await cellOf('李娜')).getByText('即将到期')).toBeTruthy();
    expect(within(await cellOf('赵敏')).getByText('已到期')).toBeTruthy();
    expect(within(await cellOf('张伟')).queryByText(/到期/)).toBeNull();
    expect(within(await cellOf('黄丽')).queryByText(/到期/)).toBeNull(); // 离职
    expect(within(await cellOf('李娜')).getByText('110***********002X')).toBeTruthy();
  });
});
