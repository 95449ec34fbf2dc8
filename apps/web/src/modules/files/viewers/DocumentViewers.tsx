import { Alert } from 'antd';
import styles from '../FileView.module.css';

/** A Word document as HTML; the server has already removed scripts, frames and handlers. */
export function DocxViewer({ html }: { html: string }) {
  return <article className={styles.document} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A text file as written. */
export function TextViewer({ text, truncated }: { text: string; truncated: boolean }) {
  return (
    <>
      {truncated && (
        <Alert type="info" showIcon title="仅显示前 1MB 内容，完整内容请下载查看" style={{ marginBottom: 12 }} />
      )}
      <pre className={styles.text}>{text}</pre>
    </>
  );
}
