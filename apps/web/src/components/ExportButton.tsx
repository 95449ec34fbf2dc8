import { ExportOutlined } from '@ant-design/icons';
import { ERR, type Envelope } from '@suwork/domain';
import { App } from 'antd';
import { useState } from 'react';
import { exportJobOptions } from '../api/export-job-api.ts';
import { HttpError, type JsonOptions } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency-key.ts';
import { ExportProgressDialog } from './ExportProgressDialog.tsx';
import { GuardedButton } from './GuardedButton.tsx';

type Props = {
  /** The caller's export request, sent with the given options (its job key); its data.url is opened in a new tab. */
  request: (options: JsonOptions) => Promise<Envelope<{ url: string }>>;
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

/** A dialog appears only for an export that takes longer than this; a small one just opens. */
const PROGRESS_AFTER_MS = 600;

/**
 * Excel export: sends the request under a job key of its own, shows its progress (with 取消导出) while it takes a
 * while, then opens the file it names.
 */
export function ExportButton({ request, label = '导出' }: Props) {
  const { message } = App.useApp();
  const [jobKey, setJobKey] = useState<string>();
  const [showProgress, setShowProgress] = useState(false);
  const run = async () => {
    const key = newIdempotencyKey();
    setJobKey(key);
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_AFTER_MS);
    try {
      const res = await request(exportJobOptions(key));
      if (res.data?.url) openInNewTab(res.data.url);
    } catch (err) {
      // the HTTP client reports everything but a refusal (sent quietly, so that a cancel reads as one)
      if (err instanceof HttpError && err.kind === 'business') {
        if (err.code === ERR.exportCancelled.code) message.info(ERR.exportCancelled.msg);
        else message.error(err.message);
      }
    } finally {
      clearTimeout(timer);
      setJobKey(undefined);
      setShowProgress(false);
    }
  };
  return (
    <>
      <GuardedButton icon={<ExportOutlined />} loading={jobKey !== undefined} onClick={run}>
        {label}
      </GuardedButton>
      {jobKey && showProgress && <ExportProgressDialog jobKey={jobKey} />}
    </>
  );
}
