import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Result, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { PageSpin } from '../../components/PageSpin.tsx';
import { LazyDocumentEditor } from '../../components/editor/LazyDocumentEditor.tsx';
import { RecordMissing } from '../../engine/RecordMissing.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { DOC_KEY, docApi, type DocInfo } from './doc-api.ts';
import styles from './documents.module.css';
import { RichTextView } from '../../engine/detail/RichTextView.tsx';

/** Changes are saved this long after the last keystroke. */
export const AUTOSAVE_MS = 1500;

type SaveState =
  { kind: 'saved'; at: string | null } | { kind: 'saving' } | { kind: 'dirty' } | { kind: 'failed'; msg: string };

/**
 * 新建在线文档 (onlineDocAdd: made in 我的空间, or the folder of the query `folder`, then edited) and 编辑在线文档
 * (onlineDocEdit?id=): the title and the editor, saved by themselves shortly after each change, the state shown.
 */
export function OnlineDocPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(search.get('id') ?? 0);
  const [creating, setCreating] = useState<string>();

  // onlineDocAdd: the document is made at once (once, even when effects run twice), then the page becomes its editor
  const made = useRef(false);
  useEffect(() => {
    if (id > 0 || made.current) return;
    made.current = true;
    docApi
      .addDoc({ parent_id: Number(search.get('folder') ?? 0) || 0 }, '无标题文档')
      .then((res) => void navigate(routePath('onlineDocEdit', { id: res.data.id }), { replace: true }))
      .catch((e: unknown) => setCreating(e instanceof Error ? e.message : '创建失败'));
  }, [id, navigate, search]);

  const { data, error, isLoading } = useQuery({
    queryKey: [...DOC_KEY, 'doc', id],
    queryFn: ({ signal }) => docApi.info(id, { signal }),
    enabled: id > 0,
    staleTime: Infinity,
  });
  if (creating) return <Result status="error" title="无法新建文档" subTitle={creating} />;
  if (id <= 0 || isLoading) return <PageSpin />;
  if (error || !data) return <RecordMissing error={error} listRoute="mySpace" />;
  return <DocEditor key={id} doc={data.data} />;
}

function DocEditor({ doc }: { doc: DocInfo }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(doc.name);
  const [state, setState] = useState<SaveState>({ kind: 'saved', at: doc.update_time });
  const latest = useRef({ content: doc.content, name: doc.name, version: doc.version });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef(false);
  // a change made while a save is on its way is saved right after it
  const queued = useRef(false);

  const save = async () => {
    if (saving.current) {
      queued.current = true;
      return;
    }
    saving.current = true;
    setState({ kind: 'saving' });
    const { content, name, version } = latest.current;
    try {
      const res = await docApi.saveDoc({ id: doc.id, content, name, version });
      latest.current.version = res.data.version;
      setState({ kind: 'saved', at: res.data.update_time });
      void queryClient.invalidateQueries({ queryKey: [...DOC_KEY, 'list'] });
    } catch (e) {
      setState({ kind: 'failed', msg: e instanceof HttpError ? e.message : '保存失败，请检查网络' });
    } finally {
      saving.current = false;
      if (queued.current) {
        queued.current = false;
        void save();
      }
    }
  };
  /** a new title: saved after the same pause as the text (the editor says when typing in it pauses) */
  const rename = (name: string) => {
    latest.current.name = name;
    setState({ kind: 'dirty' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const label =
    state.kind === 'saved'
      ? `已保存 ${state.at ?? ''}`
      : state.kind === 'saving'
        ? '保存中…'
        : state.kind === 'dirty'
          ? '有未保存的修改'
          : `保存失败：${state.msg}`;
  return (
    <div className={styles.page}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Input
          aria-label="文档标题"
          className={styles.docTitle}
          value={title}
          maxLength={255}
          disabled={!doc.can_edit}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) rename(e.target.value.trim());
          }}
        />
        <Space>
          <span className={styles.saved} role="status">
            {doc.can_edit ? label : '只读'}
          </span>
          {doc.can_edit && (
            <Button disabled={state.kind === 'saving' || state.kind === 'saved'} onClick={() => void save()}>
              立即保存
            </Button>
          )}
        </Space>
      </Space>
      {doc.can_edit ? (
        <LazyDocumentEditor
          value={doc.content}
          idleMs={AUTOSAVE_MS}
          onChange={(html) => {
            latest.current.content = html;
            setState({ kind: 'dirty' });
          }}
          onIdle={() => void save()}
        />
      ) : (
        <RichTextView html={doc.content} />
      )}
    </div>
  );
}
