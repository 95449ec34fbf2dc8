import { nodeOf } from '@suwork/domain';
import { CHANCE_STATUS, opportunityEntity } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Statistic, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import { salesApi, salesKeys, type RivalRecord } from './sales-api.ts';
import styles from './sales.module.css';

type Chance = RivalRecord['chances'][number];

const STATUS_COLOR: Record<number, string> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'default' };

/** 交锋记录: how the opportunities the rival was met in ended (赢 / 输 / 进行中), and those opportunities. */
export function RivalRecordTab({ rivalId }: { rivalId: number }) {
  const can = usePermission();
  const { data, isLoading } = useQuery({
    queryKey: salesKeys.rivalRecord(rivalId),
    queryFn: ({ signal }) => salesApi.rivalRecord(rivalId, { signal }),
  });
  const record = data?.data;
  const info = opportunityEntity.routes.info;
  const columns: TableColumnsType<Chance> = [
    {
      key: 'name',
      title: '商机名称',
      render: (_, c) =>
        info && can(nodeOf(opportunityEntity.node)) ? (
          <Link to={routePath(info, { id: c.chance_id })}>{c.chance_name}</Link>
        ) : (
          c.chance_name
        ),
    },
    { key: 'company', dataIndex: 'company_name', title: '客户名称' },
    {
      key: 'amount',
      title: '预计金额（元）',
      align: 'right',
      render: (_, c) => (c.amount === null ? '--' : formatAmount(c.amount)),
    },
    {
      key: 'status',
      title: '商机状态',
      width: 100,
      render: (_, c) => (
        <Tag color={STATUS_COLOR[c.status]}>{CHANCE_STATUS[c.status as keyof typeof CHANCE_STATUS] ?? '--'}</Tag>
      ),
    },
  ];
  return (
    <div className={styles.tab}>
      <div className={styles.counts}>
        <Statistic title="赢" value={record?.won ?? 0} loading={isLoading} />
        <Statistic title="输" value={record?.lost ?? 0} loading={isLoading} />
        <Statistic title="进行中" value={record?.open ?? 0} loading={isLoading} />
      </div>
      <Table<Chance>
        size="small"
        rowKey="chance_id"
        columns={columns}
        dataSource={record?.chances ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
