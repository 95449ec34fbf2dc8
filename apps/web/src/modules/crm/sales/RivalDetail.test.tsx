import { screen, fireEvent } from '@testing-library/react';
import { rivalEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { EntityDetailPage } from '../../../engine/EntityDetailPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { SALES_EXTENSIONS } from './sales-extensions.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Rival/info': ok({ id: 4, rival_id: 4, rival_name: '甲方科技', threat_level: 3 }),
    '/api/Rival/getLog': ok([], { count: 0 }),
    '/api/Rival/record': ok({
      chances: [
        {
          chance_id: 5,
          chance_name: '华东数据中心扩容',
          company_name: '上海华东科技有限公司',
          status: 2,
          amount: '120000.00',
        },
        { chance_id: 6, chance_name: '园区安防升级', company_name: '杭州西湖贸易有限公司', status: 3, amount: null },
        {
          chance_id: 7,
          chance_name: '门店收银系统',
          company_name: '南京秦淮餐饮有限公司',
          status: 1,
          amount: '30000.00',
        },
      ],
      won: 1,
      lost: 1,
      open: 1,
    }),
  });
});

describe('rival detail', () => {
  it('交锋记录 shows 赢 / 输 / 进行中 and the opportunities, each linked, with its status', async () => {
    renderPage(
      routePath('rivalInfo', { id: 4 }),
      <EntityDetailPage entity={rivalEntity} extension={SALES_EXTENSIONS[rivalEntity.key]} />,
      {
        nodes: ['customer_rival', 'customer_opportunities'],
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: '交锋记录' }));
    const link = await screen.findByRole('link', { name: '华东数据中心扩容' });
    expect(link.getAttribute('href')).toBe(routePath('opportunityDetails', { id: 5 }));
    const count = (title: string) =>
      screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic')?.textContent;
    expect([count('赢'), count('输'), count('进行中')]).toEqual(['赢1', '输1', '进行中1']);
    expect(screen.getByText('园区安防升级').closest('tr')?.textContent).toContain('输单');
    expect(screen.getByText('门店收银系统').closest('tr')?.textContent).toContain('进行中');
    expect(api.to('/api/Rival/record')[0].query.get('rival_id')).toBe('4');
  });
});
