import { Empty } from 'antd';
import styles from './documents.module.css';

/**
 * 项目空间: a folder tree per project. Projects are created in the 项目 module; until one exists there is
 * nothing to list here (the server side, space_type 2, is ready for them).
 */
export function ProjectSpacePage() {
  return (
    <div className={styles.page}>
      <Empty description="暂无项目。项目创建后，可在这里管理各项目的文档。" />
    </div>
  );
}
