import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { DocumentEditorProps } from './DocumentEditor.tsx';

// TipTap and KaTeX load with the first document opened.
const DocumentEditor = lazy(() => import('./DocumentEditor.tsx').then((m) => ({ default: m.DocumentEditor })));

/** The document editor, loaded on first use. */
export function LazyDocumentEditor(props: DocumentEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 12 }} title={false} />}>
      <DocumentEditor {...props} />
    </Suspense>
  );
}
