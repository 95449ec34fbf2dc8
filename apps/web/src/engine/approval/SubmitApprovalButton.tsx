import { MSG } from '@suwork/domain';
import { recordCondition, type EntityDef } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { approvalApi } from '../../components/approval/approval-api.ts';
import { FlowPreview, type FlowPreviewHandle } from '../../components/approval/FlowPreview.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import type { EntityRow } from '../entity-api.ts';

/** 提交审批 of a saved document: the dialog shows the flow it would go through, with 选择审批人 where the template asks. */
export function SubmitApprovalButton({ def, row }: { def: EntityDef; row: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        提交审批
      </Button>
      {open && <SubmitApprovalDialog def={def} row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function SubmitApprovalDialog({ def, row, onClose }: { def: EntityDef; row: EntityRow; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const preview = useRef<FlowPreviewHandle>(null);
  const flowType = String(def.flowType);
  const condition = useMemo(() => recordCondition(def, row), [def, row]);
  // a refusal (请选择审批人！, 只能为自己的记录提交审批 …) is shown by the HTTP client and leaves the dialog open
  const [busy, submit] = useBusyAction(async () => {
    if (!preview.current?.validate()) return;
    const res = await approvalApi.start({
      flow_type: flowType,
      detail_id: row.id,
      to_user: preview.current.toUser(),
      condition: JSON.stringify(condition),
    });
    message.success(res.msg || MSG.ok);
    onClose();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['entity', def.key] }),
      queryClient.invalidateQueries({ queryKey: ['approval'] }),
    ]);
  });
  return (
    <Modal
      open
      title="提交审批"
      okText="提交"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">提交后{def.title}进入审批，审批期间不能修改。</Typography.Paragraph>
      <FlowPreview ref={preview} flowType={flowType} condition={condition} />
    </Modal>
  );
}
