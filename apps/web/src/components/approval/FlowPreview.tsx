import { PlusOutlined } from '@ant-design/icons';
import { MSG } from '@suwork/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin, Tag, Timeline } from 'antd';
import { useEffect, useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { approvalApi, type Approver, type Step } from './approval-api.ts';
import { APPROVER_STEP, SIGN_MODE, STEP_KIND } from './approval-labels.ts';
import { ApproverPickerDialog } from './ApproverPickerDialog.tsx';
import { isSelfChosen, missingApprover, toUserJson, type Chosen } from './flow-choice.ts';
import { StepUsers } from './StepUsers.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import styles from './approval.module.css';

/** Spec: the preview call is debounced 1000 ms. */
export const PREVIEW_DEBOUNCE_MS = 1000;

export type FlowPreviewHandle = {
  /** false (and 请选择审批人！ shown above the flow) while a self-chosen approver step has nobody */
  validate: () => boolean;
  /** `to_user` of startflow */
  toUser: () => string;
};

type Props = {
  flowType: string;
  /** the form values condition branches look at (sent as the JSON `condition`) */
  condition?: Readonly<Record<string, unknown>>;
  run_id?: number;
  /** `to_user` whenever the choice or the flow changes */
  onChange?: (toUser: string) => void;
  ref?: Ref<FlowPreviewHandle>;
};

/**
 * 审批流程: the steps this form would go through now (asked again 1000 ms after the condition values settle),
 * approvers and copy recipients top-down; on a self-chosen step the initiator picks people with 选择审批人.
 */
export function FlowPreview({ flowType, condition, run_id, onChange, ref }: Props) {
  const conditionJson = useDebouncedValue(condition ? JSON.stringify(condition) : '', PREVIEW_DEBOUNCE_MS);
  const query = { flow_type: flowType, condition: conditionJson || undefined, run_id };
  const { data, isPending } = useQuery({
    queryKey: ['approval', 'preview', query],
    queryFn: ({ signal }) => approvalApi.preview(query, { signal }),
    enabled: flowType !== '',
    // the steps stay on screen (and an open 选择审批人 with them) while the preview of newer form values loads
    placeholderData: keepPreviousData,
  });
  const steps = useMemo(() => data?.data ?? [], [data]);
  const [chosen, setChosen] = useState<Chosen>({});
  const [checked, setChecked] = useState(false);
  const [picking, setPicking] = useState<Step>();

  useImperativeHandle(ref, () => ({
    validate: () => {
      setChecked(true);
      return !missingApprover(steps, chosen);
    },
    toUser: () => toUserJson(steps, chosen),
  }));
  const toUser = toUserJson(steps, chosen);
  useEffect(() => {
    onChange?.(toUser);
  }, [toUser, onChange]);

  const choose = (step: Step, approvers: readonly Approver[]) =>
    setChosen((c) => ({ ...c, [step.step_id]: approvers }));
  const unchoose = (step: Step, id: number) =>
    choose(
      step,
      (chosen[step.step_id] ?? []).filter((u) => u.user_id !== id),
    );

  const stepContent = (s: Step) => {
    const self = isSelfChosen(s);
    const people: readonly Pick<Approver, 'user_id' | 'user_name' | 'avatar_url'>[] = self
      ? (chosen[s.step_id] ?? [])
      : s.users;
    return (
      <section aria-label={STEP_KIND[s.type]}>
        <div className={styles.stepHead}>
          <strong>{STEP_KIND[s.type]}</strong>
          {s.type === APPROVER_STEP && (self || people.length > 1) && (
            <span className={styles.hint}>{SIGN_MODE[s.mode]}</span>
          )}
        </div>
        <StepUsers
          users={people}
          extra={
            self
              ? (u) => (
                  <Button
                    type="text"
                    size="small"
                    aria-label={`移除${u.user_name}`}
                    onClick={() => unchoose(s, u.user_id)}
                  >
                    ×
                  </Button>
                )
              : undefined
          }
        />
        {self && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setPicking(s)}
            style={{ marginTop: people.length ? 8 : 0 }}
          >
            选择审批人
          </Button>
        )}
        {!self && people.length === 0 && <Tag>{s.type === APPROVER_STEP ? '无审批人' : '无抄送人'}</Tag>}
      </section>
    );
  };

  if (flowType !== '' && isPending) return <Spin size="small" />;
  return (
    <section aria-label="审批流程">
      {checked && missingApprover(steps, chosen) && (
        <Alert type="error" showIcon title={MSG.chooseApprover} className={styles.alert} />
      )}
      {steps.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />
      ) : (
        <Timeline
          items={steps.map((s) => ({
            key: s.step_id,
            color: s.type === APPROVER_STEP ? 'blue' : 'gray',
            content: stepContent(s),
          }))}
        />
      )}
      {picking && (
        <ApproverPickerDialog
          step={picking}
          value={chosen[picking.step_id] ?? []}
          onOk={(approvers) => {
            choose(picking, approvers);
            setPicking(undefined);
          }}
          onCancel={() => setPicking(undefined)}
        />
      )}
    </section>
  );
}
