import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { StandaloneRichTextEditor } from './RichTextEditor.tsx';

const UPLOAD = '/api/Upload/doUpload';

// jsdom has no layout; ProseMirror measures ranges when it scrolls the cursor into view
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({
    [UPLOAD]: () => ok({ id: 11, name: 'a.png', url: '/api/Upload/file?id=11', attachment_id: 11, title: 'a.png' }),
  });
});

function open() {
  const onChange = vi.fn<(html: string) => void>();
  renderPage('/x', <StandaloneRichTextEditor imageUpload ariaLabel="内容" onChange={onChange} />);
  const box = screen.getByRole('textbox', { name: '内容' }) as HTMLElement & { editor: Editor };
  const type = (text: string) => box.editor.chain().focus().insertContent(text).run();
  const key = (k: string) => fireEvent.keyDown(box, { key: k });
  const html = () => box.editor.getHTML();
  return { box, type, key, html, onChange };
}

const menu = () => screen.getByRole('listbox', { name: '插入' });
const options = () =>
  within(menu())
    .queryAllByRole('option')
    .map((o) => o.textContent);

describe('slash menu', () => {
  it('opens on / with every command, each with its key', async () => {
    const { type } = open();
    type('/');
    await waitFor(() => expect(options()).toHaveLength(13));
    expect(options()).toContain('标题2/h2');
    expect(options()).toContain('表格/table');
  });

  it('filters only after typing pauses for 500 ms', async () => {
    const { type } = open();
    type('/');
    await waitFor(() => expect(options()).toHaveLength(13));
    const typed = Date.now();
    type('tab');
    expect(options()).toHaveLength(13);
    await waitFor(() => expect(options()).toEqual(['表格/table']));
    expect(Date.now() - typed).toBeGreaterThanOrEqual(450);
  });

  it('applies 标题2 with Enter and replaces the typed command', async () => {
    const { type, key, html } = open();
    type('/h2');
    await waitFor(() => expect(options()).toEqual(['标题2/h2']));
    key('Enter');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    type('概要');
    expect(html()).toMatch(/^<h2>概要<\/h2>/);
  });

  it('moves with the arrow keys and applies by click', async () => {
    const { type, key, html } = open();
    type('/h');
    await waitFor(() => expect(options()).toHaveLength(5));
    key('ArrowDown');
    key('ArrowDown');
    await waitFor(() => expect(within(menu()).getByRole('option', { selected: true }).textContent).toBe('标题3/h3'));
    fireEvent.click(within(menu()).getByText('标题5'));
    expect(html()).toMatch(/^<h5><\/h5>/);
  });

  it('inserts a 3×3 table with a header row', async () => {
    const { type, key, html } = open();
    type('/table');
    await waitFor(() => expect(options()).toEqual(['表格/table']));
    key('Enter');
    await waitFor(() => expect(html()).toContain('<table>'));
    const doc = new DOMParser().parseFromString(html(), 'text/html');
    expect(doc.querySelectorAll('tr')).toHaveLength(3);
    expect(doc.querySelectorAll('tr:first-child th')).toHaveLength(3);
    expect(doc.querySelectorAll('td')).toHaveLength(6);
  });

  it('turns the line into a 待办 list', async () => {
    const { type, key, html } = open();
    type('/todo');
    await waitFor(() => expect(options()).toEqual(['待办/todo']));
    key('Enter');
    type('回访客户');
    expect(html()).toContain('data-type="taskList"');
    expect(html()).toContain('data-checked="false"');
    expect(html()).toContain('回访客户');
  });

  it('asks for a formula and draws it with KaTeX; a broken formula shows 公式有误', async () => {
    const { type, key, html, box } = open();
    type('/math');
    await waitFor(() => expect(options()).toEqual(['公式/math']));
    key('Enter');
    const dialog = await screen.findByRole('dialog', { name: '插入公式' });
    fireEvent.change(within(dialog).getByLabelText('LaTeX 公式'), { target: { value: '\\frac{' } });
    await waitFor(() => expect(within(dialog).getByLabelText('公式预览').textContent).toBe('公式有误：\\frac{'));
    fireEvent.change(within(dialog).getByLabelText('LaTeX 公式'), { target: { value: 'E=mc^2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(html()).toContain('data-latex="E=mc^2"'));
    await waitFor(() => expect(box.querySelector('.katex')).not.toBeNull());
  });

  it('links only http, https and mailto addresses', async () => {
    const { type, key, html } = open();
    type('/link');
    await waitFor(() => expect(options()).toEqual(['链接/link']));
    key('Enter');
    const dialog = await screen.findByRole('dialog', { name: '插入链接' });
    const input = within(dialog).getByLabelText('链接地址');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入以 http://、https:// 或 mailto: 开头的地址')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'https://example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(html()).toContain('href="https://example.com"'));
  });

  it('shows 暂无搜索结果 when nothing matches, and Esc closes the menu', async () => {
    const { type, key } = open();
    type('/zzz');
    await waitFor(() => expect(options()).toHaveLength(13));
    await waitFor(() => expect(within(menu()).getByText('暂无搜索结果')).toBeTruthy());
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('slash menu and focus', () => {
  it('closes when the editor loses focus', async () => {
    const { type, box } = open();
    type('/');
    await waitFor(() => expect(options()).toHaveLength(13));
    fireEvent.blur(box);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

const image = (name: string, size = 10) => {
  const f = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const paste = (box: HTMLElement, file: File) =>
  fireEvent.paste(box, { clipboardData: { files: [file], types: ['Files'], getData: () => '' } });

describe('image paste', () => {
  it('uploads a pasted image and shows it with the returned address', async () => {
    const { box, html } = open();
    paste(box, image('a.png'));
    await waitFor(() => expect(html()).toContain('src="/api/Upload/file?id=11"'));
    expect(api.to(UPLOAD)).toHaveLength(1);
    expect(api.to(UPLOAD)[0].body).toEqual({ file: 'file:a.png' });
  });

  it('refuses an image over 20M with 单个文件最大体积限制为20M！', async () => {
    const { box, html } = open();
    paste(box, image('big.png', 20_971_521));
    expect(await screen.findByText('单个文件最大体积限制为20M！')).toBeTruthy();
    expect(api.to(UPLOAD)).toHaveLength(0);
    expect(html()).not.toContain('<img');
  });

  it('says 图片上传失败！ when the upload fails', async () => {
    api = fakeApi({ [UPLOAD]: () => ({ code: 1, msg: '失败', data: null }) });
    const { box } = open();
    paste(box, image('a.png'));
    expect(await screen.findByText('图片上传失败！')).toBeTruthy();
  });
});
