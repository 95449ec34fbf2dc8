import { screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import { DocumentEditor } from './DocumentEditor.tsx';

describe('document editor', () => {
  it('reports every change, and the latest text once typing pauses', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const onIdle = vi.fn<(html: string) => void>();
    renderPage('/x', <DocumentEditor onChange={onChange} onIdle={onIdle} idleMs={100} />);
    const box = screen.getByRole('textbox', { name: '文档内容' }) as HTMLElement & { editor: Editor };
    box.editor.commands.insertContent('第一');
    box.editor.commands.insertContent('段');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(onIdle).not.toHaveBeenCalled();
    await waitFor(() => expect(onIdle).toHaveBeenCalledTimes(1));
    expect(onIdle).toHaveBeenCalledWith('<p>第一段</p>');
  });

  it('hands over unsaved typing when it closes', () => {
    const onIdle = vi.fn<(html: string) => void>();
    const view = renderPage('/x', <DocumentEditor onIdle={onIdle} idleMs={10_000} />);
    (
      screen.getByRole('textbox', { name: '文档内容' }) as HTMLElement & { editor: Editor }
    ).editor.commands.insertContent('草稿');
    view.unmount();
    expect(onIdle).toHaveBeenCalledWith('<p>草稿</p>');
  });
});
