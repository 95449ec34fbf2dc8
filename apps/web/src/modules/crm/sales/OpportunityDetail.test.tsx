import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opportunityEntity } from '@suwork/domain/entities';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { SALES_EXTENSIONS } from './sales-extensions.tsx';

const chance = {
  id: 5,
  chance_id: 5,
  chance_name: '华东数据中心扩容',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  company_name: '上海华东科技有限公司',
  stage_id: 3,
  stage_name: '方案报价',
  expect_success: '60.00',
  amount: '120000.00',
  status: 1,
  owner_user_id: 3,
  owner_user_name: '王强',
  product_lines: [],
};
const rivals = [{ rival_id: 1, rival_name: '甲方科技', threat_level: 3 }];

// the header's buttons and tabs are a chunk of their own, loaded with the first detail page that shows them
beforeAll(async () => {
  await import('./detail-parts.ts');
}, 60_000);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Chance/info': ok(chance),
    '/api/Chance/getLog': ok([], { count: 0 }),
    '/api/CommonFollow/getList': ok({}, { count: 0 }),
    '/api/Chance/getTeam': ok({
      groupUser: [],
      manager_user_id: 3,
      leader_id: 3,
      manager: { user_id: 3, user_name: '王强' },
    }),
    '/api/Chance/changeStatus': ok(null, { msg: '操作成功' }),
    '/api/Chance/stageHistory': ok([
      {
        from_name: '',
        to_name: '初步接洽',
        user_name: '王强',
        create_time: '2024-05-01 10:00:00',
        seconds_in_stage: 3 * 86400 + 4 * 3600 + 120,
      },
      {
        from_name: '初步接洽',
        to_name: '需求确认',
        user_name: '王强',
        create_time: '2024-05-04 14:02:00',
        seconds_in_stage: 2 * 3600 + 15 * 60,
      },
      {
        from_name: '需求确认',
        to_name: '方案报价',
        user_name: '李娜',
        create_time: '2024-05-04 16:17:00',
        seconds_in_stage: 30,
      },
    ]),
    '/api/Chance/rivals': ok(rivals),
    '/api/Chance/linkRivals': ok(null, { msg: '操作成功' }),
    '/api/Rival/getList': ok(
      [
        { id: 1, rival_id: 1, rival_name: '甲方科技', scale: '500人', threat_level: 3 },
        { id: 2, rival_id: 2, rival_name: '乙方软件', scale: '100人', threat_level: 1 },
      ],
      { count: 2 },
    ),
  });
});

const ALL = ['customer_opportunities', 'customer_opportunities_edit', 'customer_contract_add', 'customer_offer_add'];
const open = (nodes: readonly string[] = ALL) =>
  renderPage(
    routePath('opportunityDetails', { id: 5 }),
    <EntityDetailPage entity={opportunityEntity} extension={SALES_EXTENSIONS[opportunityEntity.key]} />,
    { nodes },
  );

