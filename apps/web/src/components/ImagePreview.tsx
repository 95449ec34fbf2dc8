import { Image } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { isPreviewableImage } from '../lib/files.ts';

/**
 * Image preview: `preview(url)` opens the picture full-screen when it is a png, jpg, jpeg, bmp, gif or webp
 * and returns true; for any other file it returns false so the caller can download it instead.
 * Render `node` once in the page.
 */
export function useImagePreview(): { preview: (url: string, name?: string) => boolean; node: ReactNode } {
  const [src, setSrc] = useState<string>();
  const preview = useCallback((url: string, name?: string) => {
    if (!isPreviewableImage(name ?? url)) return false;
    setSrc(url);
    return true;
  }, []);
  const node = src ? (
    <Image
      src={src}
      style={{ display: 'none' }}
      alt=""
      preview={{ open: true, src, onOpenChange: (open) => (open ? undefined : setSrc(undefined)) }}
    />
  ) : null;
  return { preview, node };
}
