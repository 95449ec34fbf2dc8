import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { DayReportPage } from './DayReportPage.tsx';
import { INFO } from './fixtures.ts';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Report/findMine': ok({ id: 0, period_label: '2026-11-22' }),
    '/api/ReportRule/defaults': ok([{ user_id: 8, user_name: '张三' }]),
    '/api/Report/info': ok(INFO),
    '/api/Report/update': ok({ id: 5 }, { msg: '操作成功' }),
    '/api/user/getList': ok([]),
  });
});

describe('写汇报', () => {
  it('offers the 日报 template with the rule’s default 抄送人, and names what is missing on submit', async () => {
    renderPage('/home/dayReport?type=1&date=2026-11-22', <DayReportPage />, { nodes: ['home_dayReport'] });
    expect(await screen.findByText('今日工作内容')).toBeTruthy();
    expect(screen.getByText('明日工作计划')).toBeTruthy();
    expect(screen.getByText('需协调与帮助')).toBeTruthy();
    expect(await screen.findByText('张三')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /提 ?交/ }));
    expect(await screen.findByText('请填写今日工作内容')).toBeTruthy();
    expect(screen.getByText('请填写明日工作计划')).toBeTruthy();
    expect(api.to('/api/Report/add')).toHaveLength(0);
    expect(api.to('/api/Report/findMine')[0].query.get('date')).toBe('2026-11-22');
  });

  it('switches to the 周报 template for the chosen week', async () => {
    const { where } = renderPage('/home/dayReport?type=1&date=2026-11-22', <DayReportPage />, {
      nodes: ['home_dayReport'],
    });
    await screen.findByText('今日工作内容');
    fireEvent.click(screen.getByText('周报'));
    expect(await screen.findByText('本周工作内容')).toBeTruthy();
    expect(screen.getByText('下周工作计划')).toBeTruthy();
    expect(where()).toContain('type=2');
    await waitFor(() => expect(api.to('/api/Report/findMine').at(-1)!.query.get('type')).toBe('2'));
  });

  it('opens the report already written for the period to edit it instead of writing a second', async () => {
    api.on('/api/Report/findMine', ok({ id: 5, period_label: '2026-11-22' }));
    const { where } = renderPage('/home/dayReport?type=1&date=2026-11-22', <DayReportPage />, {
      nodes: ['home_dayReport'],
    });
    expect(await screen.findByText('您已提交过2026-11-22的日报，可在下方修改')).toBeTruthy();
    expect(api.to('/api/Report/info')[0].query.get('for_edit')).toBe('1');
    fireEvent.click(await screen.findByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(api.to('/api/Report/update')).toHaveLength(1));
    expect(api.to('/api/Report/update')[0].body).toMatchObject({
      id: 5,
      work_content: '<p>拜访客户三家</p>',
      plan_content: '<p>整理报价</p>',
      recipient_ids: [8],
    });
    expect(api.to('/api/Report/add')).toHaveLength(0);
    await waitFor(() => expect(where()).toBe('/home/reportInfo?id=5'));
  });
});
