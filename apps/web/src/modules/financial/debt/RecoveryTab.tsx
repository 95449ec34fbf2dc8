import { MSG, nodeOf } from '@suwork/domain';
import { PAY_METHOD, type DebtKind } from '@suwork/domain/entities';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { ListPager } from '../../../components/ListPager.tsx';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import styles from './debt.module.css';
import { debtApi, recoveriesKey, type RecoveryView } from './debt-api.ts';

const METHOD: Readonly<Record<number, string>> = PAY_METHOD;

/** 登记收回 on an approved write-off's detail page (the 收回 action's holders). */
export function RecoverButton({ kind, row }: { kind: DebtKind; row: EntityRow }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => void navigate(routePath(kind.routes.addRecovery, { debt_id: row.id }))}>
      登记{kind.noun}收回
    </Button>
  );
}

/** 收回记录 on a write-off's detail page: its recoveries, 编辑 and 删除 (after a confirm) for the 收回 action's holders. */
export function RecoveryTab({ kind, row }: { kind: DebtKind; row: EntityRow }) {
  const can = usePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const [page, setPage] = useState({ page: 1, limit: 10 });
  const api = debtApi(kind);
  const { data, isFetching } = useQuery({
    queryKey: [...recoveriesKey(kind.def.key, row.id), page],
    queryFn: ({ signal }) => api.recoveries(row.id, page.page, page.limit, signal),
    placeholderData: keepPreviousData,
  });
  const editable = can(nodeOf(kind.recoverNode));
  const remove = async (r: RecoveryView) => {
    if (
      !(await askConfirm(
        modal,
        `确定删除 ${r.recover_date} 收回的 ${formatAmount(r.amount)} 元吗？对应的回款记录将一并删除，该${kind.noun}的核销金额随之恢复。`,
        { danger: true },
      ))
    )
      return;
    const res = await api.delRecovery(r.id);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
  };
  return (
    <div className={styles.recoveries}>
      <Table<RecoveryView>
        size="small"
        rowKey="id"
        loading={isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} /> }}
        columns={[
          { key: 'amount', title: '收回金额（元）', align: 'right', render: (_v, r) => formatAmount(r.amount) },
          { key: 'recover_date', title: '收回日期', dataIndex: 'recover_date' },
          { key: 'pay_method', title: '收款方式', render: (_v, r) => METHOD[r.pay_method] ?? '--' },
          { key: 'hk_numbers', title: '回款编号', render: (_v, r) => r.hk_numbers.join('、') || '--' },
          { key: 'remark', title: '备注', render: (_v, r) => r.remark || '--' },
          { key: 'create_user_name', title: '登记人', render: (_v, r) => r.create_user_name ?? '--' },
          { key: 'create_time', title: '登记时间', dataIndex: 'create_time' },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '操作',
                  render: (_v: unknown, r: RecoveryView) => (
                    <Space size={4}>
                      <Button
                        type="link"
                        size="small"
                        onClick={() => void navigate(routePath(kind.routes.editRecovery, { id: r.id }))}
                      >
                        编辑
                      </Button>
                      <Button type="link" size="small" danger onClick={() => void remove(r)}>
                        删除
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {data && (
        <ListPager
          page={page.page}
          limit={page.limit}
          total={data.count ?? 0}
          capped={data.capped}
          onChange={(p, limit) => setPage({ page: p, limit })}
        />
      )}
    </div>
  );
}
