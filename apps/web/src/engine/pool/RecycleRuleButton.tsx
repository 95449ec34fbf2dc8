import { SettingOutlined } from '@ant-design/icons';
import type { EntityDef } from '@suwork/domain/entities';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { poolNodes } from './pool-api.ts';

const RecycleRuleDialog = lazy(() => import('./RecycleRuleDialog.tsx').then((m) => ({ default: m.RecycleRuleDialog })));

/** 回收规则 on a pool list, for those who may read the company settings. */
export function RecycleRuleButton({ entity }: { entity: EntityDef }) {
  const can = usePermission();
  const [open, setOpen] = useState(false);
  if (!entity.pool || !can(poolNodes(entity).viewRule)) return null;
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        回收规则
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RecycleRuleDialog def={entity} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
