import { FolderFilled } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App, Breadcrumb, Button, Card, Empty, Result, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { fileTypeOf } from '@suwork/domain';
import { docShareRoutes, type AnswerData } from '@suwork/domain/routes';
import { call, urlOf } from '../../api/call.ts';
import { buildUrl } from '../../api/http.ts';
import { PlainList, PlainListItem, PlainListMeta } from '../../components/PlainList.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { queryClient } from '../../api/query-client.ts';
import { formatSize } from './doc-api.ts';
import { DocIcon } from './DocIcon.tsx';
import styles from './documents.module.css';
import { RichTextView } from '../../engine/detail/RichTextView.tsx';

type SharedItem = AnswerData<typeof docShareRoutes.read>['folder'];

const readShare = (token: string, parent_id: number, signal?: AbortSignal) =>
  call(docShareRoutes.read, { token, ...(parent_id ? { parent_id } : {}) }, { signal, silent: true });
const fileHref = (token: string, id: number) => urlOf(docShareRoutes.file, { token, id, download: '1' });
/** The preview page of a shared file, reading it through the link. */
const viewHref = (token: string, f: SharedItem) =>
  buildUrl(routePath('fileView'), { fileId: f.id, ext: f.ext, type: fileTypeOf(f.ext), name: f.name, token });

function useShare(parent = 0) {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const query = useQuery({
    queryKey: ['share', token, parent],
    queryFn: ({ signal }) => readShare(token, parent, signal),
    enabled: token !== '',
    retry: false,
  });
  return { token, ...query };
}

const Invalid = ({ msg }: { msg?: string }) => (
  <Result status="warning" title={msg || '分享链接已失效'} subTitle="链接可能已过期或被撤销，请联系分享人重新分享。" />
);

/** Public pages load outside the signed-in app: they bring the query cache and antd's context themselves. */
const Public = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>
    <App>{children}</App>
  </QueryClientProvider>
);

/** /shareFile: a shared file to download, or a shared folder to browse and download from, without signing in. */
export const ShareFilePage = () => (
  <Public>
    <SharedFile />
  </Public>
);

/** /shareDoc: a shared online document, read-only, without signing in. */
export const ShareDocPage = () => (
  <Public>
    <SharedDoc />
  </Public>
);

function SharedFile() {
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const parent = trail.at(-1)?.id ?? 0;
  const { token, data, error, isLoading } = useShare(parent);
  if (!token || error) return <Invalid msg={error?.message} />;
  if (isLoading || !data) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  const root = data.data;
  /** a folder to open, or a crumb to go back to: a button, so the keyboard reaches it */
  const goTo = (next: typeof trail, name: string) => (
    <Button type="link" size="small" className={styles.crumbButton} onClick={() => setTrail(next)}>
      {name}
    </Button>
  );
  if (root.kind !== 1)
    return (
      <Card className={styles.page} style={{ maxWidth: 560, margin: '80px auto' }}>
        <Result
          icon={<DocIcon kind={root.kind} ext={root.ext} />}
          title={root.name}
          subTitle={`${formatSize(root.size)} · 更新于 ${root.update_time}`}
          extra={
            <>
              <Button href={viewHref(token, root)} target="_blank">
                预览
              </Button>
              <Button type="primary" href={fileHref(token, root.id)}>
                下载
              </Button>
            </>
          }
        />
      </Card>
    );
  return (
    <Card
      title={
        <>
          <FolderFilled style={{ color: '#faad14' }} /> {root.name}
        </>
      }
      style={{ maxWidth: 960, margin: '40px auto' }}
    >
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: goTo([], root.name) },
          ...trail.map((t, i) => ({ title: i === trail.length - 1 ? t.name : goTo(trail.slice(0, i + 1), t.name) })),
        ]}
      />
      <PlainList
        items={data.data.children}
        rowKey={(c) => `${c.kind}:${c.id}`}
        empty={<Empty description={MSG.empty} />}
        renderItem={(c) => (
          <PlainListItem
            actions={
              c.kind === 2
                ? [
                    <a key="view" href={viewHref(token, c)} target="_blank" rel="noreferrer">
                      预览
                    </a>,
                    <a key="dl" href={fileHref(token, c.id)}>
                      下载
                    </a>,
                  ]
                : []
            }
          >
            <PlainListMeta
              avatar={<DocIcon kind={c.kind} ext={c.ext} />}
              title={c.kind === 1 ? goTo([...trail, { id: c.id, name: c.name }], c.name) : c.name}
              description={c.kind === 2 ? `${formatSize(c.size)} · ${c.update_time}` : c.update_time}
            />
          </PlainListItem>
        )}
      />
    </Card>
  );
}

function SharedDoc() {
  const { token, data, error, isLoading } = useShare();
  if (!token || error) return <Invalid msg={error?.message} />;
  if (isLoading || !data) return <Spin style={{ display: 'block', marginTop: 120 }} />;
  return (
    <Card
      title={data.data.name}
      extra={`更新于 ${data.data.update_time}`}
      style={{ maxWidth: 960, margin: '40px auto' }}
    >
      <RichTextView html={data.data.content} />
    </Card>
  );
}
