import { isReadOnlyRecord, type EntityDef } from '@suwork/domain/entities';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import type { EntityRow } from '../entity-api.ts';
import type { EntityView } from '../entity-view.ts';
import type { RecordCommand, RecordLink } from '../extensions.ts';
import { GuardedButton } from '../../components/GuardedButton.tsx';
import { useRecordCommand } from '../use-record-command.ts';
import { usePoolActions } from '../pool/use-pool-actions.tsx';
import { routePath } from '../route-paths.ts';

type Props = {
  /** the entity itself (not its pool view) */
  entity: EntityDef;
  view: EntityView;
  row: EntityRow;
  links?: readonly RecordLink[];
  commands?: readonly RecordCommand[];
};

/**
 * The detail header's own actions: the module's links (转客户) and 放入公海 on an own record (not on one that is
 * closed history, EntityDef.readOnlyWhen), 领取 and 分配 on a pool record. A record that leaves the page's view
 * goes to where it now is.
 */
export function RecordActions({ entity, view, row, links = [], commands = [] }: Props) {
  const navigate = useNavigate();
  const can = usePermission();
  const pool = usePoolActions(entity);
  const runCommand = useRecordCommand(entity);
  const ids = [row.id];
  /** leaves for a page where the record now is */
  const leaveTo = (path: string) => ({ after: () => void navigate(path, { replace: true }), leaving: true });
  const ownInfo = entity.routes.info;
  const open = !isReadOnlyRecord(entity, row);
  return (
    <>
      <Space wrap>
        {view === 'owned' &&
          links
            .filter((l) => can(l.node) && (l.show?.(row) ?? true))
            .map((l) => (
              <Button key={l.key} onClick={() => navigate(routePath(l.route, { id: row.id }))}>
                {l.label}
              </Button>
            ))}
        {view === 'owned' &&
          commands
            .filter((c) => can(c.node) && (c.show?.(row) ?? true))
            .map((c) => (
              <GuardedButton key={c.key} onClick={() => void runCommand(c, row)}>
                {c.label}
              </GuardedButton>
            ))}
        {view === 'owned' && open && pool.canToPublic && (
          <Button onClick={() => pool.toPublic(ids, leaveTo(routePath(entity.routes.list)))}>放入公海</Button>
        )}
        {view === 'owned' && open && pool.canExempt && (
          <Button onClick={() => void pool.setExempt(ids, row.pool_exempt === 2 ? 1 : 2)}>
            {row.pool_exempt === 2 ? '取消不自动回收' : '设为不自动回收'}
          </Button>
        )}
        {view === 'pool' && pool.canReceive && (
          <Button
            type="primary"
            onClick={() =>
              void pool.receive(
                ids,
                leaveTo(ownInfo ? routePath(ownInfo, { id: row.id }) : routePath(entity.routes.list)),
              )
            }
          >
            领取
          </Button>
        )}
        {view === 'pool' && pool.canAssign && entity.pool && (
          <Button onClick={() => pool.assign(ids, leaveTo(routePath(entity.pool?.routes.list ?? entity.routes.list)))}>
            分配
          </Button>
        )}
      </Space>
      {pool.dialog}
    </>
  );
}
