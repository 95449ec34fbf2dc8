import type { EntityDef } from '@suwork/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useSession } from '../../components/auth/session-context.ts';
import { approvalApi, reviewKey } from '../../components/approval/approval-api.ts';
import { ExamineButtons } from '../../components/approval/ExamineButtons.tsx';
import { useWithdrawApproval } from '../../components/approval/use-withdraw-approval.ts';
import type { EntityRow } from '../entity-api.ts';
import { awaitsSubmission, inApproval, maySubmit } from './flow-document.ts';
import { SubmitApprovalButton } from './SubmitApprovalButton.tsx';

/**
 * The detail header's approval buttons of a document: 提交审批 for its owner while it may be submitted, 撤回审批
 * for the initiator while no one has decided, and 同意 / 拒绝 for an approver who opened it from the approval
 * centre (flow_type and detail_id in the query).
 */
export function ApprovalActions({ def, row }: { def: EntityDef; row: EntityRow }) {
  const { user } = useSession();
  const flowType = String(def.flowType);
  const recordKey = ['entity', def.key];
  const running = inApproval(def, row);
  // the same query as the 审批流程 tab and ExamineButtons: asked once
  const { data } = useQuery({
    queryKey: reviewKey(flowType, row.id),
    queryFn: ({ signal }) => approvalApi.review(flowType, row.id, { signal }),
    enabled: running,
  });
  const [withdrawing, withdraw] = useWithdrawApproval(flowType, row.id, recordKey);
  return (
    <>
      {awaitsSubmission(def, row) && maySubmit(def, row, user.uid) && <SubmitApprovalButton def={def} row={row} />}
      {running && data?.data.can_withdraw && (
        <Button loading={withdrawing} onClick={() => void withdraw()}>
          撤回审批
        </Button>
      )}
      <ExamineButtons withdraw={false} refreshKey={recordKey} />
    </>
  );
}
