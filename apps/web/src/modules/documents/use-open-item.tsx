import { useNavigate } from 'react-router';
import { openInNewTab } from '../../components/ExportButton.tsx';
import { useImagePreview } from '../../components/ImagePreview.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { fileViewUrl } from '../../components/files/file-links.ts';
import { docApi, type DocItem } from './doc-api.ts';

/**
 * Opens an item: a folder through `onFolder`, an online document in its editor, an image in the preview, any
 * other file in the preview page (projectFileView) in a new tab, which offers 下载 where it cannot show it.
 */
export function useOpenItem(onFolder: (item: DocItem) => void) {
  const navigate = useNavigate();
  const { preview, node } = useImagePreview();
  const open = (item: DocItem) => {
    if (item.kind === 1) return onFolder(item);
    if (item.kind === 3) return void navigate(routePath('onlineDocEdit', { id: item.id }));
    // reading the item counts it among the member's recent files
    void docApi.info(item.id).catch(() => undefined);
    if (!preview(item.url, item.name)) openInNewTab(fileViewUrl(item));
  };
  return { open, node };
}
