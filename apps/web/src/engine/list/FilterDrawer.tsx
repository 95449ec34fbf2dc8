import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { PageSpin } from '../../components/PageSpin.tsx';

/** A list's filters on a phone: 筛选 (with how many are set) opens them in a drawer, which searching closes. */
export function FilterDrawer({ active, children }: { active: number; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Badge count={active} size="small">
        <Button icon={<FilterOutlined />} onClick={() => setOpen(true)}>
          筛选
        </Button>
      </Badge>
      {/* the form (selects, date and region pickers) is loaded and built when first opened, not with the list */}
      <Drawer title="筛选" placement="bottom" size="80%" open={open} onClose={close}>
        <Suspense fallback={<PageSpin />}>{children(close)}</Suspense>
      </Drawer>
    </>
  );
}
