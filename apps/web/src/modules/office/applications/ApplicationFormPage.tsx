import { MSG } from '@suwork/domain';
import { OA_MSG, type EntityDef } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Result } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useGoBack } from '../../../components/use-go-back.ts';
import { FlowPreview, type FlowPreviewHandle } from '../../../components/approval/FlowPreview.tsx';
import { PageSpin } from '../../../components/PageSpin.tsx';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import type { EntityRow } from '../../../engine/entity-api.ts';
import { isFormField } from '../../../engine/field-model.ts';
import { EntityForm } from '../../../engine/form/EntityForm.tsx';
import { addPayload, changedPayload, initialFormValues, type FormValues } from '../../../engine/form/form-values.ts';
import { RecordMissing } from '../../../engine/RecordMissing.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { applicationApi, previewCondition, useOaConfig, YES, type Submission } from './application-api.ts';
import { applicationInfoPath } from './application-paths.ts';
import styles from '../../../engine/form/form.module.css';

/**
 * The form of an OA application (请假申请, 转正申请 …) with its approval flow under it; saving submits it. With
 * the query `id` it is the applicant's rejected or withdrawn application, changed and sent again (重新提交).
 */
export function ApplicationFormPage({ entity }: { entity: EntityDef }) {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  const config = useOaConfig();
  const { data, error, isLoading } = useQuery({
    queryKey: ['approval', entity.key, id],
    queryFn: ({ signal }) => applicationApi(entity).read(id, { signal }),
    enabled: id > 0,
  });
  const cancel = useGoBack(routePath('examine'));
  if (id > 0 && error) return <RecordMissing error={error} listRoute="examine" />;
  if (config.isPending || (id > 0 && (isLoading || !data))) return <PageSpin />;
  const setting = config.data?.data.find((s) => s.flow_type === entity.flowType);
  if (setting && setting.enabled !== YES)
    return <Result status="info" title={OA_MSG.formDisabled} extra={<Button onClick={cancel}>返回</Button>} />;
  return (
    <ApplicationForm
      key={id}
      def={entity}
      row={data?.data}
      notice={setting?.notice ?? ''}
      attachmentsRequired={setting?.attachments_required === YES}
      onCancel={cancel}
    />
  );
}

type FormProps = {
  def: EntityDef;
  row?: EntityRow;
  notice: string;
  attachmentsRequired: boolean;
  onCancel: () => void;
};

function ApplicationForm({ def, row, notice, attachmentsRequired, onCancel }: FormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const preview = useRef<FlowPreviewHandle>(null);
  const fields = useMemo(() => def.fields.filter(isFormField), [def]);
  const initial = useMemo(() => initialFormValues(fields, row), [fields, row]);
  const conditionOf = (values: FormValues) => previewCondition(def, addPayload(fields, values));
  const [condition, setCondition] = useState(() => conditionOf(initial));
  const flowType = String(def.flowType);
  // what the server works out from the form (时长), shown as it changes
  const derived = def.fields.filter((f) => f.writable === false && condition[f.key] !== undefined);

  // a refusal is shown by the HTTP client; the form keeps what was typed
  const [saving, send, submissionKey] = useBusyAction(
    async (values: FormValues, submission: Submission, key: string) => {
      const api = applicationApi(def);
      const res = row
        ? await api.resubmit(row.id, { ...changedPayload(fields, initial, values), ...submission })
        : await api.add({ ...addPayload(fields, values), ...submission }, key);
      message.success(res.msg || MSG.ok);
      await queryClient.invalidateQueries({ queryKey: ['approval'] });
      void queryClient.invalidateQueries({ queryKey: ['entity', def.key] });
      void navigate(applicationInfoPath(def, res.data.id), { replace: true });
    },
  );

  const submit = async (values: FormValues) => {
    if (!preview.current?.validate()) return;
    const payload = addPayload(fields, values);
    if (attachmentsRequired && !(Array.isArray(payload.attachments) && payload.attachments.length > 0)) {
      message.warning(OA_MSG.attachmentsRequired);
      return;
    }
    await send(
      values,
      { to_user: preview.current.toUser(), condition: JSON.stringify(conditionOf(values)) },
      submissionKey(),
    );
  };

  return (
    <div className={styles.page}>
      {notice && (
        <Alert
          type="info"
          showIcon
          title="填写说明"
          description={notice}
          style={{ marginBottom: 16, whiteSpace: 'pre-wrap' }}
        />
      )}
      {row && <Alert type="warning" showIcon title="修改后重新提交，将开始新的审批" style={{ marginBottom: 16 }} />}
      <EntityForm
        def={def}
        initialValues={initial}
        row={row}
        saving={saving}
        onSubmit={submit}
        onCancel={onCancel}
        submitText={row ? '重新提交' : '提交'}
        onValuesChange={(v) => setCondition(conditionOf(v))}
      >
        {derived.length > 0 && (
          <p className={styles.derived}>
            {derived.map((f) => (
              <span key={f.key}>
                {f.label}：{String(condition[f.key])}
              </span>
            ))}
          </p>
        )}
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>审批流程</h2>
          <FlowPreview ref={preview} flowType={flowType} condition={condition} />
        </section>
      </EntityForm>
    </div>
  );
}
