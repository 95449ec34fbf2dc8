import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Empty, Input, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOC_KEY, docApi } from './doc-api.ts';
import { DocumentBrowser } from './DocumentBrowser.tsx';
import styles from './documents.module.css';
import { SpaceList } from './SpaceList.tsx';

const STATUS_TABS = [
  { label: '全部', value: 0 },
  { label: '进行中', value: 1 },
  { label: '已完成', value: 2 },
];

/** 项目空间: the projects the member works on, and the folder tree of the one open (query `project`). */
export function ProjectSpacePage() {
  const [search, setSearch] = useSearchParams();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState(0);
  const { data, isFetching } = useQuery({
    queryKey: [...DOC_KEY, 'projects', keyword, status],
    queryFn: ({ signal }) =>
      docApi.projectList({ keyword: keyword || undefined, status: status || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
  const projects = data?.data ?? [];
  const open = Number(search.get('project')) || 0;
  const current = projects.find((p) => p.id === open);
  return (
    <div className={styles.spaces}>
      <Card size="small" title="我的项目" className={styles.spaceList}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.Search allowClear placeholder="搜索项目名称" aria-label="搜索项目名称" onSearch={setKeyword} />
          <Segmented block options={STATUS_TABS} value={status} onChange={(v) => setStatus(Number(v))} />
          <SpaceList
            label="项目"
            entries={projects.map((p) => ({
              id: p.id,
              name: p.project_name,
              note: <Tag color={p.status === 1 ? 'processing' : undefined}>{p.status_name}</Tag>,
            }))}
            active={open}
            loading={isFetching}
            empty="暂无项目"
            onPick={(id) => setSearch({ project: String(id) })}
          />
        </Space>
      </Card>
      {open > 0 ? (
        <DocumentBrowser key={open} space_type={2} space_id={open} rootTitle={current?.project_name ?? '项目文档'} />
      ) : (
        <Empty
          className={styles.page}
          description={projects.length ? '请在左侧选择一个项目' : '暂无项目。您参与的项目会出现在这里。'}
        />
      )}
    </div>
  );
}
