import { useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import { DOC_KEY, docApi, formatSize } from './doc-api.ts';
import { DocumentBrowser } from './DocumentBrowser.tsx';
import styles from './documents.module.css';

/** 我的空间: the member's own folders and files, with the space used out of the quota. */
export function MySpacePage() {
  const { data } = useQuery({ queryKey: [...DOC_KEY, 'quota'], queryFn: ({ signal }) => docApi.quota({ signal }) });
  const q = data?.data;
  const quota = q && (
    <div className={styles.quota} title="回收站中的文件也占用空间">
      已用 {formatSize(q.used)} / {formatSize(q.total)}
      <Progress
        size="small"
        aria-label="空间已用"
        showInfo={false}
        percent={Math.min(100, Math.round((q.used / q.total) * 1000) / 10)}
        status={q.used / q.total > 0.9 ? 'exception' : 'normal'}
      />
    </div>
  );
  return <DocumentBrowser space_type={1} rootTitle="我的空间" extra={quota} />;
}
