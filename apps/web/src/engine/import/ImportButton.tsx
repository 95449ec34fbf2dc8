import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { EntityApi } from '../entity-api.ts';
import { ImportDialog } from './ImportDialog.tsx';

type Props = { title: string; api: Pick<EntityApi, 'importTemplate' | 'importFile'>; onImported: () => void };

/** 导入 on a list page: opens the import dialog. */
export function ImportButton({ title, api, onImported }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)}>
        导入
      </Button>
      {open && <ImportDialog title={title} api={api} onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  );
}
