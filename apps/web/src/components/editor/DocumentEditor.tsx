import { useEffect, useRef } from 'react';
import { StandaloneRichTextEditor } from './RichTextEditor.tsx';

export type DocumentEditorProps = {
  /** HTML; '' when empty */
  value?: string;
  /** every change */
  onChange?: (html: string) => void;
  /** the latest HTML once typing has paused for `idleMs` (and when the editor closes with unsaved typing): a place to save */
  onIdle?: (html: string) => void;
  idleMs?: number;
  placeholder?: string;
  ariaLabel?: string;
};

/** The editor as a whole page (online documents): taller writing area, image paste and drop, the slash menu. */
export function DocumentEditor({
  value,
  onChange,
  onIdle,
  idleMs = 1500,
  placeholder = '输入 / 插入标题、列表、表格、公式等',
  ariaLabel = '文档内容',
}: DocumentEditorProps) {
  const pending = useRef<{ html: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const idle = useRef(onIdle);
  idle.current = onIdle;

  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { html } = pending.current;
    pending.current = null;
    idle.current?.(html);
  };
  useEffect(() => flush, []);

  const changed = (html: string) => {
    onChange?.(html);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { html, timer: setTimeout(flush, idleMs) };
  };
  return (
    <StandaloneRichTextEditor
      layout="document"
      imageUpload
      value={value}
      onChange={changed}
      placeholder={placeholder}
      ariaLabel={ariaLabel}
    />
  );
}
