import { MEMBER_STATUS, MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { ListPager } from '../../components/ListPager.tsx';
import { orgAdminApi, type MemberRow } from './org-api.ts';
import styles from './org-styles.ts';

/** Members holding a role (enabled and disabled). */
export function RoleMembersPanel({ roleId }: { roleId: number }) {
  const [pager, setPager] = useState({ page: 1, limit: 10 });
  const params = { ...pager, role_id: roleId, status: 0 };
  const list = useQuery({
    queryKey: ['org', 'memberList', params],
    queryFn: ({ signal }) => orgAdminApi.members(params, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <Table<MemberRow>
        rowKey="user_id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: MSG.empty }}
        columns={[
          { title: '成员名', dataIndex: 'user_name' },
          { title: '手机号', dataIndex: 'user_phone' },
          { title: '部门', dataIndex: 'dept_name' },
          {
            title: '状态',
            dataIndex: 'status',
            render: (s: number) => (s === MEMBER_STATUS.enabled ? <Tag color="green">启用</Tag> : <Tag>禁用</Tag>),
          },
        ]}
      />
      <ListPager
        className={styles.pager}
        page={pager.page}
        limit={pager.limit}
        total={list.data?.count ?? 0}
        onChange={(page, limit) => setPager({ page, limit })}
      />
    </>
  );
}
