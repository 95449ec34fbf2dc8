import { FileOutlined } from '@ant-design/icons';
import { useImagePreview } from '../../components/ImagePreview.tsx';
import type { AttachedFile } from '../../components/upload/attached-files.ts';
import { isPreviewableImage } from '../../lib/files.ts';
import { attachmentHref } from '../../components/files/file-links.ts';
import styles from './field-values.module.css';

/** The name with its extension, for links and the image check (a stored name may lack it). */
const fullName = (f: AttachedFile) =>
  f.ext && !f.name.toLowerCase().endsWith(`.${f.ext.toLowerCase()}`) ? `${f.name}.${f.ext}` : f.name;

/**
 * The files of an attachment field: pictures (png, jpg, jpeg, bmp, gif, webp) as thumbnails opening the
 * preview, other files as links opening in a new tab (the preview page for what it can show); 暂无附件 when there
 * are none.
 */
export function AttachmentList({ files }: { files: readonly AttachedFile[] }) {
  const { preview, node } = useImagePreview();
  if (files.length === 0) return <span className={styles.none}>暂无附件</span>;
  const images = files.filter((f) => isPreviewableImage(fullName(f)));
  const others = files.filter((f) => !isPreviewableImage(fullName(f)));
  return (
    <div className={styles.attachments}>
      {images.length > 0 && (
        <div className={styles.thumbs}>
          {images.map((f) => (
            <button
              key={f.id}
              type="button"
              className={styles.thumb}
              title={f.name}
              aria-label={`预览 ${f.name}`}
              onClick={() => preview(f.url, fullName(f))}
            >
              <img src={f.url} alt={f.name} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {others.map((f) => (
        <a
          key={f.id}
          href={attachmentHref({ ...f, name: fullName(f) })}
          className={styles.fileLink}
          target="_blank"
          rel="noopener noreferrer"
          title={fullName(f)}
        >
          <FileOutlined /> {fullName(f)}
        </a>
      ))}
      {node}
    </div>
  );
}
