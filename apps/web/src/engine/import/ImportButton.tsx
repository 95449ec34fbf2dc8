import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { EntityApi } from '../entity-api.ts';

// the dialog's code (upload, progress) loads when it is opened, not with every list
const ImportDialog = lazy(() => import('./ImportDialog.tsx').then((m) => ({ default: m.ImportDialog })));

type Props = { title: string; api: Pick<EntityApi, 'importTemplate' | 'importFile'>; onImported: () => void };

/** 导入 on a list page: opens the import dialog. */
export function ImportButton({ title, api, onImported }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        导入
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog title={title} api={api} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
