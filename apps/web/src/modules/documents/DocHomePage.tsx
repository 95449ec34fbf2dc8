import { FolderOpenOutlined, ShareAltOutlined, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Input, Row } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../engine/route-paths.ts';
import { useOpenFolder } from './CollectPage.tsx';
import { DOC_KEY, docApi } from './doc-api.ts';
import { DocTable } from './DocTable.tsx';
import styles from './documents.module.css';
import { useOpenItem } from './use-open-item.tsx';

const QUICK = [
  { route: 'mySpace', label: '我的空间', icon: <FolderOpenOutlined /> },
  { route: 'shareSpace', label: '共享空间', icon: <ShareAltOutlined /> },
  { route: 'collect', label: '我的收藏', icon: <StarOutlined /> },
];

/** 云文档首页: search by name, quick access, and what the member opened lately. */
export function DocHomePage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const { open, node } = useOpenItem(useOpenFolder());
  const recent = useQuery({
    queryKey: [...DOC_KEY, 'recent'],
    queryFn: ({ signal }) => docApi.recentList({ signal }),
    enabled: keyword === '',
  });
  const found = useQuery({
    queryKey: [...DOC_KEY, 'search', keyword],
    queryFn: ({ signal }) => docApi.search(keyword, { signal }),
    enabled: keyword !== '',
  });
  const list = keyword ? found : recent;
  return (
    <div className={styles.page}>
      <Input.Search
        size="large"
        allowClear
        enterButton="搜索"
        placeholder="搜索我的空间和项目空间中的文件"
        aria-label="搜索文件"
        onSearch={(v) => setKeyword(v.trim())}
        style={{ maxWidth: 560, marginBottom: 16 }}
      />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {QUICK.map((q) => (
          <Col key={q.route} xs={24} sm={8} md={6}>
            <Card hoverable size="small" onClick={() => void navigate(routePath(q.route))}>
              {q.icon} {q.label}
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={keyword ? `「${keyword}」的搜索结果` : '最近打开'}>
        <DocTable
          items={list.data?.data ?? []}
          loading={list.isFetching}
          onOpen={open}
          empty={keyword ? '没有找到相关文件' : '最近没有打开过文件'}
        />
      </Card>
      {node}
    </div>
  );
}
