import { EXPORT_STATUS } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Progress } from 'antd';
import { useState } from 'react';
import { exportJobApi } from '../api/export-job-api.ts';
import { useBusyAction } from './use-busy-action.ts';

/** How often the dialog asks how far the export has got. */
const POLL_MS = 1000;

/**
 * 正在导出: how many rows of the export are written, with 取消导出. The export's own request ends it (with the file,
 * or 导出已取消), so the dialog closes with that request, not here.
 */
export function ExportProgressDialog({ jobKey }: { jobKey: string }) {
  const [cancelled, setCancelled] = useState(false);
  const progress = useQuery({
    queryKey: ['export-job', jobKey],
    queryFn: ({ signal }) => exportJobApi.progress(jobKey, signal).then((res) => res.data),
    refetchInterval: POLL_MS,
  });
  const job = progress.data;
  const percent = job && job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0;
  // a refused cancel is shown by the HTTP client; the export goes on
  const [sending, cancel] = useBusyAction(async () => {
    await exportJobApi.cancel(jobKey);
    setCancelled(true);
  });
  const stopping = sending || cancelled || job?.status === EXPORT_STATUS.cancelled;
  return (
    <Modal
      open
      title="正在导出"
      closable={false}
      mask={{ closable: false }}
      onCancel={() => void cancel()}
      footer={
        <Button onClick={() => void cancel()} loading={stopping} disabled={stopping}>
          {stopping ? '正在取消…' : '取消导出'}
        </Button>
      }
    >
      <Progress percent={percent} status="active" aria-label="导出进度" />
      <p role="status">
        {job
          ? `已导出 ${job.done.toLocaleString('zh-CN')} / ${job.total.toLocaleString('zh-CN')} 条`
          : '正在统计要导出的记录…'}
      </p>
    </Modal>
  );
}
