import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import styles from '../FileView.module.css';

/** Pages rendered at most; a longer document says so and offers the download. */
const MAX_PAGES = 300;
const RENDER_SCALE = 1.5;

/** Every page of a PDF drawn on its own canvas by pdf.js. */
export function PdfViewer({ data }: { data: ArrayBuffer }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'rendering' | 'done' | 'error'; pages: number }>({
    status: 'rendering',
    pages: 0,
  });

  useEffect(() => {
    let cancelled = false;
    const container = host.current;
    if (!container) return;
    container.replaceChildren();
    (async () => {
      const { getDocument } = await import('./pdfjs.ts');
      // pdf.js takes ownership of the buffer it is given, so it gets a copy
      const task = getDocument({ data: new Uint8Array(data.slice(0)) });
      const doc = await task.promise;
      try {
        const count = Math.min(doc.numPages, MAX_PAGES);
        for (let n = 1; n <= count && !cancelled; n++) {
          const page = await doc.getPage(n);
          const viewport = page.getViewport({ scale: RENDER_SCALE });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.className = styles.pdfPage;
          canvas.setAttribute('aria-label', `第 ${n} 页`);
          container.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!cancelled) setState({ status: 'done', pages: doc.numPages });
      } finally {
        void task.destroy();
      }
    })().catch(() => !cancelled && setState({ status: 'error', pages: 0 }));
    return () => {
      cancelled = true;
    };
  }, [data]);

  return (
    <div className={styles.pdf}>
      {state.status === 'rendering' && <Spin description="正在加载 PDF…" className={styles.pdfSpin} />}
      {state.status === 'error' && <Alert type="error" showIcon title="PDF 无法显示，请下载后查看" />}
      {state.status === 'done' && state.pages > MAX_PAGES && (
        <Alert type="info" showIcon title={`仅显示前 ${MAX_PAGES} 页，共 ${state.pages} 页，完整内容请下载查看`} />
      )}
      <div ref={host} className={styles.pdfPages} data-testid="pdf-pages" />
    </div>
  );
}
