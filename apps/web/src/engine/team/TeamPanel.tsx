import { DeleteOutlined, SwapOutlined, UserAddOutlined } from '@ant-design/icons';
import { MSG, nodeOf } from '@suwork/domain';
import { isReadOnlyRecord, type EntityDef } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Empty, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { askConfirm } from '../../components/ask-confirm.ts';
import { MemberPickDialog, type PickedMember } from '../../components/pickers/MemberPickDialog.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import type { EntityRow } from '../entity-api.ts';
import { isPublicQuery, poolNodes } from '../pool/pool-api.ts';
import { routePath } from '../route-paths.ts';
import { teamApi, type TeamMember } from './team-api.ts';
import styles from './team.module.css';

type Props = {
  /** the entity (its own controller and node: the team endpoints live there) */
  def: EntityDef;
  row: EntityRow;
  /**
   * public-pool mode: no owner yet; picking a member assigns the owner (addLeader). Default: the query's
   * `public` (…Info?id=5&public=1).
   */
  pool?: boolean;
  /** after a pool record was assigned (it has left the pool); default: back to the pool's list */
  onAssigned?: () => void;
};

type Dialog = 'transfer' | 'add' | 'assign' | null;

function Person({ m, extra }: { m: { user_name: string | null; avatar_url?: string }; extra?: ReactNode }) {
  return (
    <div className={styles.person}>
      <Avatar size={32} src={m.avatar_url || undefined} className={styles.avatar}>
        {(m.user_name ?? '?').slice(0, 1)}
      </Avatar>
      <span className={styles.name}>{m.user_name ?? '--'}</span>
      {extra}
    </div>
  );
}

/**
 * 团队成员 of a record: the owner (负责人, 转移 with a confirm) and collaborators (协同人: add several, remove
 * with 是否确认删除). In public-pool mode the record has no owner, and picking a member assigns one.
 */
export function TeamPanel({ def, row, pool: poolProp, onAssigned }: Props) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const pool = Boolean(def.pool) && (poolProp ?? isPublicQuery(search));
  const can = usePermission();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  // a record that is closed history (a converted clue) keeps its team as it was
  const canEdit = can(nodeOf(def.node, 'edit')) && !isReadOnlyRecord(def, row);
  const { data: team, isLoading } = useQuery({
    queryKey: ['entity', def.key, 'team', row.id],
    // a pooled record's team is empty (the server says so to holders of the pool's page)
    queryFn: ({ signal }) => teamApi(def).get(row.id, { signal }),
    select: (res) => res.data,
  });
  const members: TeamMember[] = team?.groupUser ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['entity', def.key] });

  const done = async (msg: string) => {
    message.success(msg || MSG.ok);
    setDialog(null);
    await refresh();
  };

  const transfer = async ([m]: PickedMember[]) => {
    if (!(await askConfirm(modal, `确定将负责人转移给「${m.name}」吗？`))) throw new Error('cancelled');
    const res = await teamApi(def).transfer([row.id], m.id);
    await done(res.msg);
  };
  const addUsers = async (picked: PickedMember[]) => {
    const res = await teamApi(def).addUsers(
      [row.id],
      picked.map((m) => m.id),
    );
    await done(res.msg);
  };
  const assign = async ([m]: PickedMember[]) => {
    if (!(await askConfirm(modal, `确定将该${def.title}分配给「${m.name}」吗？`))) throw new Error('cancelled');
    const res = await teamApi(def).addLeader([row.id], m.id);
    message.success(res.msg || MSG.ok);
    setDialog(null);
    // the record has left the pool: back to the pool's list, and only mark the data stale
    if (onAssigned) onAssigned();
    else if (def.pool) void navigate(routePath(def.pool.routes.list), { replace: true });
    await queryClient.invalidateQueries({ queryKey: ['entity', def.key], refetchType: 'none' });
  };
  // a refusal is shown by the HTTP client
  const [, removeUser] = useBusyAction(async (m: TeamMember) => {
    const res = await teamApi(def).removeUsers(row.id, [m.user_id]);
    message.success(res.msg || MSG.ok);
    await refresh();
  });
  const remove = async (m: TeamMember) => {
    if (!(await askConfirm(modal, MSG.confirmRemoveCollaborator, { danger: true }))) return;
    await removeUser(m);
  };

  if (isLoading) {
    return (
      <div className={styles.loading}>
        <Spin description="加载中…" />
      </div>
    );
  }
  const ownerId = team?.manager_user_id ?? 0;

  return (
    <div className={styles.team}>
      <section className={styles.block} aria-label="负责人">
        <div className={styles.blockHead}>
          <h3>负责人</h3>
          {pool
            ? can(poolNodes(def).assign) && (
                <Button size="small" icon={<UserAddOutlined />} onClick={() => setDialog('assign')}>
                  分配负责人
                </Button>
              )
            : canEdit && (
                <Button size="small" icon={<SwapOutlined />} onClick={() => setDialog('transfer')}>
                  转移负责人
                </Button>
              )}
        </div>
        {pool || !team?.manager.user_name ? (
          <div className={styles.none}>{pool ? '暂无（公海中）' : '暂无负责人'}</div>
        ) : (
          <Person m={{ user_name: team.manager.user_name }} />
        )}
      </section>
      <section className={styles.block} aria-label="协同人">
        <div className={styles.blockHead}>
          <h3>协同人{members.length > 0 ? `（${members.length}）` : ''}</h3>
          {!pool && canEdit && (
            <Button size="small" icon={<UserAddOutlined />} onClick={() => setDialog('add')}>
              添加协同人
            </Button>
          )}
        </div>
        {members.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.emptyCollaborators} />
        ) : (
          <div className={styles.people}>
            {members.map((m) => (
              <Person
                key={m.user_id}
                m={m}
                extra={
                  canEdit &&
                  !pool && (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`移除 ${m.user_name}`}
                      title="移除"
                      onClick={() => void remove(m)}
                    />
                  )
                }
              />
            ))}
          </div>
        )}
      </section>
      {dialog === 'transfer' && (
        <MemberPickDialog
          title="转移负责人"
          label="新负责人"
          required="请选择负责人"
          exclude={[ownerId]}
          onOk={transfer}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'add' && (
        <MemberPickDialog
          title="添加协同人"
          label="协同人"
          multiple
          required="请选择协同人"
          exclude={[ownerId, ...members.map((m) => m.user_id)]}
          onOk={addUsers}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'assign' && (
        <MemberPickDialog
          title="分配负责人"
          label="负责人"
          required="请选择负责人"
          onOk={assign}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
