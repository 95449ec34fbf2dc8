import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { opportunityEntity } from '@suwork/domain/entities';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EntityFormPage } from '../../../engine/EntityFormPage.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { DICTIONARIES_REPLY } from '../../../test/choices-fixtures.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { GROUP, PROJECT_GROUP } from '../pipeline/pipeline-fixtures.ts';
import { SALES_EXTENSIONS } from './sales-extensions.tsx';

const chance = {
  id: 5,
  chance_id: 5,
  chance_name: '华东数据中心扩容',
  enterprise_id: 7,
  enterprise_name: '上海华东科技有限公司',
  company_name: '上海华东科技有限公司',
  stage_group_id: 1,
  stage_group_name: '标准销售流程',
  stage_id: 12,
  stage_name: '需求确认',
  expect_success: '30.00',
  amount: '120000.00',
  status: 1,
  product_lines: [],
  attachments: [],
};

// the selects are their own chunk, loaded with the first form that shows them
beforeAll(async () => {
  await import('./StageInputs.tsx');
}, 60_000);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Chance/info': ok(chance),
    '/api/Chance/update': ok({ id: 5 }, { msg: '保存成功' }),
    '/api/ChanceStage/groupsFor': ok([GROUP, { ...PROJECT_GROUP, status: 1 }]),
    '/api/ChanceStage/groups': ok([GROUP, PROJECT_GROUP]),
    '/api/Option/getAll': DICTIONARIES_REPLY,
  });
});

const NODES = ['customer_opportunities', 'customer_opportunities_edit', 'customer_opportunities_add'];
const form = (mode: 'add' | 'edit') =>
  renderPage(
    mode === 'edit' ? routePath('editOpportunity', { id: 5 }) : routePath('addOpportunity', {}),
    <EntityFormPage entity={opportunityEntity} mode={mode} extension={SALES_EXTENSIONS[opportunityEntity.key]} />,
    {
      nodes: NODES,
    },
  );
/** Waits for the form's fields (the stage selects load with their own chunk). */
const shows = (label: string, text: string) =>
  waitFor(() => expect(within(item(label)).getByText(text)).toBeTruthy(), { timeout: 45_000 });
/** The form item of a field, by its label. */
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const comboOf = (label: string) => within(item(label)).getByRole('combobox');
/** The options a select lists once opened. */
async function optionsOf(label: string) {
  fireEvent.mouseDown(comboOf(label));
  await screen.findAllByRole('listbox');
  const open = [...document.querySelectorAll('.ant-select-dropdown')]
    .filter((d) => !d.classList.contains('ant-select-dropdown-hidden'))
    .at(-1)!;
  return [...open.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
}
const pick = async (text: string) => fireEvent.click((await screen.findAllByTitle(text)).at(-1)!);

describe('商机阶段 in the opportunity form', () => {
  it("is a select of its group's stages in order, each with its win rate; a stage sets 赢率 and is saved by id", async () => {
    form('edit');
    await shows('商机阶段', '需求确认（30%）');
    expect(within(item('阶段组')).getByText('标准销售流程')).toBeTruthy();
    expect(await optionsOf('商机阶段')).toEqual(['初步接洽（10%）', '需求确认（30%）', '商务谈判（70.5%）']);
    await pick('商务谈判（70.5%）');
    expect((screen.getByLabelText('赢率') as HTMLInputElement).value).toBe('70.50');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.to('/api/Chance/update')).toHaveLength(1));
    expect(api.to('/api/Chance/update')[0].body).toMatchObject({ id: 5, stage_id: 13 });
    expect(api.to('/api/Chance/update')[0].body).not.toHaveProperty('stage_group_id');
  });

  it('is cleared when another group is chosen, which then offers its own stages', async () => {
    form('edit');
    await shows('商机阶段', '需求确认（30%）');
    fireEvent.mouseDown(comboOf('阶段组'));
    await pick('项目型销售');
    await waitFor(() => expect(within(item('商机阶段')).queryByText('需求确认（30%）')).toBeNull());
    expect(within(item('商机阶段')).getByText('请选择商机阶段')).toBeTruthy();
    expect(await optionsOf('商机阶段')).toEqual(['立项（20%）', '投标（60%）']);
  });

  it('starts a new opportunity in the first group, its first stage by default', async () => {
    form('add');
    await shows('阶段组', '标准销售流程');
    expect(within(item('商机阶段')).getByText('默认：初步接洽（10%）')).toBeTruthy();
  });

  it('cannot be changed on an ended opportunity', async () => {
    api.on('/api/Chance/info', ok({ ...chance, status: 2, stage_id: 13, stage_name: '商务谈判' }));
    form('edit');
    await shows('商机阶段', '商务谈判（70.5%）');
    expect(item('商机阶段').querySelector('.ant-select-disabled')).not.toBeNull();
    expect(item('阶段组').querySelector('.ant-select-disabled')).not.toBeNull();
  });
});
