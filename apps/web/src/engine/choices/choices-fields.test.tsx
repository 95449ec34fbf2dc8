import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { DICTIONARIES_REPLY, TAGS_REPLY } from '../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { DetailFields } from '../detail/DetailFields.tsx';
import { EntityFormPage } from '../EntityFormPage.tsx';
import { EntityListPage } from '../EntityListPage.tsx';

const record = {
  id: 7,
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  source: 10,
  source_name: '展会',
  industry: 2,
  industry_name: '金融',
  tags: [12, 21],
  tags_names: '潜力、老客户介绍',
  owner_user_id: 3,
  owner_user_name: '王强',
  create_time: '2024-05-01 10:00:00',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Option/getAll': DICTIONARIES_REPLY,
    '/api/Tag/getList': TAGS_REPLY,
    '/api/Customer/info': ok(record),
    '/api/Customer/getList': ok([record], { count: 1 }),
    '/api/Customer/update': ok({ id: 7 }, { msg: '保存成功' }),
    '/api/user/getList': ok([]),
  });
});

const fieldItem = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const optionsShown = () => [
  ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option'),
];

describe('dictionary-backed selects', () => {
  it('offer the dictionary’s options in its order; a disabled one is shown on the record that holds it but cannot be chosen', async () => {
    renderPage('/customer/editCustomer?id=7', <EntityFormPage entity={customerEntity} mode="edit" />);
    const source = await screen.findByText('展会（已停用）');
    fireEvent.mouseDown(within(fieldItem('客户来源')).getByRole('combobox'));
    await waitFor(() =>
      expect(optionsShown().map((o) => o.textContent)).toEqual(['搜索引擎', '地推活动', '展会（已停用）']),
    );
    const disabled = optionsShown()[2];
    expect(disabled.getAttribute('aria-disabled') ?? disabled.className).toMatch(/true|disabled/);
    fireEvent.click(disabled);
    expect(source.textContent).toBe('展会（已停用）');
    fireEvent.click(screen.getByText('地推活动', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/Customer/update')).toHaveLength(1));
    expect(api.to('/api/Customer/update')[0].body).toMatchObject({ id: 7, source: 1 });
  });
});

describe('the tags field', () => {
  it('is chosen in the form from tags grouped as in 标签管理 and sent as tag ids', async () => {
    renderPage('/customer/editCustomer?id=7', <EntityFormPage entity={customerEntity} mode="edit" />);
    await screen.findByText('潜力');
    fireEvent.mouseDown(within(fieldItem('标签')).getByRole('combobox'));
    expect(await screen.findByText('客户价值', { selector: '.ant-select-item-group' })).toBeTruthy();
    expect(screen.getByText('来源渠道', { selector: '.ant-select-item-group' })).toBeTruthy();
    fireEvent.click(screen.getByText('重点', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/Customer/update')).toHaveLength(1));
    expect(api.to('/api/Customer/update')[0].body).toEqual({ id: 7, tags: [12, 21, 11] });
  });

  it('shows as coloured tags on the list, which filters by any of the chosen tags', async () => {
    renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, { nodes: ['customer_customer'] });
    const chip = await screen.findByText('潜力', { selector: '.ant-tag' });
    // in its group's colour (客户价值: #f5222d), its text dark enough to read on the tint
    await waitFor(() => expect(chip.closest('.ant-tag')!.getAttribute('style')).toMatch(/245, 34, 45|#f5222d/i));
    expect(chip.closest('.ant-tag')!.getAttribute('style')).toMatch(/(^|;\s*)color: rgba\(0, 0, 0, 0\.88\)/);
    expect(screen.getByText('老客户介绍', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('展会')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /展 ?开/ }));
    fireEvent.mouseDown(
      within(screen.getByText('标签', { selector: 'label' }).closest('.ant-form-item') as HTMLElement).getByRole(
        'combobox',
      ),
    );
    fireEvent.click(await screen.findByText('重点', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByText('老客户介绍', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /搜 ?索/ }));
    await waitFor(() => expect(api.to('/api/Customer/getList').at(-1)?.query.get('tags')).toBe('11,21'));
  });

  it('shows the record’s tags on the detail page by name even before the tag list arrives', async () => {
    api.on('/api/Tag/getList', { code: 500, msg: '服务器错误，请稍后重试', data: null });
    renderPage('/customer/customerInfo', <DetailFields def={customerEntity} row={record} />);
    expect(await screen.findByText('潜力', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('老客户介绍', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('展会')).toBeTruthy();
  });
});
