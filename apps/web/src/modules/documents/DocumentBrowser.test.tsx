import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { MySpacePage } from './MySpacePage.tsx';

const item = (id: number, name: string, kind: number, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  kind,
  ext: name.includes('.') ? name.split('.').pop() : '',
  file_type: kind === 1 ? 1 : 7,
  size: kind === 2 ? 2048 : 0,
  file_id: kind === 2 ? id + 100 : 0,
  url: kind === 2 ? `/api/Upload/file?id=${id + 100}` : '',
  parent_id: 0,
  space_type: 1,
  space_id: 3,
  version: 1,
  create_user_name: '王强',
  update_user_name: '王强',
  create_time: '2026-11-20 10:00:00',
  update_time: '2026-11-20 10:00:00',
  collected: false,
  ...extra,
});
const root = [item(1, '合同资料', 1), item(2, '报价单.txt', 2)];
const inFolder = [item(3, '2026', 1, { parent_id: 1 })];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/Document/list': (req) =>
      req.query.get('parent_id') === '1'
        ? ({ ...ok(inFolder, { count: 1 }), breadcrumb: [{ id: 1, name: '合同资料' }], can_edit: true } as never)
        : ({ ...ok(root, { count: 2 }), breadcrumb: [], can_edit: true } as never),
    '/api/Document/quota': ok({ used: 1024 * 1024, total: 10 * 1024 ** 3 }),
    '/api/Document/getSetting': ok({
      allowed_exts: '',
      max_file_mb: 2048,
      hide_download_user_id: 0,
      default_quota_gb: 10,
    }),
    '/api/Document/createFolder': ok(item(9, '新文件夹', 1), { msg: '创建成功' }),
    '/api/Document/del': ok({ count: 1 }, { msg: '已移入回收站' }),
    '/api/ProjectDocument/createBatchFolder': ok({ 相册: 21, '相册/2026': 22 }),
    '/api/Upload/doUpload': (req) =>
      ok({
        id: 50,
        name: 'x',
        url: '/api/Upload/file?id=50',
        attachment_id: 50,
        title: String((req.body as Record<string, string>).file),
      }),
    '/api/Document/addFile': ok(item(60, 'a.png', 2)),
  });
});

const open = (query = '') => renderPage(`/cloudDocument/mySpace${query}`, <MySpacePage />);

describe('我的空间', () => {
  it('lists folders and files with the quota, and opens a folder in the query', async () => {
    const { where } = open();
    expect(await screen.findByText('报价单.txt')).toBeTruthy();
    expect(screen.getByText(/已用 1.0 MB \/ 10 GB/)).toBeTruthy();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /合同资料/ })[0]);
    await waitFor(() => expect(where()).toBe('/cloudDocument/mySpace?folder=1'));
    expect(await screen.findByText('2026')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/Document/list').at(-1)!.query)).toMatchObject({
      parent_id: '1',
      space_type: '1',
    });
  });

  it('asks for the page in the URL, and opens another folder at its first page', async () => {
    const { where } = open('?page=2');
    expect(await screen.findByText('报价单.txt')).toBeTruthy();
    expect(Object.fromEntries(api.to('/api/Document/list').at(-1)!.query)).toMatchObject({ page: '2', limit: '100' });
    fireEvent.click(screen.getAllByRole('button', { name: /合同资料/ })[0]);
    await waitFor(() => expect(where()).toBe('/cloudDocument/mySpace?folder=1'));
  });

  it('新建 → 文件夹 asks for a name, refuses a bad one, and creates it here', async () => {
    open('?folder=1');
    await screen.findByText('2026');
    fireEvent.click(screen.getByRole('button', { name: /新建/ }));
    fireEvent.click(await screen.findByText('文件夹'));
    const input = await screen.findByLabelText('文件夹名称');
    fireEvent.change(input, { target: { value: 'a/b' } });
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    expect(await screen.findByText(/名称不能包含/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '2027' } });
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/Document/createFolder')).toHaveLength(1));
    expect(api.to('/api/Document/createFolder')[0].body).toMatchObject({ name: '2027', parent_id: 1, space_type: 1 });
  });

  it('deletes the selected items after a confirmation', async () => {
    open();
    await screen.findByText('报价单.txt');
    const row = screen.getByText('报价单.txt').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删 ?除/ }));
    expect(await screen.findByText(/确定删除选中的 1 项吗/)).toBeTruthy();
    expect(api.to('/api/Document/del')).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: /确 ?定/ }).at(-1)!);
    await waitFor(() => expect(api.to('/api/Document/del')).toHaveLength(1));
    expect(api.to('/api/Document/del')[0].body).toEqual({ ids: [2] });
  });

  it('a folder upload makes its folders first, then puts each file in its own, skipping ._ files', async () => {
    const { container } = open();
    await screen.findByText('报价单.txt');
    const withPath = (name: string, path: string) => {
      const f = new File(['x'], name);
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      return f;
    };
    const input = container.querySelector('input[aria-label="选择文件夹"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: {
        files: [
          withPath('a.png', '相册/a.png'),
          withPath('b.png', '相册/2026/b.png'),
          withPath('._b.png', '相册/2026/._b.png'),
        ],
      },
    });
    await waitFor(() => expect(api.to('/api/Document/addFile')).toHaveLength(2));
    expect(api.to('/api/ProjectDocument/createBatchFolder')[0].body).toMatchObject({
      folders: ['相册', '相册/2026'],
      parentId: 0,
    });
    expect(api.to('/api/Document/addFile').map((r) => (r.body as { parent_id: number }).parent_id)).toEqual([21, 22]);
    expect(await screen.findByText('上传列表（2/2）')).toBeTruthy();
  });

  it('leaves out the types 文档设置 does not allow, saying which', async () => {
    api.on(
      '/api/Document/getSetting',
      ok({ allowed_exts: 'png,pdf', max_file_mb: 2048, hide_download_user_id: 0, default_quota_gb: 10 }),
    );
    const { container } = open();
    await screen.findByText('报价单.txt');
    const input = container.querySelector('input[aria-label="选择文件"]') as HTMLInputElement;
    await waitFor(() => expect(input.getAttribute('accept')).toBe('.png,.pdf'));
    fireEvent.change(input, { target: { files: [new File(['x'], 'tool.exe'), new File(['x'], 'a.png')] } });
    expect(await screen.findByText('不允许上传该类型的文件：tool.exe')).toBeTruthy();
    await waitFor(() => expect(api.to('/api/Document/addFile')).toHaveLength(1));
    expect(api.to('/api/Upload/doUpload')).toHaveLength(1);
  });
});
