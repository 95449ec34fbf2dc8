import { MSG } from '@suwork/domain';
import { leaveEntity } from '@suwork/domain/entities';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGoBack } from '../../../app/use-go-back.ts';
import { FlowPreview, type FlowPreviewHandle } from '../../../components/approval/FlowPreview.tsx';
import { isFormField } from '../../../engine/field-model.ts';
import { EntityForm } from '../../../engine/form/EntityForm.tsx';
import { addPayload, initialFormValues, type FormValues } from '../../../engine/form/form-values.ts';
import { routePath } from '../../../engine/route-paths.ts';
import { LEAVE_FLOW_TYPE, leaveApi } from './leave-api.ts';
import styles from '../../../engine/form/form.module.css';

/** What the approval steps' conditions may look at: 请假类型 and 时长（天）. */
function conditionOf(values: FormValues): Record<string, unknown> {
  const days = leaveDays(values);
  return { leave_type: values.leave_type ?? '', ...(days !== undefined ? { duration: days } : {}) };
}

function leaveDays(v: FormValues): number | undefined {
  const { start_date: s, end_date: e, start_half: sh, end_half: eh } = v;
  if (!s || !e || typeof s === 'string' || typeof e === 'string' || Array.isArray(s) || Array.isArray(e) || typeof s === 'number' || typeof e === 'number') return undefined;
  const halves = e.startOf('day').diff(s.startOf('day'), 'day') * 2 + (Number(eh) - Number(sh)) + 1;
  return halves > 0 ? halves / 2 : undefined;
}

/** 请假申请: the leave form with its approval flow under it; saving submits it into approval. */
export function LeaveAddPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const preview = useRef<FlowPreviewHandle>(null);
  const fields = useMemo(() => leaveEntity.fields.filter(isFormField), []);
  const initial = useMemo(() => initialFormValues(fields), [fields]);
  const [condition, setCondition] = useState(() => conditionOf(initial));
  const [saving, setSaving] = useState(false);
  const cancel = useGoBack(routePath('examine'));

  const submit = async (values: FormValues) => {
    if (!preview.current?.validate()) return;
    setSaving(true);
    try {
      const res = await leaveApi.add({ ...addPayload(fields, values), to_user: preview.current.toUser(), condition: JSON.stringify(conditionOf(values)) });
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: ['approval'] });
      const id = res.data.id;
      void navigate(routePath('leaveInfo', { id, flow_type: LEAVE_FLOW_TYPE, detail_id: id }), { replace: true });
    } catch {
      // the HTTP client has shown the server's message; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <EntityForm def={leaveEntity} initialValues={initial} saving={saving} onSubmit={submit} onCancel={cancel} onValuesChange={(v) => setCondition(conditionOf(v))}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>审批流程</h2>
          <FlowPreview ref={preview} flowType={LEAVE_FLOW_TYPE} condition={condition} />
        </section>
      </EntityForm>
    </div>
  );
}