/** A dialog by its title (in tests antd gives every dialog's title the same id, so its accessible name is not reliable). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

describe('opportunity detail', () => {
  it('基本信息 shows the stage by its name, once', async () => {
    open();
    const basic = (await screen.findByText('基本信息', { selector: '.ant-descriptions-title' })).closest(
      '.ant-descriptions',
    ) as HTMLElement;
    const stage = within(basic).getByText('商机阶段').closest('.ant-descriptions-item') as HTMLElement;
    expect(within(stage).getByText('方案报价')).toBeTruthy();
    expect(stage.textContent).not.toContain('3');
    expect(screen.getAllByText('商机阶段', { selector: '.ant-descriptions-item-label' })).toHaveLength(1);
  });

  it('输单 asks the reason (required) and posts changeStatus with it', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: /输 ?单/ }));
    const dialog = await dialogTitled('标记为输单');
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await within(dialog).findByText('请填写输单原因')).toBeTruthy();
    expect(api.to('/api/Chance/changeStatus')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('输单原因'), { target: { value: ' 价格高于对手 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() =>
      expect(api.to('/api/Chance/changeStatus')[0]?.body).toEqual({ chance_id: 5, status: 3, reason: '价格高于对手' }),
    );
    // the record is read again
    await waitFor(() => expect(api.to('/api/Chance/info').length).toBeGreaterThan(1));
  });

  it('转为合同 opens the contract form of an open one with the ids', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByRole('button', { name: '转为合同' }));
    expect(where()).toBe(routePath('addContract', { chance_id: 5, enterprise_id: 7, step: 1 }));
  });

  it('赢单 confirms and posts status 2; a won one offers only 重新打开 (and 新建报价), no 转为合同, 赢单 or 输单', async () => {
    // won once the status was changed
    api.on('/api/Chance/info', () => ok({ ...chance, status: api.to('/api/Chance/changeStatus').length > 0 ? 2 : 1 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /赢 ?单/ }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Chance/changeStatus')[0]?.body).toEqual({ chance_id: 5, status: 2 }));
    expect(await screen.findByRole('button', { name: '重新打开' })).toBeTruthy();
    for (const name of [/赢 ?单/, /输 ?单/, /无 ?效/, '转为合同'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getByRole('button', { name: '新建报价' })).toBeTruthy();
  });

  it('a lost one offers only 重新打开', async () => {
    api.on('/api/Chance/info', ok({ ...chance, status: 3, status_reason: '价格高于对手' }));
    open();
    expect(await screen.findByRole('button', { name: '重新打开' })).toBeTruthy();
    for (const name of [/赢 ?单/, /输 ?单/, /无 ?效/, '转为合同', '新建报价'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('新建报价 opens the offer form with the opportunity and its customer', async () => {
    const { where } = open();
    fireEvent.click(await screen.findByRole('button', { name: '新建报价' }));
    expect(where()).toBe(routePath('addOffer', { chance_id: 5, enterprise_id: 7 }));
  });

  it('without the nodes there are no status commands, links or 关联竞争对手', async () => {
    open(['customer_opportunities']);
    await screen.findByRole('heading', { name: '华东数据中心扩容' });
    for (const name of [/赢 ?单/, /输 ?单/, /无 ?效/, '新建报价', '转为合同', '重新打开'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '竞争对手' }));
    expect(await screen.findByText('甲方科技')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /关联竞争对手/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /移除/ })).toBeNull();
  });

  it('阶段历程 shows each move, who and when, and the time spent, the current stage marked', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '阶段历程' }));
    expect(await screen.findByText('初步接洽 → 需求确认')).toBeTruthy();
    expect(screen.getByText('停留 3天4小时')).toBeTruthy();
    expect(screen.getByText('停留 2小时15分')).toBeTruthy();
    expect(screen.getByText('已停留 不到1分钟')).toBeTruthy();
    expect(screen.getByText('需求确认 → 方案报价').parentElement?.textContent).toContain('当前阶段');
    expect(api.to('/api/Chance/stageHistory')[0].query.get('chance_id')).toBe('5');
  });

  it('关联竞争对手 posts the whole new set; 移除 confirms and posts the rest', async () => {
    open();
    fireEvent.click(await screen.findByRole('tab', { name: '竞争对手' }));
    expect(await screen.findByText('甲方科技')).toBeTruthy();
    expect(screen.getByText('高')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /关联竞争对手/ }));
    await new Promise((r) => setTimeout(r, 3000));
    const picker = await dialogTitled('关联竞争对手');
    fireEvent.click((await within(picker).findByText('乙方软件')).closest('tr') as HTMLElement);
    fireEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Chance/linkRivals')[0]?.body).toEqual({ chance_id: 5, rival_ids: [1, 2] }));
    await waitFor(() => expect(screen.queryByText('关联竞争对手', { selector: '.ant-modal-title' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '移除甲方科技' }));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(api.to('/api/Chance/linkRivals')[1]?.body).toEqual({ chance_id: 5, rival_ids: [] }));
  });
});
