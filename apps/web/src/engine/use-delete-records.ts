import { MSG } from '@suwork/domain';
import type { EntityDef } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useBusyAction } from '../components/use-busy-action.ts';
import { entityApi } from './entity-api.ts';

/**
 * Asks 此操作将永久删除该数据, 是否继续? and on 确定 deletes the records, shows the server message and
 * refreshes every list and detail of the entity. Failures are shown by the HTTP client.
 */
export function useDeleteRecords(def: EntityDef) {
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  // a refusal is shown by the HTTP client; the dialog closes
  const [, del] = useBusyAction(async (ids: readonly number[], onDeleted?: () => void) => {
    const res = await entityApi(def).del(ids);
    message.success(res.msg || MSG.ok);
    onDeleted?.();
    await queryClient.invalidateQueries({ queryKey: ['entity', def.key] });
  });
  return (ids: readonly number[], onDeleted?: () => void) => {
    modal.confirm({
      title: '提示',
      content: MSG.confirmDelete,
      okText: '确定',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () => del(ids, onDeleted),
    });
  };
}
