import type { EntityDef } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { OperationLog } from '../components/OperationLog.tsx';
import { PageSpin } from '../components/PageSpin.tsx';
import { DetailFields } from './detail/DetailFields.tsx';
import { DetailHeader } from './detail/DetailHeader.tsx';
import styles from './detail/detail.module.css';
import { SidePanel } from './detail/SidePanel.tsx';
import { entityApi, type EntityRow } from './entity-api.ts';
import { RecordMissing } from './RecordMissing.tsx';

export type DetailTab = { key: string; label: string; render: (row: EntityRow) => ReactNode };

type Props = {
  entity: EntityDef;
  /** the right-hand panel (default: 跟进动态 showing 暂无动态) */
  side?: { title?: string; render?: (row: EntityRow) => ReactNode };
  /** tabs a module adds after 基本信息 and 操作记录 */
  extraTabs?: readonly DetailTab[];
};

/** The detail page of the record named by the query `id`: header, 基本信息 / 操作记录 tabs, side panel. */
export function EntityDetailPage({ entity: def, side, extraTabs = [] }: Props) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data, isLoading, error } = useQuery({
    queryKey: ['entity', def.key, 'info', id],
    queryFn: ({ signal }) => entityApi(def).info(id, { signal }),
    enabled: id !== '',
  });

  if (id === '' || error) return <RecordMissing error={error} listRoute={def.routes.list} />;
  if (isLoading || !data) return <PageSpin />;
  const row = data.data;

  const tabs = [
    { key: 'info', label: '基本信息', children: <DetailFields def={def} row={row} /> },
    ...(def.features.log
      ? [
          {
            key: 'log',
            label: '操作记录',
            children: <OperationLog queryKey={['entity', def.key, 'log', row.id]} load={(page, limit, signal) => entityApi(def).log(row.id, page, limit, { signal })} />,
          },
        ]
      : []),
    ...extraTabs.map((t) => ({ key: t.key, label: t.label, children: t.render(row) })),
  ];

  return (
    <div>
      <DetailHeader def={def} row={row} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Tabs className={styles.body} items={tabs} destroyOnHidden />
        </div>
        <SidePanel title={side?.title}>{side?.render?.(row)}</SidePanel>
      </div>
    </div>
  );
}
