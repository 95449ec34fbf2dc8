import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { WriteFollowProps } from './WriteFollowDialog.tsx';

// The dialog carries the rich-text editor (TipTap): loaded when first opened.
export const LazyWriteFollowDialog = lazy(() =>
  import('./WriteFollowDialog.tsx').then((m) => ({ default: m.WriteFollowDialog })),
);

/** Query-cache key of a record's feed (all filters). */
export const feedKey = (entityKey: string, recordId: number) => ['follow', entityKey, recordId];

/** After a follow-up is written or changed: the feed, and the record (last and next follow time, a clue's status). */
export function useFeedRefresh(entityKey: string, recordId: number): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: feedKey(entityKey, recordId) }),
      queryClient.invalidateQueries({ queryKey: ['entity', entityKey] }),
    ]);
}

type Props = Omit<WriteFollowProps, 'editing' | 'onClose' | 'onSaved'> & { block?: boolean };

/** 写跟进: opens the dialog for a new follow-up of the record, wherever the page puts it (the feed, a phone's header). */
export function WriteFollowButton({ block, ...record }: Props) {
  const [open, setOpen] = useState(false);
  const refresh = useFeedRefresh(record.entityKey, record.recordId);
  return (
    <>
      <Button type="primary" icon={<EditOutlined />} onClick={() => setOpen(true)} block={block}>
        写跟进
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LazyWriteFollowDialog {...record} onClose={() => setOpen(false)} onSaved={() => void refresh()} />
        </Suspense>
      )}
    </>
  );
}
