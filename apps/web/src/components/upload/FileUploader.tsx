import { PaperClipOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { fileExtension, isSkippedUpload } from '../../lib/files.ts';
import { openInNewTab } from '../ExportButton.tsx';
import { useImagePreview } from '../ImagePreview.tsx';
import { PartUploadError } from './multipart-upload.ts';
import { storeFile } from './store-file.ts';
import type { UploadedFile } from './upload-api.ts';

type Props = {
  /** the files uploaded so far */
  value?: readonly UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** true while a file is still uploading */
  onBusyChange?: (busy: boolean) => void;
  id?: string;
  buttonText?: string;
  /** most files the list may hold: a pick beyond it keeps the first ones and warns 当前限制选择 {n} 个文件 */
  maxCount?: number;
  /** extensions allowed (lower case, without the dot); any when not given */
  accept?: readonly string[];
};

/** Files picked together are counted together once the picking has been idle this long. */
const BATCH_IDLE_MS = 100;

const toItem = (f: UploadedFile): UploadFile<UploadedFile> => ({
  uid: `done-${f.id}`,
  name: f.name,
  status: 'done',
  url: f.url,
  response: f,
});

/** Largest attachment; the server refuses bigger files too. */
const MAX_FILE_BYTES = 2 * 1024 ** 3;

/**
 * Attachments: several files, each uploaded at once. Files up to 20M go to POST /api/Upload/doUpload, bigger
 * ones through the hash check and multipart upload with a progress bar; ._ files and .DS_Store are skipped; a
 * refused upload is removed with the server's message as a warning, a failed part with 服务器错误，请稍后重试！.
 * Images open in the preview, other files in a new tab.
 */
export function FileUploader({
  value = [],
  onChange,
  onBusyChange,
  id,
  buttonText = '上传附件',
  maxCount,
  accept,
}: Props) {
  const { message } = App.useApp();
  const { preview, node } = useImagePreview();
  const [items, setItems] = useState<UploadFile<UploadedFile>[]>(() => value.map(toItem));

  const emit = (next: UploadFile<UploadedFile>[]) => {
    setItems(next);
    onChange?.(next.flatMap((f) => (f.status === 'done' && f.response ? [f.response] : [])));
    onBusyChange?.(next.some((f) => f.status === 'uploading'));
  };

  const batch = useRef<{ timer?: ReturnType<typeof setTimeout>; waiting: ((take: boolean) => void)[] }>({
    waiting: [],
  });
  const itemCount = useRef(0);
  itemCount.current = items.length;

  /** Resolves once the current pick is complete: true for the files that still fit under maxCount. */
  const admitted = () =>
    new Promise<boolean>((resolve) => {
      const b = batch.current;
      b.waiting.push(resolve);
      clearTimeout(b.timer);
      b.timer = setTimeout(() => {
        const waiting = b.waiting.splice(0);
        const room = Math.max(0, (maxCount ?? Infinity) - itemCount.current);
        if (waiting.length > room) message.warning(MSG.fileCountLimit(maxCount ?? 0));
        waiting.forEach((take, i) => take(i < room));
      }, BATCH_IDLE_MS);
    });

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    if (isSkippedUpload(file.name)) return Upload.LIST_IGNORE;
    if (accept && !accept.includes(fileExtension(file.name))) {
      message.warning(`仅支持上传 ${accept.join('、')} 格式的文件`);
      return Upload.LIST_IGNORE;
    }
    if (file.size > MAX_FILE_BYTES) {
      message.error('单个文件最大体积限制为2G！');
      return Upload.LIST_IGNORE;
    }
    return (await admitted()) ? true : Upload.LIST_IGNORE;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError, onProgress }) => {
    const blob = file as File;
    const upload = storeFile(blob, (percent) => onProgress?.({ percent }));
    upload
      .then((uploaded) => onSuccess?.(uploaded))
      .catch((e: unknown) => {
        // business refusals come silent: show them as a warning; transport failures were shown by the client
        if (e instanceof PartUploadError) message.error(e.message);
        else if (e instanceof HttpError && e.kind === 'business') message.warning(e.message);
        onError?.(e instanceof Error ? e : new Error(String(e)));
      });
  };

  return (
    <>
      <Upload<UploadedFile>
        id={id}
        multiple
        fileList={items}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        // a failed upload leaves the list
        onChange={({ fileList }) =>
          emit(
            fileList
              .filter((f) => f.status !== 'error')
              .map((f) => (f.response && !f.url ? { ...f, url: f.response.url } : f)),
          )
        }
        onPreview={(f) => {
          const url = f.url ?? f.response?.url;
          if (url && !preview(url, f.name)) openInNewTab(url);
        }}
      >
        <Button icon={<PaperClipOutlined />}>{buttonText}</Button>
      </Upload>
      {node}
    </>
  );
}
