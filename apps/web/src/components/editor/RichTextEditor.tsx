import { BoldOutlined, PictureOutlined, ItalicOutlined, OrderedListOutlined, RedoOutlined, StrikethroughOutlined, UnderlineOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { MSG } from '@suwork/domain';
import { App, Button, Form, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { HttpError } from '../../api/http.ts';
import { isPreviewableImage, UPLOAD_MAX_BYTES } from '../../lib/files.ts';
import { uploadFile } from '../upload/upload-api.ts';
import { isEmptyHtml } from './html-text.ts';
import { ImageNode } from './image-node.ts';
import styles from './RichTextEditor.module.css';

type Props = {
  /** HTML; '' when empty */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  id?: string;
  /** accessible name of the editing area */
  ariaLabel?: string;
  /** a 插入图片 button: the picked image is uploaded (POST /api/Upload/doUpload) and shown in the text */
  imageUpload?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
};

type Tool = { key: string; title: string; icon: ReactNode; active?: (e: Editor) => boolean; run: (e: Editor) => void };

const TOOLS: readonly Tool[] = [
  { key: 'bold', title: '加粗', icon: <BoldOutlined />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', title: '斜体', icon: <ItalicOutlined />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'underline', title: '下划线', icon: <UnderlineOutlined />, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
  { key: 'strike', title: '删除线', icon: <StrikethroughOutlined />, active: (e) => e.isActive('strike'), run: (e) => e.chain().focus().toggleStrike().run() },
  { key: 'bullet', title: '无序列表', icon: <UnorderedListOutlined />, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'ordered', title: '有序列表', icon: <OrderedListOutlined />, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'undo', title: '撤销', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', title: '重做', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

/** A rich-text editor (TipTap) working as a form control: bold, italic, underline, strike, lists, undo. */
export function RichTextEditor({ value = '', onChange, placeholder = '请输入内容', id, ariaLabel, imageUpload = false, autoFocus = false, onBlur }: Props) {
  // inside a Form.Item: red frame while the item shows an error
  const { status } = Form.Item.useStatus();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false }, heading: { levels: [1, 2, 3] } }), Placeholder.configure({ placeholder }), ImageNode],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    onBlur: () => onBlur?.(),
    editorProps: { attributes: { class: styles.content, role: 'textbox', 'aria-multiline': 'true', ...(ariaLabel ? { 'aria-label': ariaLabel } : {}) } },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(isEmptyHtml(html) ? '' : html);
    },
  });
  const active = useEditorState({ editor, selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.key, e && t.active ? t.active(e) : false])) });

  // A value set from outside (reset, edit of another record) replaces the content.
  useEffect(() => {
    // useEditor may hand over an instance it has just destroyed (remount); its getHTML would throw
    if (!editor || editor.isDestroyed) return;
    const current = isEmptyHtml(editor.getHTML()) ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div id={id} className={`${styles.frame} ${status === 'error' ? styles.error : ''}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="格式">
        {TOOLS.map((t) => (
          <Tooltip key={t.key} title={t.title} mouseEnterDelay={0.4}>
            <Button
              type="text"
              size="small"
              aria-label={t.title}
              aria-pressed={t.active ? Boolean(active?.[t.key]) : undefined}
              className={active?.[t.key] ? styles.on : undefined}
              icon={t.icon}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => editor && t.run(editor)}
            />
          </Tooltip>
        ))}
        {imageUpload && editor && <ImageButton editor={editor} />}
      </div>
      <EditorContent editor={editor} className={styles.body} />
    </div>
  );
}

/** 插入图片: uploads a png, jpg, jpeg, bmp, gif or webp (at most 20M) and inserts it at the cursor. */
function ImageButton({ editor }: { editor: Editor }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const picked = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isPreviewableImage(file.name)) return void message.warning('请选择 png、jpg、jpeg、bmp、gif 或 webp 图片');
    if (file.size > UPLOAD_MAX_BYTES) return void message.error(MSG.editorFileTooLarge);
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, file.name);
      editor.chain().focus().insertContent({ type: 'image', attrs: { src: uploaded.url, alt: uploaded.name } }).run();
    } catch (err) {
      if (err instanceof HttpError && err.kind === 'business') message.warning(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tooltip title="插入图片" mouseEnterDelay={0.4}>
        <Button type="text" size="small" aria-label="插入图片" icon={<PictureOutlined />} loading={busy} onMouseDown={(e) => e.preventDefault()} onClick={() => input.current?.click()} />
      </Tooltip>
      <input ref={input} type="file" accept=".png,.jpg,.jpeg,.bmp,.gif,.webp" style={{ display: 'none' }} tabIndex={-1} onChange={(e) => void picked(e)} />
    </>
  );
}
