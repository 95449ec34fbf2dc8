import { MSG, PASS_TYPE } from '@suwork/domain';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../auth/Auth.tsx';
import { useGoBack } from '../use-go-back.ts';
import { routePath } from '../../engine/route-paths.ts';
import { FormModal } from '../FormDialog.tsx';
import { useBusyAction } from '../use-busy-action.ts';
import { approvalApi, reviewKey } from './approval-api.ts';
import { useWithdrawApproval } from './use-withdraw-approval.ts';
import styles from './approval.module.css';

export const EXAMINE_NODE = 'work_flow_examine';

/** pass_type: 2 approve, 3 reject */
type Decision = (typeof PASS_TYPE)[keyof typeof PASS_TYPE];
const APPROVE: Decision = 2;
const REJECT: Decision = 3;
const TITLE: Record<Decision, string> = { 2: '同意', 3: '拒绝' };
/** the reason a decision starts with */
const PREFILLED: Record<Decision, string> = { 2: '同意', 3: '' };

type Props = {
  /** 撤回 for the initiator (default); off where the page offers its own */
  withdraw?: boolean;
  /** the record's own cache, read again after a decision or a withdrawal (its status follows the run) */
  refreshKey?: QueryKey;
};

/**
 * 同意 / 拒绝 for the current approver of the record in the query (flow_type, detail_id), and 撤回 for its
 * initiator before anyone decided. A decision needs a reason and goes back one page once made.
 */
export function ExamineButtons({ withdraw: withdrawable = true, refreshKey }: Props = {}) {
  const [search] = useSearchParams();
  const flowType = search.get('flow_type') ?? '';
  const detailId = Number(search.get('detail_id'));
  const known = flowType !== '' && detailId > 0;
  const can = usePermission();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const goBack = useGoBack(routePath('examine'));
  const [deciding, setDeciding] = useState<Decision>();
  const [reason, setReason] = useState('');
  const { data } = useQuery({
    queryKey: reviewKey(flowType, detailId),
    queryFn: ({ signal }) => approvalApi.review(flowType, detailId, { signal }),
    enabled: known,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['approval'] }),
      refreshKey && queryClient.invalidateQueries({ queryKey: refreshKey }),
    ]);
  // a refusal is shown by the HTTP client; the dialog stays open with the reason
  const [busy, decide] = useBusyAction(async () => {
    if (!deciding) return;
    if (!reason.trim()) return void message.warning(MSG.inputReason);
    const res = await approvalApi.examine({
      flow_type: flowType,
      detail_id: detailId,
      reason: reason.trim(),
      pass_type: deciding,
    });
    message.success(res.msg || MSG.ok);
    setDeciding(undefined);
    void refresh();
    goBack();
  });
  const [, withdraw] = useWithdrawApproval(flowType, detailId, refreshKey);
  const review = data?.data;
  if (!known || !review) return null;
  const canExamine = review.can_examine && can(EXAMINE_NODE);
  const canWithdraw = withdrawable && review.can_withdraw;
  if (!canExamine && !canWithdraw) return null;

  const open = (d: Decision) => {
    setReason(PREFILLED[d]);
    setDeciding(d);
  };
  return (
    <div className={styles.buttons}>
      {canExamine && (
        <>
          <Button type="primary" onClick={() => open(APPROVE)}>
            同意
          </Button>
          <Button danger onClick={() => open(REJECT)}>
            拒绝
          </Button>
        </>
      )}
      {canWithdraw && <Button onClick={() => void withdraw()}>撤回</Button>}
      {deciding && (
        <FormModal
          changed={reason !== PREFILLED[deciding]}
          onClose={() => setDeciding(undefined)}
          title={TITLE[deciding]}
          okText="确定"
          cancelText="取消"
          confirmLoading={busy}
          onOk={() => void decide()}
        >
          <Form layout="vertical">
            <Form.Item label="说明" htmlFor="examine-reason">
              <Input.TextArea
                id="examine-reason"
                autoFocus
                rows={4}
                maxLength={500}
                showCount
                placeholder={MSG.inputReason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Form.Item>
          </Form>
        </FormModal>
      )}
    </div>
  );
}
