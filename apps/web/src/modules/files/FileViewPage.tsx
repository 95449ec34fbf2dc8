import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { loginUrl } from '../../api/login-url.ts';
import { getToken } from '../../api/token.ts';
import { fileReadUrl, type FileSource } from '../../components/files/file-links.ts';
import styles from './FileView.module.css';
import { fetchFileBytes, fetchPreview, type PreviewData, type PreviewKind } from './preview-api.ts';
import { useLoaded, type Loaded } from './use-loaded.ts';
import { viewerKindOf } from './viewer-kind.ts';
import { DocxViewer, TextViewer } from './viewers/DocumentViewers.tsx';
import { ImageViewer } from './viewers/ImageViewer.tsx';
import { PdfViewer } from './viewers/PdfViewer.tsx';
import { SheetViewer } from './viewers/SheetViewer.tsx';
import { UnsupportedFile } from './viewers/UnsupportedFile.tsx';

type Source = FileSource & { fileId: string };

function Loading() {
  return (
    <div className={styles.center}>
      <Spin size="large" description="加载中…" />
    </div>
  );
}

function Failed({ message }: { message: string }) {
  return <Result status="warning" title="文件加载失败" subTitle={message} />;
}

function Outcome<T>({ loaded, children }: { loaded: Loaded<T>; children: (data: T) => ReactNode }) {
  if (loaded.status === 'loading') return <Loading />;
  if (loaded.status === 'error') return <Failed message={loaded.message} />;
  return <>{children(loaded.data)}</>;
}

function Preview<K extends PreviewKind>({
  kind,
  source,
  children,
}: {
  kind: K;
  source: Source;
  children: (data: PreviewData[K]) => ReactNode;
}) {
  const loaded = useLoaded(`${kind}:${source.fileId}`, (signal) => fetchPreview(kind, source, signal));
  return (
    <div className={styles.panel}>
      <Outcome loaded={loaded}>{children}</Outcome>
    </div>
  );
}

function Pdf({ source }: { source: Source }) {
  const loaded = useLoaded(`pdf:${source.fileId}`, (signal) => fetchFileBytes(source, signal));
  return <Outcome loaded={loaded}>{(data) => <PdfViewer data={data} />}</Outcome>;
}

function Viewer({ ext, name, source }: { ext: string; name: string; source: Source }) {
  const src = fileReadUrl(source);
  switch (viewerKindOf(ext)) {
    case 'image':
      return <ImageViewer src={src} name={name} />;
    case 'pdf':
      return <Pdf source={source} />;
    case 'video':
      return <video className={styles.media} src={src} controls preload="metadata" aria-label={name} />;
    case 'audio':
      return (
        <div className={styles.panel}>
          <audio src={src} controls preload="metadata" aria-label={name} style={{ width: '100%' }} />
        </div>
      );
    case 'txt':
      return (
        <Preview kind="txt" source={source}>
          {(d) => <TextViewer text={d.text} truncated={d.truncated} />}
        </Preview>
      );
    case 'docx':
      return (
        <Preview kind="docx" source={source}>
          {(d) => <DocxViewer html={d.html} />}
        </Preview>
      );
    case 'xlsx':
      return (
        <Preview kind="xlsx" source={source}>
          {(d) => <SheetViewer sheets={d.sheets} />}
        </Preview>
      );
    case 'none':
      return (
        <div className={styles.panel}>
          <UnsupportedFile ext={ext} downloadUrl={fileReadUrl(source, true)} />
        </div>
      );
  }
}

/**
 * The file preview page (/fileView and /projectFileView, query fileId, ext, type, optional name, share token
 * and the file's read key): images, PDF, video, audio, text, Word and Excel in the page, anything else as a download.
 */
export function FileViewPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const fileId = params.get('fileId') ?? '';
  const ext = (params.get('ext') ?? '').replace(/^\./, '').toLowerCase();
  const token = params.get('token') || undefined;
  const key = params.get('key') || undefined;
  const name = params.get('name') || (ext ? `文件.${ext}` : '文件预览');
  const signedIn = Boolean(getToken());

  let body: ReactNode;
  if (!/^\d+$/.test(fileId))
    body = <Result status="404" title="文件地址无效" subTitle="链接中缺少文件编号，请从文件列表重新打开。" />;
  else if (!signedIn && !token)
    body = (
      <Result
        status="403"
        title="请先登录后查看文件"
        extra={
          <Button type="primary" href={loginUrl(location.pathname + location.search)}>
            去登录
          </Button>
        }
      />
    );
  else body = <Viewer ext={ext} name={name} source={{ fileId, token, key }} />;

  const canDownload = /^\d+$/.test(fileId) && (signedIn || token);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title} title={name}>
          {name}
        </h1>
        {canDownload && (
          <Button type="primary" icon={<DownloadOutlined />} href={fileReadUrl({ fileId, token, key }, true)}>
            下载
          </Button>
        )}
      </header>
      {!ext && /^\d+$/.test(fileId) && <Alert type="warning" banner title="链接中缺少文件类型，无法判断如何显示" />}
      <main className={styles.body}>{body}</main>
    </div>
  );
}
