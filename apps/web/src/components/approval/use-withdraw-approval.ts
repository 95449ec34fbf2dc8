import { MSG } from '@suwork/domain';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { App } from 'antd';
import { askConfirm } from '../ask-confirm.ts';
import { useBusyAction } from '../use-busy-action.ts';
import { approvalApi } from './approval-api.ts';

export const WITHDRAW_CONFIRM = '确定撤回该审批吗？';

/**
 * 撤回 of a record's run by its initiator: asks first, then shows the server's message and reads the approval (and
 * `refreshKey`, the record's own cache, whose status the run moves) again. A refusal is shown by the HTTP client.
 */
export function useWithdrawApproval(flowType: string, detailId: number, refreshKey?: QueryKey) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  return useBusyAction(async () => {
    if (!(await askConfirm(modal, WITHDRAW_CONFIRM))) return;
    const res = await approvalApi.withdraw(flowType, detailId);
    message.success(res.msg || MSG.ok);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['approval'] }),
      refreshKey && queryClient.invalidateQueries({ queryKey: refreshKey }),
    ]);
  });
}
