import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { onPhone } from '../../../test/phone-window.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { HomePage } from './HomePage.tsx';

/** a run waiting on the member: who submitted it, then its title */
const LEAVE = '王强：请假 · 年假 · 11-27 至 11-28 · 2天';
const sections = [
  {
    key: 'examine',
    title: '待我审批',
    total: 7,
    items: [
      {
        id: 11,
        title: LEAVE,
        time: '2026-11-20 09:00:00',
        path: '/home/applicationInfo',
        query: { id: 4, flow_type: 14, detail_id: 4 },
      },
    ],
    morePath: '/home/examine',
  },
  // a section from a module the page knows nothing about
  {
    key: 'task',
    title: '我的任务',
    total: 1,
    items: [{ id: 5, title: '整理季度报表', path: '/home/taskInfo', query: { id: 5 } }],
  },
  { key: 'followDue', title: '今日待跟进', total: 0, items: [], morePath: '/customer/customer' },
];

const OA_CONFIG = [
  { flow_type: 14, enabled: 1 },
  { flow_type: 15, enabled: 2 },
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/Home/todoList': ok(sections), '/api/OaConfig/getList': ok(OA_CONFIG) });
});

const fixedNow = () => new Date(2026, 10, 20, 9, 30);
const open = (opts: { nodes?: string[] } = {}) =>
  renderPage('/home/home', <HomePage now={fixedNow} />, { nodes: opts.nodes });
const card = (title: string) =>
  screen.getByText(title, { selector: '.ant-card-head-title *' }).closest('.ant-card') as HTMLElement;

describe('workbench', () => {
  it('greets the member by name with the date', () => {
    open();
    expect(screen.getByText('早上好，王强')).toBeTruthy();
    expect(screen.getByText('2026年11月20日 星期五')).toBeTruthy();
  });

  it('shows skeleton cards until the to-do sections arrive', async () => {
    open();
    expect(screen.getAllByTestId('todo-skeleton').length).toBeGreaterThan(0);
    await screen.findByText(LEAVE);
    expect(screen.queryAllByTestId('todo-skeleton')).toHaveLength(0);
  });

  it('renders every section alike, whichever module sent it: count, items, 查看更多', async () => {
    const { where } = open();
    await screen.findByText(LEAVE);
    expect(
      [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent?.replace(/\d+$/, '')),
    ).toEqual(expect.arrayContaining(['待我审批', '我的任务', '今日待跟进']));
    expect(within(card('待我审批')).getByText('7')).toBeTruthy();
    expect(within(card('我的任务')).getByRole('link', { name: '整理季度报表' }).getAttribute('href')).toBe(
      '/home/taskInfo?id=5',
    );
    expect(within(card('我的任务')).queryByText('查看更多')).toBeNull();
    fireEvent.click(within(card('待我审批')).getByRole('link', { name: LEAVE }));
    await waitFor(() => expect(where()).toBe('/home/applicationInfo?id=4&flow_type=14&detail_id=4'));
  });

  it('shows 暂无数据 for an empty section and links 查看更多 to its list', async () => {
    open();
    await screen.findByText(LEAVE);
    const empty = card('今日待跟进');
    expect(within(empty).getByText('暂无数据', { selector: '.ant-empty-description' })).toBeTruthy();
    expect(within(empty).getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe('/customer/customer');
  });

  it('links the application forms OA配置 enables, for holders of 发起申请', async () => {
    const { where } = open({ nodes: ['home_examine_apply'] });
    const quick = await screen.findByRole('button', { name: /^请\s*假$/ });
    expect(screen.queryByRole('button', { name: /^转\s*正$/ })).toBeNull();
    fireEvent.click(quick);
    await waitFor(() => expect(where()).toBe('/home/leaveAdd'));
  });

  it('has no quick links without 发起申请', async () => {
    open();
    await screen.findByText(LEAVE);
    expect(screen.queryByText('快捷申请')).toBeNull();
    expect(api.to('/api/Home/todoList')).toHaveLength(1);
  });
});

describe('workbench on a phone', () => {
  beforeEach(onPhone);
  afterEach(() => vi.restoreAllMocks());

  const titles = () =>
    [...document.querySelectorAll('.ant-card-head-title')].map((e) => e.textContent?.replace(/\d+$/, ''));

  it('opens on what waits: sections with items first, the empty ones as lines of one card with a link each', async () => {
    api.on(
      '/api/Home/todoList',
      ok([
        { key: 'examine', title: '待我审批', total: 0, items: [], morePath: '/home/examine' },
        { key: 'contractExamine', title: '待审批合同', total: 0, items: [], morePath: '/customer/contract' },
        ...sections.slice(1),
      ]),
    );
    open();
    await screen.findByText('整理季度报表');
    expect(titles()).toEqual(['我的任务', '其他待办']);
    const idle = screen.getByText('其他待办', { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
    expect(within(idle).getAllByText('暂无数据')).toHaveLength(3);
    expect(within(idle).getByRole('link', { name: '查看待我审批' }).getAttribute('href')).toBe('/home/examine');
    expect(within(idle).getByRole('link', { name: '查看今日待跟进' }).getAttribute('href')).toBe('/customer/customer');
  });

  it('says 暂无待办 when nothing waits anywhere', async () => {
    api.on(
      '/api/Home/todoList',
      ok([{ key: 'followDue', title: '今日待跟进', total: 0, items: [], morePath: '/customer/customer' }]),
    );
    open();
    expect(await screen.findByText('暂无待办')).toBeTruthy();
    expect(titles()).toEqual(['暂无待办']);
  });
});
