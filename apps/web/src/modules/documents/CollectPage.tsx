import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routePath } from '../../engine/route-paths.ts';
import { DOC_KEY, docApi, type DocItem } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import styles from './documents.module.css';
import { ItemActions } from './ItemActions.tsx';
import { useOpenItem } from './use-open-item.tsx';

/** Where a folder opens from a list outside its space: 我的空间 for the member's own, 共享空间 otherwise. */
export function useOpenFolder() {
  const navigate = useNavigate();
  return (f: DocItem) => void navigate(routePath(f.space_type === 1 ? 'mySpace' : 'shareSpace', { folder: f.id }));
}

/** 我的收藏 */
export function CollectPage() {
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'collect'],
    queryFn: ({ signal }) => docApi.collectList({ signal }),
  });
  const { open, node } = useOpenItem(useOpenFolder());
  return (
    <div className={styles.page}>
      <DocTable
        items={data?.data ?? []}
        loading={isFetching}
        onOpen={open}
        actions={(item) => <ItemActions item={item} canEdit={false} onOpen={open} />}
        empty="还没有收藏的文件"
      />
      {node}
    </div>
  );
}
