import { MSG } from '@suwork/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Spin, Table } from 'antd';
import { useState } from 'react';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { formatAmount } from '../../../lib/format.ts';
import { changeApi, changeKeys } from './change-api.ts';

/**
 * 重新分配回款计划: after an amendment the plans may no longer add up to the amount; the balance left is spread over
 * the instalments not yet collected, shown first, applied on 确定.
 */
export function ResplitButton({ contractId }: { contractId: number }) {
  const [open, setOpen] = useState(false);
  // the plans are flagged when they no longer add up to the amount (after an amendment)
  const { data } = useQuery({
    queryKey: changeKeys.resplit(contractId),
    queryFn: ({ signal }) => changeApi.resplitPreview(contractId, { signal }),
  });
  const mismatch = data?.data.mismatch === true;
  return (
    <>
      <Button
        danger={mismatch}
        title={mismatch ? '回款计划合计与合同金额不一致' : undefined}
        onClick={() => setOpen(true)}
      >
        重新分配回款计划
      </Button>
      {open && <ResplitDialog contractId={contractId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ResplitDialog({ contractId, onClose }: { contractId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey: changeKeys.resplit(contractId),
    queryFn: ({ signal }) => changeApi.resplitPreview(contractId, { signal }),
  });
  const preview = data?.data;
  const [busy, apply] = useBusyAction(async () => {
    const res = await changeApi.resplit(contractId);
    message.success(res.msg || MSG.ok);
    onClose();
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
  });
  const canApply = Boolean(preview?.mismatch && preview.possible);
  return (
    <Modal
      open
      title="重新分配回款计划"
      okText="确定分配"
      cancelText="取消"
      okButtonProps={{ disabled: !canApply }}
      confirmLoading={busy}
      onOk={() => void apply()}
      onCancel={onClose}
      destroyOnHidden
    >
      {isLoading || !preview ? (
        <Spin />
      ) : (
        <>
          <Alert
            type={preview.mismatch ? 'warning' : 'success'}
            showIcon
            title={
              preview.mismatch
                ? `回款计划合计 ${formatAmount(preview.planned)} 元与合同金额 ${formatAmount(preview.amount)} 元不一致`
                : `回款计划合计与合同金额 ${formatAmount(preview.amount)} 元一致，无需重新分配`
            }
            description={
              preview.mismatch && !preview.possible ? '没有可以重新分配的未回款计划，请手动调整回款计划' : undefined
            }
          />
          {canApply && (
            <Table
              size="small"
              rowKey="plan_id"
              pagination={false}
              style={{ marginTop: 12 }}
              scroll={{ x: 'max-content' }}
              dataSource={preview.plans}
              columns={[
                { title: '期数', dataIndex: 'plan_name' },
                { title: '已回款', dataIndex: 'actual_amount', align: 'right', render: formatAmount },
                { title: '原计划金额', dataIndex: 'amount', align: 'right', render: formatAmount },
                {
                  title: '分配后金额',
                  dataIndex: 'new_amount',
                  align: 'right',
                  render: (v: string) => <strong>{formatAmount(v)}</strong>,
                },
              ]}
            />
          )}
        </>
      )}
    </Modal>
  );
}
