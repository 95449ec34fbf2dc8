import type { EntityDef } from '@suwork/domain/entities';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../app/Auth.tsx';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import type { EntityRow } from '../entity-api.ts';
import { routePath } from '../route-paths.ts';
import { useDeleteRecords } from '../use-delete-records.ts';

type Props = { def: EntityDef; row: EntityRow; onDeleted: (id: number) => void };

/** 查看 / 编辑 / 删除 of one row, each shown when the route exists and the user holds its node. */
export function RowActions({ def, row, onDeleted }: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const remove = useDeleteRecords(def);
  const { info, edit } = def.routes;
  return (
    <Space size={0}>
      {info && (
        <Button type="link" size="small" onClick={() => navigate(routePath(info, { id: row.id }))}>
          查看
        </Button>
      )}
      {edit && can(`${def.node}_edit`) && (
        <Button type="link" size="small" onClick={() => navigate(routePath(edit, { id: row.id }))}>
          编辑
        </Button>
      )}
      {can(`${def.node}_del`) && (
        <GuardedButton type="link" size="small" danger onClick={() => remove([row.id], () => onDeleted(row.id))}>
          删除
        </GuardedButton>
      )}
    </Space>
  );
}
