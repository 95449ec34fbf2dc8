import { OFFER_STATUS, offerEntity } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import { salesApi, salesKeys, type OfferVersion } from './sales-api.ts';
import styles from './sales.module.css';

const statusLabel = (status: number) => OFFER_STATUS[status as keyof typeof OFFER_STATUS] ?? '--';

/** 版本: every version of the quote (v1 first), each opening its own detail page; the one shown is marked. */
export function OfferVersionsTab({ offerId }: { offerId: number }) {
  const { data, isLoading } = useQuery({
    queryKey: salesKeys.offerVersions(offerId),
    queryFn: ({ signal }) => salesApi.offerVersions(offerId, { signal }),
  });
  const info = offerEntity.routes.info;
  const columns: TableColumnsType<OfferVersion> = [
    {
      key: 'version',
      title: '版本',
      width: 130,
      render: (_, v) =>
        v.offer_id === offerId ? (
          <>
            v{v.version} <Tag color="blue">当前</Tag>
          </>
        ) : info ? (
          <Link to={routePath(info, { id: v.offer_id })} aria-label={`查看 v${v.version}`}>
            v{v.version}
          </Link>
        ) : (
          `v${v.version}`
        ),
    },
    { key: 'no', dataIndex: 'offer_no', title: '报价单号', width: 180 },
    { key: 'status', title: '状态', width: 90, render: (_, v) => statusLabel(v.status) },
    {
      key: 'after_tax',
      title: '含税总计（元）',
      width: 140,
      align: 'right',
      render: (_, v) => (v.after_tax === null ? '--' : formatAmount(v.after_tax)),
    },
    { key: 'time', dataIndex: 'create_time', title: '创建时间', width: 170 },
  ];
  return (
    <div className={styles.tab}>
      <Table<OfferVersion>
        size="small"
        rowKey="offer_id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
