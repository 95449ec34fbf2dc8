import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { approvalApi, reviewKey, type Step, type StepUser } from './approval-api.ts';
import { APPROVER_STEP, RUN_STATUS, SIGN_MODE, STEP_KIND, STEP_STATUS, USER_STATUS } from './approval-labels.ts';
import { StepUsers } from './StepUsers.tsx';
import styles from './approval.module.css';

const REJECTED = 4;
const decided = (u: StepUser) => u.status === 3 || u.status === REJECTED;

/** Spec: once a rejected approver is seen, later approver steps are not shown (copy recipients still are). */
export function visibleSteps(steps: readonly Step[]): Step[] {
  const shown: Step[] = [];
  let rejected = false;
  for (const s of steps) {
    if (rejected && s.examineMode === APPROVER_STEP) continue;
    shown.push(s);
    if (s.examineMode === APPROVER_STEP && s.users.some((u) => u.status === REJECTED)) rejected = true;
  }
  return shown;
}

const stepColor = (s: Step) =>
  s.users.some((u) => u.status === REJECTED) ? 'red' : s.status === 3 ? 'green' : s.status === 2 ? 'blue' : 'gray';

/** A decided approver: time and, in an alert titled 审批信息, the reason (暂无信息 when none). */
function Decision({ user }: { user: StepUser }) {
  return (
    <div>
      {user.examine_time && <Typography.Text type="secondary">{user.examine_time}</Typography.Text>}
      <Alert
        type={user.status === REJECTED ? 'error' : 'success'}
        title={MSG.approvalInfo}
        description={user.reason || MSG.emptyReason}
        style={{ marginTop: 4 }}
      />
    </div>
  );
}

function StepItem({ step }: { step: Step }) {
  const approver = step.examineMode === APPROVER_STEP;
  return (
    <section aria-label={STEP_KIND[step.examineMode]}>
      <div className={styles.stepHead}>
        <strong>{STEP_KIND[step.examineMode]}</strong>
        {approver && <Tag>{STEP_STATUS[step.status]}</Tag>}
        {approver && step.users.length > 1 && <span className={styles.hint}>{SIGN_MODE[step.mode]}</span>}
      </div>
      <StepUsers
        users={step.users}
        extra={
          approver ? (u) => <Tag color={USER_STATUS[u.status].color}>{USER_STATUS[u.status].text}</Tag> : undefined
        }
      />
      {approver && step.users.filter(decided).map((u) => <Decision key={u.user_id} user={u} />)}
    </section>
  );
}

/**
 * 审批记录 of a record: the run's title (as the approval centre lists it), its status, who started it, then every
 * step with its people and decisions.
 */
export function FlowTimeline({ flowType, detailId }: { flowType: string; detailId: number }) {
  const { data, isPending } = useQuery({
    queryKey: reviewKey(flowType, detailId),
    queryFn: ({ signal }) => approvalApi.review(flowType, detailId, { signal }),
  });
  if (isPending) return <Spin size="small" />;
  const run = data?.data.run;
  if (!run) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MSG.empty} />;
  const status = RUN_STATUS[run.status];
  return (
    <section aria-label="审批记录">
      <Space className={styles.runHead} wrap>
        <strong>{run.title || run.flow_name}</strong>
        <Tag color={status.color} aria-label="审批状态">
          {run.status_name || status.text}
        </Tag>
      </Space>
      <Timeline
        items={[
          { key: 'start', color: 'blue', content: <span>{`${run.initiator_name} 发起申请 ${run.create_time}`}</span> },
          ...visibleSteps(data.data.steps).map((s) => ({
            key: s.step_id,
            color: stepColor(s),
            content: <StepItem step={s} />,
          })),
        ]}
      />
    </section>
  );
}
