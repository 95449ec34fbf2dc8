import { nodeOf } from '@suwork/domain';
import { isReadOnlyRecord, type EntityDef } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermission } from '../components/auth/Auth.tsx';
import { OperationLog } from '../components/OperationLog.tsx';
import { PageSpin } from '../components/PageSpin.tsx';
import { OverflowTabs } from '../components/tabs/OverflowTabs.tsx';
import { usePhone } from '../components/use-viewport.ts';
import { ApprovalActions } from './approval/ApprovalActions.tsx';
import { approvalTabs } from './approval/approval-tab.tsx';
import { isFlowDocument } from './approval/flow-document.ts';
import { DetailFields } from './detail/DetailFields.tsx';
import { DetailHeader } from './detail/DetailHeader.tsx';
import styles from './detail/detail.module.css';
import { RecordActions } from './detail/RecordActions.tsx';
import { SidePanel } from './detail/SidePanel.tsx';
import { entityApi, type EntityRow } from './entity-api.ts';
import { viewDef, viewKey, type EntityView } from './entity-view.ts';
import {
  recordLinkQuery,
  type DetailAction,
  type DetailTab,
  type EntityExtension,
  type RecordLink,
} from './extensions.ts';
import { contactSourceOf } from './follow-ups/contact-source.ts';
import { FollowFeed } from './follow-ups/FollowFeed.tsx';
import { WriteFollowButton } from './follow-ups/WriteFollowButton.tsx';
import { RecordMissing } from './RecordMissing.tsx';
import { relatedTabs } from './related/related-tabs.tsx';
import { useRelatedLists } from './related/use-related-lists.ts';
import { routePath } from './route-paths.ts';
import { TeamPanel } from './team/TeamPanel.tsx';

export type { DetailTab } from './extensions.ts';

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
  /** tabs added after 基本信息, 操作记录, 团队成员, the related lists and the extension's `detailTabs` */
  extraTabs?: readonly DetailTab[];
};

/** Width of the side panel holding the follow-up feed. */
const FEED_WIDTH = 420;

/**
 * The detail page of the record named by the query `id`: header (with the extension's links, commands and actions),
 * 基本信息 / 操作记录 / 团队成员 tabs, a tab per related list (`EntityDef.related`) and the extension's tabs, side panel.
 * A document that goes through approval (合同, 合同退款) also gets 提交审批 / 撤回审批 / 同意 / 拒绝 in the header and
 * an 审批流程 tab.
 */
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
  const related = useRelatedLists(entity, view, id);
  const phone = usePhone();

  if (id === '' || error) return <RecordMissing error={error} listRoute={def.routes.list} />;
  if (isLoading || !data) return <PageSpin />;
  const row = data.data;
  const pool = view === 'pool';
  const links = extension?.recordLinks ?? [];
  const shown = <T extends RecordLink | DetailAction>(items: readonly T[]) =>
    pool ? [] : items.filter((i) => can(i.node) && (i.show?.(row) ?? true));
  // links with a query of their own, and the module's header actions (RecordActions opens links by id)
  const queryLinks = shown(links.filter((l) => l.query));
  const moduleActions = shown(extension?.detailActions ?? []);
  const approval = !pool && isFlowDocument(entity);

  const tabs = [
    {
      key: 'info',
      label: '基本信息',
      children: <DetailFields def={def} row={row} pool={pool} views={extension?.fieldViews} />,
    },
    ...(def.features.log
      ? [
          {
            key: 'log',
            label: '操作记录',
            children: (
              <OperationLog
                queryKey={viewKey(def, view, 'log', row.id)}
                load={(page, limit, signal) => entityApi(def).log(row.id, page, limit, { signal })}
              />
            ),
          },
        ]
      : []),
    ...(entity.features.team && entity.owned
      ? [
          {
            key: 'team',
            label: '团队成员',
            children: (
              <TeamPanel
                def={entity}
                row={row}
                pool={pool}
                onAssigned={() => void navigate(routePath(def.routes.list), { replace: true })}
              />
            ),
          },
        ]
      : []),
    ...(approval ? approvalTabs(entity, row) : []),
    ...relatedTabs(related, row.id),
    ...[...(extension?.detailTabs ?? []), ...extraTabs]
      .filter((t) => t.show?.(row) ?? true)
      .map((t) => ({ key: t.key, label: t.label, children: t.render(row) })),
  ];

  const feed = entity.features.followUps;
  // the pool's history, or a record that is closed history (a converted clue): read, not written
  const feedReadOnly = pool || isReadOnlyRecord(entity, row);
  const contactName = typeof row.contact_name === 'string' ? row.contact_name : undefined;
  const canWrite = feed === true && !feedReadOnly && can(nodeOf(entity.node));
  // on a phone the feed is far down the page: 写跟进 comes first among the header's actions instead
  const writeInHeader = canWrite && !side && phone;
  const sidePanel = side ? (
    <SidePanel title={side.title}>{side.render?.(row)}</SidePanel>
  ) : feed ? (
    <SidePanel width={FEED_WIDTH}>
      <FollowFeed
        entityKey={entity.key}
        recordId={row.id}
        contactName={contactName}
        contactSource={contactSourceOf(entity, row)}
        canWrite={canWrite && !writeInHeader}
        readOnly={feedReadOnly}
      />
    </SidePanel>
  ) : pool ? null : (
    <SidePanel />
  );

  return (
    <div>
      <DetailHeader
        def={def}
        row={row}
        deleteBlocked={extension?.deleteBlocked}
        actions={
          // the header's Space lays out each button on its own, so they wrap one by one on a narrow screen
          <>
            {writeInHeader && (
              <WriteFollowButton
                entityKey={entity.key}
                recordId={row.id}
                contactName={contactName}
                contactSource={contactSourceOf(entity, row)}
              />
            )}
            {approval && <ApprovalActions def={entity} row={row} />}
            {queryLinks.map((l) => (
              <Button key={l.key} onClick={() => navigate(routePath(l.route, recordLinkQuery(l, row)))}>
                {l.label}
              </Button>
            ))}
            <RecordActions
              entity={entity}
              view={view}
              row={row}
              links={links.filter((l) => !l.query)}
              commands={extension?.recordCommands}
            />
            {moduleActions.map((a) => (
              <Fragment key={a.key}>{a.render(row)}</Fragment>
            ))}
          </>
        }
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <OverflowTabs className={styles.body} items={tabs} destroyOnHidden />
        </div>
        {sidePanel}
      </div>
    </div>
  );
}
