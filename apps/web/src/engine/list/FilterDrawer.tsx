import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState, type ReactNode } from 'react';

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
      <Drawer title="筛选" placement="bottom" size="80%" open={open} onClose={close} forceRender>
        {children(close)}
      </Drawer>
    </>
  );
}
