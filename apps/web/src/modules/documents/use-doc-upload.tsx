import { allowedExtensions, MSG } from '@suwork/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Progress } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { HttpError } from '../../api/http.ts';
import { PartUploadError } from '../../components/upload/multipart-upload.ts';
import { storeFile } from '../../components/upload/store-file.ts';
import { fileExtension, isSkippedUpload } from '../../lib/files.ts';
import { DOC_KEY, docApi, useDocSettings, type Place } from './doc-api.ts';
import styles from './documents.module.css';

type Row = {
  key: string;
  name: string;
  percent: number;
  status: 'waiting' | 'uploading' | 'done' | 'error';
  error?: string;
};

/** The folder path of a file picked with its folder ('相册/2026/a.png' → '相册/2026'), '' for a single file. */
export const folderOf = (relativePath: string) => relativePath.split('/').slice(0, -1).join('/');

/**
 * Uploading into a folder: files, or a whole folder (its folders are made first with createBatchFolder, then
 * each file goes into its own). One file at a time, each with its progress; a refused file says why.
 */
export function useDocUpload(place: Place) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const allowed = allowedExtensions(useDocSettings().data?.data.allowed_exts ?? '');
  const set = (key: string, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const run = async (list: File[]) => {
    const typed = list.filter((f) => !isSkippedUpload(f.name));
    // 文档设置 may allow only some types: the others are named and left out before anything is sent
    const refused = typed.filter((f) => allowed.size > 0 && !allowed.has(fileExtension(f.name)));
    if (refused.length > 0) message.warning(`不允许上传该类型的文件：${refused.map((f) => f.name).join('、')}`);
    const picked = typed.filter((f) => !refused.includes(f));
    if (picked.length === 0) return;
    const batch = picked.map((f, i) => ({
      file: f,
      key: `${Date.now()}-${i}-${f.name}`,
      path: folderOf(f.webkitRelativePath || ''),
    }));
    setRows((all) => [
      ...all,
      ...batch.map((b) => ({
        key: b.key,
        name: b.file.webkitRelativePath || b.file.name,
        percent: 0,
        status: 'waiting' as const,
      })),
    ]);
    let folders: Record<string, number> = {};
    const paths = [...new Set(batch.map((b) => b.path).filter(Boolean))];
    if (paths.length > 0) {
      try {
        folders = (await docApi.batchFolders(place, paths)).data;
      } catch {
        for (const b of batch) set(b.key, { status: 'error', error: '创建文件夹失败' });
        return;
      }
    }
    for (const b of batch) {
      set(b.key, { status: 'uploading', percent: 1 });
      try {
        // the bytes are most of the work: 95% once stored, 100% once in the folder
        const stored = await storeFile(b.file, (p) => set(b.key, { percent: Math.max(1, Math.round(p * 0.95)) }));
        set(b.key, { percent: 95 });
        await docApi.addFile({ ...place, parent_id: b.path ? folders[b.path] : place.parent_id }, stored.id);
        set(b.key, { status: 'done', percent: 100 });
      } catch (e) {
        const msg =
          e instanceof PartUploadError || (e instanceof HttpError && e.kind === 'business')
            ? e.message
            : MSG.chunkUploadFailed;
        set(b.key, { status: 'error', error: msg });
        message.warning(`${b.file.name}：${msg}`);
      }
    }
    await queryClient.invalidateQueries({ queryKey: DOC_KEY });
  };

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const list = Array.from(e.target.files ?? []);
    e.target.value = '';
    void run(list);
  };

  const node = (
    <>
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        aria-label="选择文件"
        accept={allowed.size > 0 ? [...allowed].map((e) => `.${e}`).join(',') : undefined}
        onChange={onPick}
      />
      <input
        ref={folderInput}
        type="file"
        multiple
        hidden
        aria-label="选择文件夹"
        onChange={onPick}
        {...{ webkitdirectory: '', directory: '' }}
      />
      {rows.length > 0 && (
        <Card
          size="small"
          className={styles.uploads}
          title={`上传列表（${rows.filter((r) => r.status === 'done').length}/${rows.length}）`}
          extra={
            <Button
              type="link"
              size="small"
              disabled={rows.some((r) => r.status === 'uploading' || r.status === 'waiting')}
              onClick={() => setRows([])}
            >
              清空
            </Button>
          }
        >
          {rows.map((r) => (
            <div key={r.key} className={styles.uploadRow} title={r.error}>
              <span className={styles.uploadName}>{r.name}</span>
              <Progress
                size="small"
                percent={r.percent}
                status={r.status === 'error' ? 'exception' : r.status === 'done' ? 'success' : 'active'}
                aria-label={`${r.name} 上传进度`}
              />
            </div>
          ))}
        </Card>
      )}
    </>
  );

  return {
    pickFiles: () => fileInput.current?.click(),
    pickFolder: () => folderInput.current?.click(),
    node,
    upload: run,
  };
}
