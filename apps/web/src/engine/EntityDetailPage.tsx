import type { EntityDef } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../app/Auth.tsx';
import { OperationLog } from '../components/OperationLog.tsx';
import { PageSpin } from '../components/PageSpin.tsx';
import { DetailFields } from './detail/DetailFields.tsx';
import { DetailHeader } from './detail/DetailHeader.tsx';
import styles from './detail/detail.module.css';
import { RecordActions } from './detail/RecordActions.tsx';
import { SidePanel } from './detail/SidePanel.tsx';
import { entityApi, type EntityRow } from './entity-api.ts';
import { viewDef, viewKey, type EntityView } from './entity-view.ts';
import type { EntityExtension } from './extensions.ts';
import { contactSourceOf } from './follow-ups/contact-source.ts';
import { FollowFeed } from './follow-ups/FollowFeed.tsx';
import { RecordMissing } from './RecordMissing.tsx';
import { routePath } from './route-paths.ts';
import { TeamPanel } from './team/TeamPanel.tsx';

export type DetailTab = { key: string; label: string; render: (row: EntityRow) => ReactNode };

type Props = {
  entity: EntityDef;
  /** 'pool': a record of the entity's public pool (its controller, node and routes), with 领取 and 分配 */
  view?: EntityView;
  extension?: EntityExtension;
  /**
   * the right-hand panel; default: the 跟进动态 feed for entities with follow-ups (read-only in the pool view:
   * the history of a pooled record), else 跟进动态 showing 暂无动态
   */
  side?: { title?: string; render?: (row: EntityRow) => ReactNode };
  /** tabs a module adds after 基本信息, 操作记录 and 团队成员 */
  extraTabs?: readonly DetailTab[];
};

/** Width of the side panel holding the follow-up feed. */
const FEED_WIDTH = 420;

/** The detail page of the record named by the query `id`: header, 基本信息 / 操作记录 / 团队成员 tabs, side panel. */
export function EntityDetailPage({ entity, view = 'owned', extension, side, extraTabs = [] }: Props) {
  const def = useMemo(() => viewDef(entity, view), [entity, view]);
  const navigate = useNavigate();
  const can = usePermission();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data, isLoading, error } = useQuery({
    queryKey: viewKey(def, view, 'info', id),
    queryFn: ({ signal }) => entityApi(def).info(id, { signal }),
    enabled: id !== '',
  });

  if (id === '' || error) return <RecordMissing error={error} listRoute={def.routes.list} />;
  if (isLoading || !data) return <PageSpin />;
  const row = data.data;
  const pool = view === 'pool';

  const tabs = [
    { key: 'info', label: '基本信息', children: <DetailFields def={def} row={row} pool={pool} /> },
    ...(def.features.log
      ? [
          {
            key: 'log',
            label: '操作记录',
            children: <OperationLog queryKey={viewKey(def, view, 'log', row.id)} load={(page, limit, signal) => entityApi(def).log(row.id, page, limit, { signal })} />,
          },
        ]
      : []),
    ...(entity.features.team && entity.owned
      ? [
          {
            key: 'team',
            label: '团队成员',
            children: <TeamPanel def={entity} row={row} pool={pool} onAssigned={() => void navigate(routePath(def.routes.list), { replace: true })} />,
          },
        ]
      : []),
    ...extraTabs.map((t) => ({ key: t.key, label: t.label, children: t.render(row) })),
  ];

  const feed = entity.features.followUps;
  const contactName = typeof row.contact_name === 'string' ? row.contact_name : undefined;
  const sidePanel = side ? (
    <SidePanel title={side.title}>{side.render?.(row)}</SidePanel>
  ) : feed ? (
    <SidePanel width={FEED_WIDTH}>
      <FollowFeed entityKey={entity.key} recordId={row.id} contactName={contactName} contactSource={contactSourceOf(entity)} canWrite={!pool && can(entity.node)} readOnly={pool} />
    </SidePanel>
  ) : pool ? null : (
    <SidePanel />
  );

  return (
    <div>
      <DetailHeader def={def} row={row} actions={<RecordActions entity={entity} view={view} row={row} links={extension?.recordLinks} commands={extension?.recordCommands} />} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Tabs className={styles.body} items={tabs} destroyOnHidden />
        </div>
        {sidePanel}
      </div>
    </div>
  );
}
