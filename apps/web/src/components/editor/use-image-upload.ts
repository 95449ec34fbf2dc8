import type { Editor } from '@tiptap/react';
import { MSG } from '@suwork/domain';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../lib/files.ts';
import { uploadFile } from '../upload/upload-api.ts';

/**
 * Uploads images for the editor (POST /api/Upload/doUpload) one after another and inserts each returned
 * address at the cursor. Larger than 20M: 单个文件最大体积限制为20M！; any other failure: 图片上传失败！.
 */
export function useImageUpload(editor: Editor | null) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const queue = useRef(Promise.resolve());

  const uploadOne = useCallback(
    async (file: File) => {
      if (!editor || editor.isDestroyed) return;
      if (file.size > UPLOAD_MAX_BYTES) return void message.error(MSG.editorFileTooLarge);
      setBusy(true);
      try {
        const uploaded = await uploadFile(file, file.name);
        if (!uploaded.url) throw new Error('no url');
        if (!editor.isDestroyed)
          editor
            .chain()
            .focus()
            .insertContent({ type: 'image', attrs: { src: uploaded.url, alt: uploaded.name } })
            .run();
      } catch {
        message.error(MSG.imageUploadFailed);
      } finally {
        setBusy(false);
      }
    },
    [editor, message],
  );

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const f of files) queue.current = queue.current.then(() => uploadOne(f));
      return queue.current;
    },
    [uploadOne],
  );
  return { upload, busy };
}

/** The image files of a paste or drop. */
export const imageFilesOf = (data: DataTransfer | null | undefined): File[] =>
  Array.from(data?.files ?? []).filter((f) => f.type.startsWith('image/'));
