import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { customerEntity } from '@suwork/domain/entities';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { EntityListPage } from '../EntityListPage.tsx';

const IMPORT = '/api/Customer/import';
const NODES = ['customer_customer', 'customer_customer_import'];
const BAD = {
  total: 3,
  valid: 1,
  invalid: 2,
  errors: [
    { row: 2, message: '请输入客户名称' },
    { row: 4, message: '客户级别取值无效' },
  ],
  report_url: '/api/download?t=report',
};
const GOOD = { total: 3, valid: 3, invalid: 0, errors: [], report_url: null };

let api: ReturnType<typeof fakeApi>;
let opened: string[];
beforeEach(() => {
  opened = [];
  window.open = (url?: string | URL) => {
    opened.push(String(url));
    return null;
  };
  api = fakeApi({
    '/api/Customer/getList': ok([], { count: 0 }),
    '/api/Customer/importTemplate': ok({ url: '/api/download?t=template' }),
    [IMPORT]: ({ body }) =>
      (body as Record<string, string>).mode === 'commit'
        ? ok({ created: 2, updated: 1 })
        : ok((body as Record<string, string>).file === 'file:good.xlsx' ? GOOD : BAD),
  });
});

const dialog = () => screen.getByRole('dialog', { name: '导入客户' });
const button = (name: RegExp) => within(dialog()).getByRole('button', { name }) as HTMLButtonElement;
const pickFile = (name: string) =>
  fireEvent.change(dialog().querySelector('input[type=file]') as HTMLInputElement, {
    target: {
      files: [new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })],
    },
  });

async function openDialog(nodes: readonly string[] = NODES) {
  renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, { nodes });
  fireEvent.click(await screen.findByRole('button', { name: /导 ?入/ }));
  await screen.findByRole('dialog', { name: '导入客户' });
}

describe('import', () => {
  it('needs the import node', async () => {
    renderPage('/customer/customer', <EntityListPage entity={customerEntity} />, { nodes: ['customer_customer'] });
    await waitFor(() => expect(api.to('/api/Customer/getList')).toHaveLength(1));
    expect(screen.getByRole('button', { name: /新 ?建|搜 ?索/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /导 ?入/ })).toBeNull();
  });

  it('下载模板 opens the template', async () => {
    await openDialog();
    fireEvent.click(button(/下载模板/));
    await waitFor(() => expect(opened).toEqual(['/api/download?t=template']));
  });

  it('校验 shows the totals, the errors and the report; 导入 stays off while there are errors', async () => {
    await openDialog();
    expect(button(/校 ?验/).disabled).toBe(true);
    expect(button(/导 ?入/).disabled).toBe(true);
    pickFile('bad.xlsx');
    await waitFor(() => expect(button(/校 ?验/).disabled).toBe(false));
    fireEvent.click(button(/校 ?验/));
    expect(await within(dialog()).findByText('共 3 行，有效 1 行，错误 2 行，请修正后重新校验')).toBeTruthy();
    expect(within(dialog()).getByText('客户级别取值无效')).toBeTruthy();
    expect(api.to(IMPORT)[0].body).toEqual({ mode: 'check', file: 'file:bad.xlsx' });
    expect(button(/导 ?入/).disabled).toBe(true);
    fireEvent.click(button(/下载错误报告/));
    expect(opened).toEqual(['/api/download?t=report']);
  });

  it('a clean check enables 导入, which commits, reports the counts and refreshes the list', async () => {
    await openDialog();
    pickFile('good.xlsx');
    await waitFor(() => expect(button(/校 ?验/).disabled).toBe(false));
    fireEvent.click(button(/校 ?验/));
    expect(await within(dialog()).findByText('共 3 行，全部有效，可以导入')).toBeTruthy();
    const listCalls = api.to('/api/Customer/getList').length;
    fireEvent.click(button(/导 ?入/));
    await waitFor(() => expect(api.to(IMPORT)).toHaveLength(2));
    expect(api.to(IMPORT)[1].body).toEqual({ mode: 'commit', file: 'file:good.xlsx' });
    expect(await screen.findByText('导入成功：新增 2 条，更新 1 条')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入客户' })).toBeNull());
    await waitFor(() => expect(api.to('/api/Customer/getList').length).toBeGreaterThan(listCalls));
  });

  it('only .xlsx files are taken', async () => {
    await openDialog();
    pickFile('customers.csv');
    expect(await screen.findByText('请选择 .xlsx 格式的 Excel 文件')).toBeTruthy();
    expect(button(/校 ?验/).disabled).toBe(true);
  });
});
