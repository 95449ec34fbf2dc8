import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { ARTICLE, TREE } from './fixtures.ts';
import { KnowledgePage } from './KnowledgePage.tsx';

const ALL = [
  'cloudDocument_knowledge',
  'cloudDocument_knowledge_add',
  'cloudDocument_knowledge_edit',
  'cloudDocument_knowledge_del',
];
const info = { ...ARTICLE, content: '<p>第一步</p>', attachments: [], attachments_files: [] };

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    '/api/KnowledgeCategory/tree': ok(TREE),
    '/api/Knowledge/list': ok([ARTICLE], { count: 1 }),
    '/api/Knowledge/info': ok(info),
    '/api/Knowledge/update': ok({ id: 7 }, { msg: '已保存' }),
    '/api/Knowledge/del': ok({ count: 1 }, { msg: '已删除' }),
    '/api/KnowledgeCategory/del': ok({ id: 3 }),
  });
});

describe('知识库', () => {
  it('lists articles with category, author, views and 置顶; the title opens 知识库详情; one page shows no pager', async () => {
    const { where } = renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    const link = await screen.findByRole('link', { name: '退款流程' });
    expect(screen.getByText('置顶')).toBeTruthy();
    expect(screen.getByText('客户投诉后的退款步骤')).toBeTruthy();
    expect(screen.getByText('产品手册/售后')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(where()).toBe('/cloudDocument/knowledgeInfo?id=7'));
  });

  it('reads the page and its size from the URL, and shows the pager when there is more than a page', async () => {
    api.on('/api/Knowledge/list', ok([ARTICLE], { count: 45 }));
    renderPage('/cloudDocument/knowledge?page=2&limit=20', <KnowledgePage />, { nodes: ALL });
    await screen.findByRole('link', { name: '退款流程' });
    expect(Object.fromEntries(api.to('/api/Knowledge/list').at(-1)!.query)).toMatchObject({ page: '2', limit: '20' });
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
    expect(screen.getByText('共 45 篇')).toBeTruthy();
  });

  it('filters by the category chosen and by keyword, keeping both in the URL', async () => {
    const { where } = renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    fireEvent.click(await screen.findByText('产品手册'));
    await waitFor(() => expect(api.to('/api/Knowledge/list').at(-1)!.query.get('category_id')).toBe('1'));
    fireEvent.change(screen.getByLabelText('搜索文章'), { target: { value: '退款' } });
    fireEvent.keyDown(screen.getByLabelText('搜索文章'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.to('/api/Knowledge/list').at(-1)!.query.get('keyword')).toBe('退款'));
    expect(where()).toContain('category_id=1');
  });

  it('shows 暂无数据 and no changing buttons to a reader', async () => {
    api.on('/api/Knowledge/list', ok([], { count: 0 }));
    renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ['cloudDocument_knowledge'] });
    expect((await screen.findAllByText('暂无数据')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /新建文章/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建分类/ })).toBeNull();
  });

  it('删除 asks first, then sends the article to the 回收站', async () => {
    renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    await screen.findByRole('link', { name: '退款流程' });
    fireEvent.click(screen.getByRole('button', { name: /^删 ?除$/ }));
    expect(await screen.findByText(/删除后可在知识库回收站中恢复/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/Knowledge/del')).toHaveLength(1));
    expect(api.to('/api/Knowledge/del')[0].body).toEqual({ ids: [7] });
  });

  it('deleting a category asks first', async () => {
    renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    fireEvent.click(await screen.findByRole('button', { name: '删除「制度」' }));
    expect(await screen.findByText('确定删除分类「制度」吗？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确 ?定/ }));
    await waitFor(() => expect(api.to('/api/KnowledgeCategory/del')[0]?.body).toEqual({ id: 3 }));
  });

  it('moves a category under another, never offering itself or its own sub-categories', async () => {
    api.on('/api/KnowledgeCategory/move', ok({ id: 1 }, { msg: '已移动' }));
    renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    fireEvent.click(await screen.findByRole('button', { name: '移动「产品手册」' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('button', { name: /移\s*动/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    await waitFor(() => expect(document.querySelector('.ant-select-dropdown')).toBeTruthy());
    const dropdown = document.querySelector<HTMLElement>('.ant-select-dropdown')!;
    const options = await within(dropdown).findAllByRole('treeitem');
    expect(options.map((o) => o.textContent)).toEqual(['顶级分类', '制度']);
    fireEvent.click(within(dropdown).getByTitle('制度'));
    fireEvent.click(within(dialog).getByRole('button', { name: /移\s*动/ }));
    await waitFor(() => expect(api.to('/api/KnowledgeCategory/move')[0]?.body).toEqual({ id: 1, parent_id: 3 }));
  });

  it('编辑 loads the article without counting a view; a refusal keeps the drawer open with what was typed', async () => {
    api.on('/api/Knowledge/update', { code: 4000, msg: '请选择文章分类', data: null });
    renderPage('/cloudDocument/knowledge', <KnowledgePage />, { nodes: ALL });
    await screen.findByRole('link', { name: '退款流程' });
    fireEvent.click(screen.getByRole('button', { name: /编 ?辑/ }));
    const drawer = await screen.findByRole('dialog');
    const title = await within(drawer).findByLabelText('标题');
    expect(api.to('/api/Knowledge/info')[0].query.get('for_edit')).toBe('1');
    fireEvent.change(title, { target: { value: '退款流程（新版）' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保 ?存/ }));
    await waitFor(() => expect(api.to('/api/Knowledge/update')).toHaveLength(1));
    expect(api.to('/api/Knowledge/update')[0].body).toMatchObject({
      id: 7,
      title: '退款流程（新版）',
      category_id: 2,
      content: '<p>第一步</p>',
      is_top: true,
      attachments: [],
    });
    await waitFor(() => expect(api.toasts).toContain('请选择文章分类'));
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('退款流程（新版）');
  });
});
