import { MSG } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { MemberPickDialog, type PickedMember } from '../../components/pickers/MemberPickDialog.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { poolApi, poolNodes } from './pool-api.ts';
import { ToPublicDialog } from './ToPublicDialog.tsx';

/** What follows a done action: `after` runs first; `leaving` when it leaves the page of a record that moved. */
export type AfterAction = { after?: () => void; leaving?: boolean };
type Open = ({ kind: 'assign' | 'toPublic'; ids: readonly number[] } & AfterAction) | null;

/**
 * 领取 / 分配 (pool view) and 放入公海 (own records) of an entity with a public pool: which the member may
 * use, the calls with their confirm or dialog, and the dialog node to render. Each refreshes the entity.
 */
export function usePoolActions(def: EntityDef) {
  const { modal, message } = App.useApp();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const nodes = poolNodes(def);
  const pool = def.pool;

  const finish = async (msg: string, { after, leaving = false }: AfterAction) => {
    message.success(msg || MSG.ok);
    setOpen(null);
    after?.();
    // a page left because its record moved must not ask for it again: mark stale only, the next page loads fresh
    await queryClient.invalidateQueries({ queryKey: ['entity', def.key], refetchType: leaving ? 'none' : 'active' });
  };

  // refusals are shown by the HTTP client
  const [, receiveNow] = useBusyAction(async (ids: readonly number[], then: AfterAction) =>
    finish((await poolApi(def).receive(ids)).msg, then),
  );
  const [, setExemptNow] = useBusyAction(async (ids: readonly number[], exempt: 1 | 2) =>
    finish((await poolApi(def).setExempt(ids, exempt)).msg, {}),
  );

  const receive = async (ids: readonly number[], then: AfterAction = {}) => {
    if (!pool || !(await askConfirm(modal, `确定领取选中的 ${ids.length} 条${pool.title}吗？`))) return;
    await receiveNow(ids, then);
  };

  const assign = async (ids: readonly number[], [m]: PickedMember[], then: AfterAction) => {
    await finish((await poolApi(def).assign(ids, m.id)).msg, then);
  };

  const toPublic = async (ids: readonly number[], reason: string, then: AfterAction) => {
    await finish((await poolApi(def).toPublic(ids, reason)).msg, then);
  };

  /** 不自动回收 on (2) or off (1) for own records */
  const setExempt = async (ids: readonly number[], exempt: 1 | 2) => {
    const verb = exempt === 2 ? '设为不自动回收' : '取消不自动回收';
    if (!pool || !(await askConfirm(modal, `确定将选中的 ${ids.length} 条${def.title}${verb}吗？`))) return;
    await setExemptNow(ids, exempt);
  };

  const dialog: ReactNode =
    open?.kind === 'assign' ? (
      <MemberPickDialog
        title="分配"
        label="负责人"
        required="请选择负责人"
        onOk={(m) => assign(open.ids, m, open)}
        onCancel={() => setOpen(null)}
      />
    ) : open?.kind === 'toPublic' && pool ? (
      <ToPublicDialog
        count={open.ids.length}
        poolTitle={pool.title}
        onOk={(reason) => toPublic(open.ids, reason, open)}
        onCancel={() => setOpen(null)}
      />
    ) : null;

  return {
    canReceive: Boolean(pool) && can(nodes.receive),
    canAssign: Boolean(pool) && can(nodes.assign),
    canToPublic: Boolean(pool) && can(nodes.toPublic),
    canExempt: Boolean(pool) && can(nodes.exempt),
    receive,
    setExempt,
    assign: (ids: readonly number[], then: AfterAction = {}) => setOpen({ kind: 'assign', ids, ...then }),
    toPublic: (ids: readonly number[], then: AfterAction = {}) => setOpen({ kind: 'toPublic', ids, ...then }),
    dialog,
  };
}
