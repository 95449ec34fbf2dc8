import { MSG } from '@suwork/domain';
import { Empty, Table } from 'antd';
import type { DashboardRank } from '../crm-api.ts';
import styles from './dashboard.module.css';

/** Members by new customers in the period (the server sends the top 10). */
export function RankingTable({ ranking }: { ranking: readonly DashboardRank[] }) {
  return (
    <Table<DashboardRank>
      size="small"
      rowKey="user_id"
      pagination={false}
      dataSource={[...ranking]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
      columns={[
        {
          key: 'rank',
          title: '排名',
          width: 64,
          render: (_v, _r, i) => <span className={i < 3 ? styles.top : styles.rank}>{i + 1}</span>,
        },
        { key: 'user_name', dataIndex: 'user_name', title: '成员' },
        { key: 'new_customers', dataIndex: 'new_customers', title: '新增客户', align: 'right', width: 100 },
      ]}
    />
  );
}
