import { useMemo, type MouseEvent } from 'react';
import { useImagePreview } from '../../components/ImagePreview.tsx';
import { safeHtml } from './safe-html.ts';
import styles from './field-values.module.css';

/** Stored rich text on the detail page: formatting kept inside its box, pictures fit the width and open the preview. */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => safeHtml(html), [html]);
  const { preview, node } = useImagePreview();
  const open = (e: MouseEvent<HTMLDivElement>) => {
    const img = e.target instanceof HTMLImageElement ? e.target : undefined;
    // every <img> is a picture, whatever its address looks like
    if (img?.src) preview(img.getAttribute('src') ?? img.src, 'image.png');
  };
  return (
    <>
      <div className={styles.richText} onClick={open} dangerouslySetInnerHTML={{ __html: clean }} />
      {node}
    </>
  );
}
