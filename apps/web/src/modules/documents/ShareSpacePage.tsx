import { useQuery } from '@tanstack/react-query';
import { Tabs, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { DOC_KEY, docApi } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import { DocumentBrowser } from './DocumentBrowser.tsx';
import { GroupSpaces } from './GroupSpaces.tsx';
import styles from './documents.module.css';
import { ItemActions } from './ItemActions.tsx';
import { useOpenItem } from './use-open-item.tsx';

/** 共享空间: what others shared with the member (a shared folder opens in place), what the member shared, and 团队分组. */
export function ShareSpacePage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'mine' ? 'mine' : search.get('tab') === 'group' ? 'group' : 'toMe';
  if (tab !== 'group' && search.get('folder')) return <DocumentBrowser space_type={0} rootTitle="共享给我的" />;
  return (
    <div className={styles.page}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'toMe' ? {} : { tab: key })}
        items={[
          { key: 'toMe', label: '共享给我的', children: <SharedList mine={false} /> },
          { key: 'mine', label: '我共享的', children: <SharedList mine /> },
          { key: 'group', label: '团队分组', children: <GroupSpaces /> },
        ]}
      />
    </div>
  );
}

function SharedList({ mine }: { mine: boolean }) {
  const [, setSearch] = useSearchParams();
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'shared', mine],
    queryFn: ({ signal }) => docApi.sharedList(mine, { signal }),
  });
  const { open, node } = useOpenItem((f) => setSearch({ folder: String(f.id) }));
  return (
    <>
      <DocTable
        items={data?.data ?? []}
        loading={isFetching}
        onOpen={open}
        extra={
          mine
            ? []
            : [
                {
                  title: '权限',
                  key: 'role',
                  width: 90,
                  render: (_, i) => (
                    <Tag color={i.role === 2 ? 'blue' : undefined}>{i.role === 2 ? '可编辑' : '可查看'}</Tag>
                  ),
                },
              ]
        }
        actions={(item) => <ItemActions item={item} canEdit={!mine && item.role === 2} canShare={mine} onOpen={open} />}
      />
      {node}
    </>
  );
}
