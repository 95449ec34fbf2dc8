import { FileOutlined } from '@ant-design/icons';
import { useImagePreview } from '../../components/ImagePreview.tsx';
import { isPreviewableImage } from '../../lib/files.ts';
import { attachmentHref } from '../../components/files/file-links.ts';
import type { FollowDocument } from './follow-api.ts';
import styles from './follow.module.css';

const nameWithExt = (d: FollowDocument) =>
  d.ext && !d.name.toLowerCase().endsWith(`.${d.ext.toLowerCase()}`) ? `${d.name}.${d.ext}` : d.name;

/** Attachments of a follow-up: images as thumbnails opening the preview, other files as links (the preview page for what it can show). */
export function FollowAttachments({ documents }: { documents: readonly FollowDocument[] }) {
  const { preview, node } = useImagePreview();
  if (documents.length === 0) return null;
  const images = documents.filter((d) => isPreviewableImage(nameWithExt(d)));
  const others = documents.filter((d) => !isPreviewableImage(nameWithExt(d)));
  return (
    <div className={styles.attachments}>
      {images.length > 0 && (
        <div className={styles.thumbs}>
          {images.map((d) => (
            <button
              key={d.id}
              type="button"
              className={styles.thumb}
              title={d.name}
              aria-label={`预览 ${d.name}`}
              onClick={() => preview(d.url, nameWithExt(d))}
            >
              <img src={d.url} alt={d.name} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      {others.map((d) => (
        <a
          key={d.id}
          href={attachmentHref({ ...d, name: nameWithExt(d) })}
          className={styles.fileLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          <FileOutlined /> {nameWithExt(d)}
        </a>
      ))}
      {node}
    </div>
  );
}
