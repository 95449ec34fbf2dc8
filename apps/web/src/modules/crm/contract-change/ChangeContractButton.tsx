import { MSG } from '@suwork/domain';
import { contractChangeEntity, type EntityDef } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../components/FormDialog.tsx';
import { useSubmissionKey } from '../../../components/use-submission-key.ts';
import { entityApi, type EntityRow } from '../../../engine/entity-api.ts';
import { isFormField } from '../../../engine/field-model.ts';
import { EntityForm } from '../../../engine/form/EntityForm.tsx';
import { addPayload, initialFormValues, type FormValues } from '../../../engine/form/form-values.ts';
import { routePath } from '../../../engine/route-paths.ts';
import type { SplitProposal } from './change-api.ts';
import { PlanSplitPreview } from './PlanSplit.tsx';

/** The amendment form: every field of 合同变更 but its contract, which is the one on screen. */
const FORM_DEF: EntityDef = {
  ...contractChangeEntity,
  fields: contractChangeEntity.fields.filter((f) => f.key !== 'contract_id'),
  sections: contractChangeEntity.sections.map((s) => ({ ...s, fields: s.fields.filter((k) => k !== 'contract_id') })),
};
const FIELDS = FORM_DEF.fields.filter(isFormField);

/** The proposal starts from the contract as it is: its amount, dates, product lines and terms. */
const proposalOf = (c: EntityRow): EntityRow => ({
  id: 0,
  new_amount: c.amount,
  new_start_date: c.start_date,
  new_end_date: c.end_date,
  new_product_lines: c.product_lines,
  new_terms: c.terms,
});

/** The proposal as the split preview asks for it (the amount as typed, the dates when given). */
function splitProposalOf(contractId: number, v: Record<string, unknown>): SplitProposal {
  const text = (x: unknown) => (typeof x === 'string' && x ? x : undefined);
  return {
    contract_id: contractId,
    new_amount: v.new_amount === undefined || v.new_amount === null ? '' : String(v.new_amount),
    new_start_date: text(v.new_start_date),
    new_end_date: text(v.new_end_date),
  };
}

/** 合同变更 on an approved contract: the proposal in a dialog, saved as a change request that then goes to approval. */
export function ChangeContractButton({ contract }: { contract: EntityRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>合同变更</Button>
      {open && <ChangeDialog contract={contract} onClose={() => setOpen(false)} />}
    </>
  );
}

function ChangeDialog({ contract, onClose }: { contract: EntityRow; onClose: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const initial = useMemo(() => initialFormValues(FIELDS, proposalOf(contract)), [contract]);
  const [proposal, setProposal] = useState<SplitProposal>(() =>
    splitProposalOf(contract.id, addPayload(FIELDS, initial)),
  );

  const submit = async (values: FormValues) => {
    setSaving(true);
    try {
      const res = await submission.send((key) =>
        entityApi(contractChangeEntity).add({ ...addPayload(FIELDS, values), contract_id: contract.id }, key),
      );
      message.success(`${res.msg || MSG.ok}，请在变更详情中提交审批`);
      await queryClient.invalidateQueries({ queryKey: ['entity', contractChangeEntity.key] });
      onClose();
      void navigate(routePath(contractChangeEntity.routes.info!, { id: res.data.id }));
    } catch {
      // the HTTP client has shown the server's message; the dialog keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormModal
      form={form}
      onClose={onClose}
      title={`合同变更：${String(contract.title ?? '')}`}
      footer={null}
      width={960}
    >
      <EntityForm
        form={form}
        def={FORM_DEF}
        initialValues={initial}
        saving={saving}
        onSubmit={(v) => void submit(v)}
        onCancel={onClose}
        onValuesChange={(v) => setProposal(splitProposalOf(contract.id, addPayload(FIELDS, v)))}
        submitText="保存变更申请"
      >
        <PlanSplitPreview proposal={proposal} />
      </EntityForm>
    </FormModal>
  );
}
