import { ExportOutlined } from '@ant-design/icons';
import type { Envelope } from '@suwork/domain';
import { useState } from 'react';
import { GuardedButton } from './GuardedButton.tsx';

type Props = {
  /** The caller's export request; its data.url is opened in a new tab. */
  request: () => Promise<Envelope<{ url: string }>>;
  label?: string;
};

/** Opens a download in a new tab; when the browser blocks the window, follows the link instead. */
export function openInNewTab(url: string): void {
  const win = window.open(url, '_blank');
  if (win) {
    win.opener = null;
    return;
  }
  const a = document.createElement('a');
  a.href = url;
  a.target = '_blank';
  a.rel = 'noopener';
  a.click();
}

/** Excel export: sends the request, then opens the file it names (failures are shown by the HTTP client). */
export function ExportButton({ request, label = '导出' }: Props) {
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      const res = await request();
      if (res.data?.url) openInNewTab(res.data.url);
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  };
  return (
    <GuardedButton icon={<ExportOutlined />} loading={loading} onClick={run}>
      {label}
    </GuardedButton>
  );
}
