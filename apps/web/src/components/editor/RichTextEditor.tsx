import {
  BoldOutlined,
  PictureOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { TextSelection } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, useEditorState, type Editor, type Range } from '@tiptap/react';
import { App, Button, Form, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { isPreviewableImage } from '../../lib/files.ts';
import { editorExtensions } from './editor-extensions.ts';
import { isEmptyHtml } from './html-text.ts';
import { LinkDialog } from './LinkDialog.tsx';
import { MathDialog } from './MathDialog.tsx';
import styles from './RichTextEditor.module.css';
import type { SlashMenuView } from './slash-command-extension.ts';
import type { SlashCommand } from './slash-commands.ts';
import { SlashMenu } from './SlashMenu.tsx';
import { imageFilesOf, useImageUpload } from './use-image-upload.ts';

export type RichTextEditorProps = {
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
  /** 'document': a taller page-like writing area without the height cap of a form field */
  layout?: 'field' | 'document';
};

type Tool = { key: string; title: string; icon: ReactNode; active?: (e: Editor) => boolean; run: (e: Editor) => void };

const TOOLS: readonly Tool[] = [
  {
    key: 'bold',
    title: '加粗',
    icon: <BoldOutlined />,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: 'italic',
    title: '斜体',
    icon: <ItalicOutlined />,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    title: '下划线',
    icon: <UnderlineOutlined />,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    title: '删除线',
    icon: <StrikethroughOutlined />,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'bullet',
    title: '无序列表',
    icon: <UnorderedListOutlined />,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'ordered',
    title: '有序列表',
    icon: <OrderedListOutlined />,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { key: 'undo', title: '撤销', icon: <UndoOutlined />, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', title: '重做', icon: <RedoOutlined />, run: (e) => e.chain().focus().redo().run() },
];

/**
 * A rich-text editor (TipTap) working as a form control: formatting, lists, undo, and a slash menu (`/h2`,
 * `/table`, `/todo`, `/math` …). Pasted or dropped images are uploaded when `imageUpload` is on. Inside a Form.Item
 * its frame turns red while the item shows an error.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { status } = Form.Item.useStatus();
  return <EditorFrame {...props} invalid={status === 'error'} />;
}

/** The same editor outside any form (online documents), where there is no Form.Item status to read. */
export function StandaloneRichTextEditor(props: RichTextEditorProps) {
  return <EditorFrame {...props} invalid={false} />;
}

function EditorFrame({
  value = '',
  onChange,
  placeholder = '请输入内容',
  id,
  ariaLabel,
  imageUpload = false,
  autoFocus = false,
  onBlur,
  layout = 'field',
  invalid,
}: RichTextEditorProps & { invalid: boolean }) {
  const [menu, setMenu] = useState<SlashMenuView | null>(null);
  const [asking, setAsking] = useState<SlashCommand['ask'] | null>(null);
  const menuKeys = useRef<(event: KeyboardEvent) => boolean>(() => false);
  // set while images may be uploaded (the imageUpload prop)
  const uploadImages = useRef<((files: File[]) => void) | null>(null);
  const editor = useEditor({
    extensions: editorExtensions(placeholder, {
      onMenu: setMenu,
      onKeyDown: (event) => menuKeys.current(event),
      onChoose: (e: Editor, range: Range, command: SlashCommand) => {
        const chain = e.chain().focus().deleteRange(range);
        if (command.run) command.run(chain).run();
        else {
          chain.run();
          setAsking(command.ask);
        }
      },
    }),
    content: value,
    autofocus: autoFocus ? 'end' : false,
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        class: styles.content,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData);
        if (!uploadImages.current || !files.length) return false;
        uploadImages.current(files);
        return true;
      },
      handleDrop: (view, event) => {
        const files = imageFilesOf(event.dataTransfer);
        if (!uploadImages.current || !files.length) return false;
        // the image goes where it was dropped
        const at = dropPosition(view, event);
        if (at !== null) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at))));
        uploadImages.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange?.(isEmptyHtml(html) ? '' : html);
    },
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => Object.fromEntries(TOOLS.map((t) => [t.key, e && t.active ? t.active(e) : false])),
  });
  const images = useImageUpload(editor);
  uploadImages.current = imageUpload ? (files) => void images.upload(files) : null;

  // A value set from outside (reset, edit of another record) replaces the content.
  useEffect(() => {
    // useEditor may hand over an instance it has just destroyed (remount); its getHTML would throw
    if (!editor || editor.isDestroyed) return;
    const current = isEmptyHtml(editor.getHTML()) ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const closeDialog = () => {
    setAsking(null);
    editor?.commands.focus();
  };
  const insertLink = (url: string) => {
    setAsking(null);
    editor
      ?.chain()
      .focus()
      .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
      .insertContent(' ')
      .run();
  };
  const insertMath = (latex: string) => {
    setAsking(null);
    editor?.chain().focus().insertMath(latex).run();
  };

  return (
    <div
      id={id}
      className={`${styles.frame} ${layout === 'document' ? styles.document : ''} ${invalid ? styles.error : ''}`}
    >
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
        {imageUpload && editor && <ImageButton busy={images.busy} onPick={(f) => void images.upload([f])} />}
      </div>
      <EditorContent editor={editor} className={styles.body} />
      {menu && <SlashMenu view={menu} keys={menuKeys} />}
      <LinkDialog open={asking === 'link'} onOk={insertLink} onCancel={closeDialog} />
      <MathDialog open={asking === 'math'} onOk={insertMath} onCancel={closeDialog} />
    </div>
  );
}

function dropPosition(view: EditorView, event: DragEvent): number | null {
  try {
    return view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null;
  } catch {
    return null; // no layout
  }
}

/** 插入图片: picks a png, jpg, jpeg, bmp, gif or webp (at most 20M) to upload and insert at the cursor. */
function ImageButton({ busy, onPick }: { busy: boolean; onPick: (file: File) => void }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isPreviewableImage(file.name)) return void message.warning('请选择 png、jpg、jpeg、bmp、gif 或 webp 图片');
    onPick(file);
  };
  return (
    <>
      <Tooltip title="插入图片" mouseEnterDelay={0.4}>
        <Button
          type="text"
          size="small"
          aria-label="插入图片"
          icon={<PictureOutlined />}
          loading={busy}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => input.current?.click()}
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept=".png,.jpg,.jpeg,.bmp,.gif,.webp"
        style={{ display: 'none' }}
        tabIndex={-1}
        onChange={picked}
      />
    </>
  );
}
