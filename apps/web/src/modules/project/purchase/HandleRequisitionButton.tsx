import { MSG } from '@suwork/domain';
import { purchaseEntity, REQUISITION } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { RecordPickerInput } from '../../../engine/pickers/RecordPickerInput.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { purchaseApi } from './purchase-api.ts';

type Values = { way: 2 | 3; service_id?: number; remark?: string };

/** 处理 of an approved 内部采购: handed out from stock, or made into a draft purchase order with a supplier. */
export function HandleRequisitionButton({ row }: { row: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>处理</Button>
      {open && <HandleDialog row={row} onClose={() => setOpen(false)} />}
    </>
  );
}

function HandleDialog({ row, onClose }: { row: EntityRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const way = Form.useWatch('way', form);
  const can = usePermission();
  const mayOrder = can('project_procurement_add');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, submit] = useBusyAction(async () => {
    const v = await form.validateFields();
    const remark = v.remark?.trim() || undefined;
    const res = await purchaseApi.handleRequisition(
      v.way === REQUISITION.toPurchase
        ? { requisition_id: row.id, way: 3, service_id: v.service_id!, remark }
        : { requisition_id: row.id, way: 2, remark },
    );
    onClose();
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
    const orderId = res.data.purchase_id;
    if (orderId && purchaseEntity.routes.edit) {
      message.success('已转为采购单，请核对单价后提交审批');
      void navigate(routePath(purchaseEntity.routes.edit, { id: orderId }));
    } else message.success(res.msg || MSG.ok);
  });
  return (
    <FormModal
      form={form}
      onClose={onClose}
      title="处理内部采购"
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ way: REQUISITION.fromStock }}>
        <Form.Item name="way" label="处理方式" rules={[{ required: true, message: '请选择处理方式' }]}>
          <Radio.Group
            options={[
              { value: REQUISITION.fromStock, label: '库存领用' },
              { value: REQUISITION.toPurchase, label: '转为采购单', disabled: !mayOrder },
            ]}
          />
        </Form.Item>
        {way === REQUISITION.toPurchase && (
          <Form.Item
            name="service_id"
            label="供应商"
            extra="按申请明细生成一张待提交的采购单，核对后由采购人提交审批"
            rules={[{ required: true, message: '请选择供应商' }]}
          >
            <RecordPickerInput entity="supplier" placeholder="请选择供应商" />
          </Form.Item>
        )}
        <Form.Item name="remark" label="处理说明">
          <Input
            maxLength={200}
            placeholder={way === REQUISITION.toPurchase ? '如：库存不足，转采购' : '如：已从仓库领用'}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
