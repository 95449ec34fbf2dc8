import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { ERR, EXPORT_STATUS, type Envelope } from '@suwork/domain';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { exportJobOptions, followExport, type ExportFormat } from '../api/export-job-api.ts';
import { HttpError, type JsonOptions } from '../api/http.ts';
import { newIdempotencyKey } from '../api/idempotency-key.ts';
import { ExportProgressDialog } from './ExportProgressDialog.tsx';

type Props = {
  /** The caller's export request in the chosen format, sent with the given options (its job key); its data.url is opened in a new tab. */
  request: (options: JsonOptions, format: ExportFormat) => Promise<Envelope<{ url: string }>>;
  label?: string;
};

const FORMATS: NonNullable<MenuProps['items']> = [
  { key: 'xlsx', label: '导出Excel' },
  { key: 'csv', label: '导出CSV（大数据量更快）' },
];

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

const EXPORT_FAILED = '导出失败，请稍后重试';

/** A dialog appears only for an export that takes longer than this; a small one just opens. */
const PROGRESS_AFTER_MS = 600;

/**
 * Export: offers Excel or CSV, sends the request under a job key of its own, shows its progress (with 取消导出)
 * while it takes a while, then opens the file it names; when the answer is lost on the way, follows the job to it.
 */
export function ExportButton({ request, label = '导出' }: Props) {
  const { message } = App.useApp();
  const [jobKey, setJobKey] = useState<string>();
  const [showProgress, setShowProgress] = useState(false);
  const run = async (format: ExportFormat) => {
    const key = newIdempotencyKey();
    setJobKey(key);
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_AFTER_MS);
    try {
      const res = await request(exportJobOptions(key), format);
      if (res.data?.url) openInNewTab(res.data.url);
    } catch (err) {
      // the HTTP client reports everything but a refusal (sent quietly, so that a cancel reads as one)
      if (err instanceof HttpError && err.kind === 'business') {
        if (err.code === ERR.exportCancelled.code) message.info(ERR.exportCancelled.msg);
        else message.error(err.message);
      } else if (err instanceof HttpError && (err.kind === 'transport' || err.kind === 'timeout')) {
        // the export runs on as a job on the server: its key still leads to the file
        clearTimeout(timer);
        setShowProgress(true);
        const job = await followExport(key);
        if (job?.url) openInNewTab(job.url);
        else if (job?.status === EXPORT_STATUS.cancelled) message.info(ERR.exportCancelled.msg);
        else if (job) message.error(EXPORT_FAILED);
      }
    } finally {
      clearTimeout(timer);
      setJobKey(undefined);
      setShowProgress(false);
    }
  };
  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={jobKey !== undefined}
        menu={{ items: FORMATS, onClick: ({ key }) => void run(key as ExportFormat) }}
      >
        <Button icon={<ExportOutlined />} loading={jobKey !== undefined}>
          {label} <DownOutlined />
        </Button>
      </Dropdown>
      {jobKey && showProgress && <ExportProgressDialog jobKey={jobKey} />}
    </>
  );
}
