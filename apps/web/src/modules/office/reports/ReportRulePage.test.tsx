import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import type { ReportRule } from './report-api.ts';
import { ReportRulePage } from './ReportRulePage.tsx';

const RULE: ReportRule = {
  id: 1,
  type: 1,
  type_name: '日报',
  users: [{ user_id: 8, user_name: '张三' }],
  depts: [{ dept_id: 3, dept_name: '销售一部' }],
  days: [1, 2, 3, 4, 5],
  recipients: [{ user_id: 2, user_name: '李经理' }],
  status: 1,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/ReportRule/getList': ok([RULE]),
    '/api/ReportRule/save': ok({ id: 1 }),
    '/api/user/getList': ok([]),
    '/api/Department/getDeptTree': ok([]),
  });
});

describe('汇报规则', () => {
  it('lists who reports what and when; a reader sees no changing buttons', async () => {
    renderPage('/home/reportRule', <ReportRulePage />, { nodes: ['home_reportRule'] });
    expect(await screen.findByText('张三、销售一部')).toBeTruthy();
    expect(screen.getByText('周一、周二、周三、周四、周五')).toBeTruthy();
    expect(screen.getByText('李经理')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建规则/ })).toBeNull();
  });

  it('a new rule needs members or departments', async () => {
    api.on('/api/ReportRule/getList', ok([]));
    renderPage('/home/reportRule', <ReportRulePage />, { nodes: ['home_reportRule', 'home_reportRule_edit'] });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /新建规则/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确 ?定/ }));
    expect(await within(dialog).findByText('请选择需要提交汇报的成员或部门')).toBeTruthy();
    expect(api.to('/api/ReportRule/save')).toHaveLength(0);
  });

  it('edits a rule and sends its days and people', async () => {
    renderPage('/home/reportRule', <ReportRulePage />, { nodes: ['home_reportRule', 'home_reportRule_edit'] });
    fireEvent.click(await screen.findByRole('button', { name: /编 ?辑/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/ReportRule/save')).toHaveLength(1));
    expect(api.to('/api/ReportRule/save')[0].body).toEqual({
      id: 1,
      type: 1,
      user_ids: [8],
      dept_ids: [3],
      days: [1, 2, 3, 4, 5],
      recipient_ids: [2],
      status: 1,
    });
  });
});
