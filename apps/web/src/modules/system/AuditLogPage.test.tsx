import type { AuditLogRow } from '@suwork/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MEMBERS } from '../../test/org-fixtures.ts';
import { AuditLogPage } from './AuditLogPage.tsx';

const row = (over: Partial<AuditLogRow>): AuditLogRow => ({
  id: 1,
  create_time: '2026-03-02 09:15:00',
  user_id: 11,
  user_name: '王强',
  action: 'download',
  action_name: '下载文件',
  target: 'file:12',
  detail: '下载「报价单.xlsx」',
  ip: '10.0.0.8',
  result: 'success',
  result_name: '成功',
  ...over,
});

const ROWS = [
  row({}),
  row({
    id: 2,
    user_id: null,
    user_name: '',
    action: 'signIn',
    action_name: '登录',
    target: 'account:zhangsan',
    detail: '密码错误',
    result: 'failure',
    result_name: '失败',
  }),
  row({
    id: 3,
    action: 'denied',
    action_name: '越权访问',
    target: 'GET /api/Customer/info',
    detail: '4041 数据不存在',
    result: 'denied',
    result_name: '拒绝',
  }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/AuditLog/getList': ok(ROWS, { count: 3 }), '/api/user/getList': MEMBERS });
});

const open = (path = '/system/auditLog') => renderPage(path, <AuditLogPage />, { nodes: ['system_auditLog'] });
const lastQuery = () => api.to('/api/AuditLog/getList').at(-1)!.query;
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
};

describe('审计日志', () => {
  it('shows each event with time, member, action, object, detail, address and a coloured result; anonymous actors read 匿名', async () => {
    open();
    const first = (await screen.findByText('下载「报价单.xlsx」')).closest('tr')!;
    for (const text of ['2026-03-02 09:15:00', '王强', '下载文件', 'file:12', '10.0.0.8', '成功'])
      expect(within(first).getByText(text)).toBeTruthy();
    for (const title of ['时间', '成员', '操作', '对象', '详情', 'IP', '结果'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
    const failed = screen.getByText('密码错误').closest('tr')!;
    expect(within(failed).getByText('匿名')).toBeTruthy();
    const tags = ['成功', '失败', '拒绝'].map((t) => screen.getAllByText(t, { selector: '.ant-tag' })[0].className);
    expect(new Set(tags).size).toBe(3);
    expect(tags[0]).toMatch(/success/);
    expect(tags[2]).toMatch(/error/);
    const q = api.to('/api/AuditLog/getList')[0].query;
    expect([q.get('page'), q.get('limit')]).toEqual(['1', '20']);
    // everything fits one page: no pager
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('sends the chosen action, result, member and keyword, and keeps them in the URL', async () => {
    const { where } = open();
    await screen.findByText('下载「报价单.xlsx」');
    await choose('操作类型', '导出');
    await waitFor(() => expect(lastQuery().get('action')).toBe('export'));
    await choose('结果', '拒绝');
    await waitFor(() => expect(lastQuery().get('result')).toBe('denied'));
    fireEvent.mouseDown(screen.getByLabelText('成员'));
    fireEvent.click(await screen.findByText('李娜', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lastQuery().get('user_id')).toBe('12'));
    const keyword = screen.getByRole('searchbox', { name: '关键词' });
    fireEvent.change(keyword, { target: { value: ' 报价单 ' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('keyword')).toBe('报价单'));
    expect(where()).toBe('/system/auditLog?action=export&result=denied&user_id=12&keyword=%E6%8A%A5%E4%BB%B7%E5%8D%95');
    expect(lastQuery().get('action')).toBe('export');
  });

  it('reads dates and paging from the URL and pages through a long log', async () => {
    api.on('/api/AuditLog/getList', ok(ROWS, { count: 45 }));
    const { where } = open('/system/auditLog?start_date=2026-03-01&end_date=2026-03-31&page=2');
    await screen.findByText('下载「报价单.xlsx」');
    const q = lastQuery();
    expect([q.get('start_date'), q.get('end_date'), q.get('page'), q.get('limit')]).toEqual([
      '2026-03-01',
      '2026-03-31',
      '2',
      '20',
    ]);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(where()).toContain('page=3');
    expect(where()).toContain('start_date=2026-03-01');
  });

  it('shows it is loading until the log arrives', async () => {
    const release = api.hold('/api/AuditLog/getList');
    open();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('下载「报价单.xlsx」')).toBeNull();
    release();
    expect(await screen.findByText('下载「报价单.xlsx」')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('shows 暂无数据 when nothing matches', async () => {
    api.on('/api/AuditLog/getList', ok([], { count: 0 }));
    open('/system/auditLog?action=upload');
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(lastQuery().get('action')).toBe('upload');
  });
});
