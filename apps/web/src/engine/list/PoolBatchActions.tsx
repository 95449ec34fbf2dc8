import { type NodeName } from '@suwork/domain';
import { RollbackOutlined, UserAddOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { EntityDef } from '@suwork/domain/entities';
import { Button } from 'antd';
import type { EntityView } from '../entity-view.ts';
import { poolNodes } from '../pool/pool-api.ts';
import { usePoolActions } from '../pool/use-pool-actions.tsx';

type Props = {
  /** the entity itself (not its pool view) */
  entity: EntityDef;
  view: EntityView;
  selected: readonly number[];
  /** after an action succeeded (the rows have left the list) */
  onDone: () => void;
};

/** Whether a list shows pool actions: 领取 / 分配 in the pool, 放入公海 on the entity's own list. */
export function hasPoolBatchActions(entity: EntityDef, view: EntityView, can: (node: NodeName) => boolean): boolean {
  if (!entity.pool) return false;
  const nodes = poolNodes(entity);
  return view === 'pool' ? can(nodes.receive) || can(nodes.assign) : can(nodes.toPublic);
}

/** 领取 and 分配 (pool list) or 放入公海 (own list) on the selected rows. */
export function PoolBatchActions({ entity, view, selected, onDone }: Props) {
  const actions = usePoolActions(entity);
  const none = selected.length === 0;
  const n = none ? '' : `（${selected.length}）`;
  return (
    <>
      {view === 'pool' && actions.canReceive && (
        <Button
          icon={<UserAddOutlined />}
          disabled={none}
          onClick={() => void actions.receive(selected, { after: onDone })}
        >
          领取{n}
        </Button>
      )}
      {view === 'pool' && actions.canAssign && (
        <Button
          icon={<UserSwitchOutlined />}
          disabled={none}
          onClick={() => actions.assign(selected, { after: onDone })}
        >
          分配{n}
        </Button>
      )}
      {view === 'owned' && actions.canToPublic && (
        <Button
          icon={<RollbackOutlined />}
          disabled={none}
          onClick={() => actions.toPublic(selected, { after: onDone })}
        >
          放入公海{n}
        </Button>
      )}
      {actions.dialog}
    </>
  );
}
